import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout: an order keeps where it goes, how it is paid and the buyer's GSTIN; a shipped item its courier
 * and tracking number. Orders placed before were cash on delivery
 * to no recorded address. Webhook events already handled are remembered so a repeat changes nothing.
 */
export class Migration20261125110000_checkout extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "orders"
      add column "delivery_name" varchar(100) null,
      add column "delivery_mobile" varchar(10) null,
      add column "delivery_address" varchar(200) null,
      add column "delivery_city" varchar(100) null,
      add column "delivery_state" varchar(100) null,
      add column "delivery_state_code" varchar(2) null,
      add column "delivery_pincode" varchar(6) null,
      add column "payment_method" varchar(16) not null default 'cod',
      add column "payment_status" varchar(16) not null default 'cod',
      add column "razorpay_order_id" varchar(40) null,
      add column "razorpay_payment_id" varchar(40) null,
      add column "payment_due_at" timestamptz null,
      add column "paid_at" timestamptz null,
      add column "buyer_gstin" varchar(15) null;`);
    this.addSql(`alter table "order_items" add column "courier" varchar(60) null, add column "tracking_number" varchar(40) null;`);
    this.addSql(`alter table "orders" add constraint "orders_razorpay_order_unique" unique ("razorpay_order_id");`);
    this.addSql(`create index "orders_payment_due_idx" on "orders" ("payment_due_at") where "payment_status" = 'pending';`);
    this.addSql(`create index "orders_listed_created_idx" on "orders" ("created" desc, "id" desc) where "payment_status" in ('cod', 'paid', 'refunded');`);
    this.addSql(`create table "payment_events" ("id" varchar(64) not null, "event" varchar(40) not null, "received" timestamptz not null default now(), constraint "payment_events_pkey" primary key ("id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_events";`);
    this.addSql(`alter table "order_items" drop column "courier", drop column "tracking_number";`);
    this.addSql(`drop index if exists "orders_listed_created_idx";`);
    this.addSql(`drop index if exists "orders_payment_due_idx";`);
    this.addSql(`alter table "orders" drop constraint if exists "orders_razorpay_order_unique";`);
    this.addSql(`alter table "orders"
      drop column "delivery_name", drop column "delivery_mobile", drop column "delivery_address",
      drop column "delivery_city", drop column "delivery_state", drop column "delivery_state_code",
      drop column "delivery_pincode", drop column "payment_method", drop column "payment_status",
      drop column "razorpay_order_id", drop column "razorpay_payment_id", drop column "payment_due_at",
      drop column "paid_at", drop column "buyer_gstin";`);
  }

}
