import { Migration } from '@mikro-orm/migrations';

const FIGURES = `"revenue_paise" bigint not null default 0, "orders" int not null default 0, "items_not_processed" int not null default 0, "items_processing" int not null default 0, "items_shipped" int not null default 0, "items_delivered" int not null default 0, "items_cancelled" int not null default 0`;

/** Confirmed orders' lines with their day in Indian Standard Time. */
const CONFIRMED_LINES = `select (o."created" at time zone 'Asia/Kolkata')::date as "day", o."id" as "order_id", o."created", i."brand_id", i."product_id", i."product_name",
       i."product_slug", i."status", i."quantity", i."total_paise", i."tax_paise"
  from "orders" o join "order_items" i on i."order_id" = o."id"
 where o."payment_status" in ('cod', 'paid', 'refunded')`;

/** A day's (or a brand's day's) figures over `lines`. */
const SUMS = `coalesce(sum(l."total_paise" + l."tax_paise") filter (where l."status" <> 'Cancelled'), 0)::bigint,
  count(distinct l."order_id") filter (where l."status" <> 'Cancelled'),
  count(*) filter (where l."status" = 'Not processed'), count(*) filter (where l."status" = 'Processing'),
  count(*) filter (where l."status" = 'Shipped'), count(*) filter (where l."status" = 'Delivered'),
  count(*) filter (where l."status" = 'Cancelled')`;
const COLUMNS = `"revenue_paise", "orders", "items_not_processed", "items_processing", "items_shipped", "items_delivered", "items_cancelled"`;

/**
 * The daily sales roll-up the Overview reads instead of every order: the shop's days, each brand's and
 * each product's, filled from the orders there are. An order line keeps its product's brand from now on
 * (lines bought before take their product's brand now).
 */
export class Migration20261125150500_sales_days extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "order_items" add column "brand_id" uuid null;`);
    this.addSql(`create index "order_items_brand_idx" on "order_items" ("brand_id");`);
    this.addSql(`update "order_items" i set "brand_id" = p."brand_id" from "products" p where p."id" = i."product_id" and p."brand_id" is not null;`);

    this.addSql(`create table "sales_days" ("day" date not null, ${FIGURES}, constraint "sales_days_pkey" primary key ("day"));`);
    this.addSql(`create table "brand_sales_days" ("brand_id" uuid not null, "day" date not null, ${FIGURES}, constraint "brand_sales_days_pkey" primary key ("brand_id", "day"));`);
    this.addSql(`create table "product_sales_days" ("day" date not null, "product_id" uuid not null, "brand_id" uuid null, "product_name" varchar(200) not null, "product_slug" varchar(220) not null, "revenue_paise" bigint not null default 0, "quantity" int not null default 0, constraint "product_sales_days_pkey" primary key ("day", "product_id"));`);
    this.addSql(`create index "product_sales_days_brand_day_idx" on "product_sales_days" ("brand_id", "day");`);

    this.addSql(`insert into "sales_days" ("day", ${COLUMNS}) select l."day", ${SUMS} from (${CONFIRMED_LINES}) l group by l."day";`);
    this.addSql(
      `insert into "brand_sales_days" ("brand_id", "day", ${COLUMNS}) select l."brand_id", l."day", ${SUMS} from (${CONFIRMED_LINES}) l where l."brand_id" is not null group by l."brand_id", l."day";`,
    );
    this.addSql(
      `insert into "product_sales_days" ("day", "product_id", "brand_id", "product_name", "product_slug", "revenue_paise", "quantity")
       select l."day", l."product_id", (array_agg(l."brand_id" order by l."created" desc))[1], (array_agg(l."product_name" order by l."created" desc))[1],
              (array_agg(l."product_slug" order by l."created" desc))[1], sum(l."total_paise" + l."tax_paise")::bigint, sum(l."quantity")
         from (${CONFIRMED_LINES}) l where l."product_id" is not null and l."status" <> 'Cancelled' group by l."day", l."product_id";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_sales_days" cascade;`);
    this.addSql(`drop table if exists "brand_sales_days" cascade;`);
    this.addSql(`drop table if exists "sales_days" cascade;`);
    this.addSql(`drop index "order_items_brand_idx";`);
    this.addSql(`alter table "order_items" drop column "brand_id";`);
  }

}
