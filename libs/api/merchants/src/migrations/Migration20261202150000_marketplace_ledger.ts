import { Migration } from '@mikro-orm/migrations';

/** The marketplace's ledger (a line per seller's item sold, and per sale taken back) and its settlements. */
export class Migration20261202150000_marketplace_ledger extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "settlements" (
      "id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(),
      "merchant_id" uuid not null, "up_to" date not null, "amount_paise" bigint not null, "line_count" int not null,
      "status" text check ("status" in ('due', 'paid')) not null default 'due', "utr" varchar(22) null, "paid_at" timestamptz null,
      constraint "settlements_pkey" primary key ("id"));`);
    this.addSql(`alter table "settlements" add constraint "settlements_utr_unique" unique ("utr");`);
    this.addSql(`create index "settlements_merchant_created_idx" on "settlements" ("merchant_id", "created");`);
    this.addSql(`create index "settlements_created_idx" on "settlements" ("created");`);

    this.addSql(`create table "ledger_lines" (
      "id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(),
      "merchant_id" uuid not null, "order_id" uuid not null, "item_id" uuid not null, "invoice_number" varchar(40) null,
      "date" date not null, "kind" text check ("kind" in ('sale', 'refund')) not null,
      "total_paise" bigint not null, "taxable_paise" bigint not null, "commission_paise" bigint not null,
      "commission_gst_paise" bigint not null, "tcs_paise" bigint not null, "tds_paise" bigint not null, "payable_paise" bigint not null,
      "supply_state_code" varchar(2) not null, "seller_state_code" varchar(2) not null, "settlement_id" uuid null,
      constraint "ledger_lines_pkey" primary key ("id"));`);
    this.addSql(`alter table "ledger_lines" add constraint "ledger_lines_item_kind_unique" unique ("item_id", "kind");`);
    this.addSql(`create index "ledger_lines_merchant_date_idx" on "ledger_lines" ("merchant_id", "date");`);
    this.addSql(`create index "ledger_lines_date_idx" on "ledger_lines" ("date");`);
    this.addSql(`create index "ledger_lines_unsettled_idx" on "ledger_lines" ("merchant_id", "date") where "settlement_id" is null;`);
    this.addSql(`create index "ledger_lines_settlement_idx" on "ledger_lines" ("settlement_id");`);
    this.addSql(`alter table "ledger_lines" add constraint "ledger_lines_settlement_id_foreign"
      foreign key ("settlement_id") references "settlements" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ledger_lines" cascade;`);
    this.addSql(`drop table if exists "settlements" cascade;`);
  }

}
