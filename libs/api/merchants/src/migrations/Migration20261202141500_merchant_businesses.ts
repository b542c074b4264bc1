import { Migration } from '@mikro-orm/migrations';

/** A merchant's business details: the seller on its invoices, its series and its payout account. */
export class Migration20261202141500_merchant_businesses extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "merchant_businesses" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "merchant_id" uuid not null, "legal_name" varchar(200) null, "gstin" varchar(15) null, "pan" varchar(10) null, "address" varchar(500) null, "city" varchar(100) null, "state_code" varchar(2) null, "pincode" varchar(6) null, "invoice_prefix" varchar(3) null, "joins_shop_sales" boolean not null default false, "bank_account_name" varchar(200) null, "bank_account_number" varchar(18) null, "bank_ifsc" varchar(11) null, "commission_rate" numeric(5,2) null, constraint "merchant_businesses_pkey" primary key ("id"));`);
    this.addSql(`alter table "merchant_businesses" add constraint "merchant_businesses_merchant_unique" unique ("merchant_id");`);
    this.addSql(`alter table "merchant_businesses" add constraint "merchant_businesses_invoice_prefix_unique" unique ("invoice_prefix");`);
    this.addSql(`alter table "merchant_businesses" add constraint "merchant_businesses_merchant_id_foreign" foreign key ("merchant_id") references "merchants" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "merchant_businesses" cascade;`);
  }

}
