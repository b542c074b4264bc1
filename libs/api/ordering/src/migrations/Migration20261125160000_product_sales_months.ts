import { Migration } from '@mikro-orm/migrations';

/**
 * Each product's sales by month beside its days: a period's best sellers add whole months and take off
 * the days outside the period, instead of adding up every day. Filled from the days there are.
 */
export class Migration20261125160000_product_sales_months extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "product_sales_months" ("month" date not null, "product_id" uuid not null, "brand_id" uuid null, "product_name" varchar(200) not null, "product_slug" varchar(220) not null, "revenue_paise" bigint not null default 0, "quantity" int not null default 0, constraint "product_sales_months_pkey" primary key ("month", "product_id"));`);
    this.addSql(`create index "product_sales_months_brand_month_idx" on "product_sales_months" ("brand_id", "month");`);
    this.addSql(`create index "product_sales_months_product_idx" on "product_sales_months" ("product_id", "month");`);
    this.addSql(
      `insert into "product_sales_months" ("month", "product_id", "brand_id", "product_name", "product_slug", "revenue_paise", "quantity")
       select date_trunc('month', d."day")::date, d."product_id", (array_agg(d."brand_id" order by d."day" desc))[1], (array_agg(d."product_name" order by d."day" desc))[1],
              (array_agg(d."product_slug" order by d."day" desc))[1], sum(d."revenue_paise")::bigint, sum(d."quantity")
         from "product_sales_days" d group by 1, d."product_id";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_sales_months" cascade;`);
  }

}
