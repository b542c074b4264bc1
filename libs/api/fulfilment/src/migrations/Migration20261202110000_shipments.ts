import { Migration } from '@mikro-orm/migrations';

/**
 * Parcels booked with the courier, the order items each carries (an item rides in one open shipment each
 * way at a time) and every scan the courier reports, kept once.
 */
export class Migration20261202110000_shipments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "shipments" (
      "id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(),
      "order_id" uuid not null, "reference" varchar(60) not null, "direction" text check ("direction" in ('forward', 'return')) not null, "return_id" uuid null,
      "awb" varchar(40) null, "courier" varchar(80) null, "courier_order_id" varchar(40) null, "courier_shipment_id" varchar(40) null,
      "label_url" text null, "pickup_date" varchar(40) null, "eway_bill" varchar(12) null, "value_paise" bigint not null,
      "package" jsonb not null,
      "status" varchar(40) not null default 'NEW', "open" boolean not null default true, "last_heard_at" timestamptz not null default now(),
      constraint "shipments_pkey" primary key ("id"));`);
    this.addSql(`alter table "shipments" add constraint "shipments_reference_unique" unique ("reference");`);
    this.addSql(`alter table "shipments" add constraint "shipments_awb_unique" unique ("awb");`);
    this.addSql(`create index "shipments_order_idx" on "shipments" ("order_id");`);
    this.addSql(`create index "shipments_open_heard_idx" on "shipments" ("last_heard_at") where "open";`);

    this.addSql(`create table "shipment_items" (
      "id" uuid not null, "shipment_id" uuid not null, "item_id" uuid not null, "direction" text check ("direction" in ('forward', 'return')) not null,
      "cancelled" boolean not null default false, constraint "shipment_items_pkey" primary key ("id"));`);
    this.addSql(`alter table "shipment_items" add constraint "shipment_items_shipment_id_foreign"
      foreign key ("shipment_id") references "shipments" ("id") on update cascade on delete cascade;`);
    this.addSql(`create unique index "shipment_items_one_open_idx" on "shipment_items" ("item_id", "direction") where not "cancelled";`);
    this.addSql(`create index "shipment_items_shipment_idx" on "shipment_items" ("shipment_id");`);

    this.addSql(`create table "shipment_events" (
      "id" uuid not null, "shipment_id" uuid not null, "status" varchar(60) not null, "at" timestamptz not null,
      "location" varchar(120) not null default '', "activity" varchar(300) not null default '', "manual" boolean not null default false,
      constraint "shipment_events_pkey" primary key ("id"));`);
    this.addSql(`alter table "shipment_events" add constraint "shipment_events_shipment_id_foreign"
      foreign key ("shipment_id") references "shipments" ("id") on update cascade on delete cascade;`);
    this.addSql(`create unique index "shipment_events_once_idx" on "shipment_events" ("shipment_id", "status", "at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shipment_events" cascade;`);
    this.addSql(`drop table if exists "shipment_items" cascade;`);
    this.addSql(`drop table if exists "shipments" cascade;`);
  }
}
