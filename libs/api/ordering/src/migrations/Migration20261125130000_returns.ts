import { Migration } from '@mikro-orm/migrations';

/**
 * The 100-night return: a return is a record of its own, one open per item (a partial unique index), and an
 * order item keeps when it became Delivered, since its trial counts from then. Items delivered before this
 * take their own last change as their delivery: the order row is not touched when an item's status changes,
 * and an item's last change is its delivery or later, never earlier, so no shopper loses nights.
 */
export class Migration20261125130000_returns extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "order_items" add column "delivered_at" timestamptz null;`);
    this.addSql(`update "order_items" set "delivered_at" = "updated" where "status" = 'Delivered';`);

    this.addSql(`create table "returns" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "order_id" uuid not null, "item_id" uuid not null, "user_id" uuid not null, "reason" varchar(16) not null, "note" varchar(500) null, "status" varchar(16) not null default 'Requested', "amount_paise" bigint not null, "bank_account_name" varchar(100) null, "bank_account_number" varchar(18) null, "bank_ifsc" varchar(11) null, "pickup_date" date null, "rejection_reason" varchar(500) null, "refund_id" varchar(40) null, "approved_at" timestamptz null, "rejected_at" timestamptz null, "received_at" timestamptz null, "refunded_at" timestamptz null, constraint "returns_pkey" primary key ("id"));`);
    this.addSql(`create index "returns_order_idx" on "returns" ("order_id");`);
    this.addSql(`create index "returns_user_created_idx" on "returns" ("user_id", "created");`);
    this.addSql(`create index "returns_created_idx" on "returns" ("created");`);
    this.addSql(`create unique index "returns_item_open_unique" on "returns" ("item_id") where "status" <> 'Rejected';`);
    this.addSql(`alter table "returns" add constraint "returns_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "returns" add constraint "returns_item_id_foreign" foreign key ("item_id") references "order_items" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "returns" cascade;`);
    this.addSql(`alter table "order_items" drop column "delivered_at";`);
  }

}
