import { Migration } from '@mikro-orm/migrations';

/**
 * Each order line names its seller: the merchant whose business details made it the supplier when the line
 * was placed, or null for the shop. Lines placed before sellers invoiced their own sales stay the shop's.
 * Lines keep the unit quantity code their invoice states (NOS for those sold before).
 * A business buyer's legal name, billing address and state are kept beside its GSTIN (bill to).
 */
export class Migration20261202130000_sellers_and_business_buyers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "order_items" add column "seller_id" uuid null, add column "uqc" varchar(8) not null default 'NOS';`);
    this.addSql(`create index "order_items_seller_idx" on "order_items" ("seller_id") where "seller_id" is not null;`);
    this.addSql(
      `alter table "orders" add column "buyer_legal_name" varchar(200) null, add column "buyer_address" varchar(400) null, add column "buyer_state_code" varchar(2) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_items" drop column "seller_id", drop column "uqc";`);
    this.addSql(`alter table "orders" drop column "buyer_legal_name", drop column "buyer_address", drop column "buyer_state_code";`);
  }
}
