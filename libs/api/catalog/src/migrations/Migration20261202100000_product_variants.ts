import { Migration } from '@mikro-orm/migrations';

/** The size table as priced when variants came in: label, length and width in hundredths of a foot. */
const SIZES: Array<[label: string, length: number, width: number]> = [
  ['6x2.5', 600, 250], ['6x3', 600, 300], ['6.25x2.5', 625, 250], ['6.25x3', 625, 300], ['6.5x2.5', 650, 250], ['6.5x3', 650, 300],
  ['6x3.5', 600, 350], ['4x6.5', 400, 625], ['4x6', 400, 600],
  ['5x5.83', 500, 583], ['5x6.5', 500, 625], ['5x6', 500, 600],
  ['6x6', 600, 600], ['6.26x6', 626, 600], ['6.5x6', 650, 600],
];

/** Mattress thickness in inches by base price in paise, as the product page told it before variants. */
const THICKNESS: Array<[paise: number, inches: number]> = [
  [338000, 24], [309900, 22], [279900, 20], [249900, 18], [219000, 16], [189900, 14], [160000, 12], [135000, 10], [105000, 8], [81000, 6],
];

/**
 * Sizes and thicknesses become variants, each with its sku, price and stock. Every product gets the
 * variants it was sold in, each priced exactly as a bag priced that size (base × length × width, rounded
 * half up to the paisa), so no price moves: a product named like a pillow one unsized variant at its base
 * price, every other one a variant per size at the thickness its base price stood for (none otherwise).
 * Stock stays one pool per product (`stock_by_size` false, the variants counting none of their own) until it is
 * set per size. Lists show and sort by
 * the cheapest active variant's price, kept on the product.
 */
export class Migration20261202100000_product_variants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_variants" (
      "id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(),
      "product_id" uuid not null, "size_label" varchar(40) null, "thickness" smallint null, "sku" varchar(80) not null,
      "price_paise" bigint not null, "price_set" boolean not null default false, "quantity" int null,
      "is_active" boolean not null default true,
      constraint "product_variants_pkey" primary key ("id"));`);
    this.addSql(`alter table "product_variants" add constraint "product_variants_sku_unique" unique ("sku");`);
    this.addSql(`alter table "product_variants" add constraint "product_variants_product_id_foreign"
      foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `create unique index "product_variants_product_size_thickness_unique" on "product_variants" ("product_id", "size_label", "thickness") nulls not distinct;`,
    );
    this.addSql(`create index "product_variants_low_stock_idx" on "product_variants" ("quantity") where "is_active";`);

    const sizes = SIZES.map(([label, length, width], rank) => `('${label}', ${length}, ${width}, ${rank})`).join(', ');
    const thickness = THICKNESS.map(([paise, inches]) => `WHEN ${paise} THEN ${inches}`).join(' ');
    this.addSql(`insert into "product_variants" ("id", "created", "product_id", "size_label", "thickness", "sku", "price_paise")
      select gen_random_uuid(), p.created + s.rank * interval '1 microsecond', p.id, s.label, t.inches,
             p.sku || '-' || s.label || coalesce('-' || t.inches, ''),
             (p.price_paise::bigint * s.length * s.width * 2 + 10000) / 20000
        from "products" p
        cross join lateral (select CASE p.price_paise ${thickness} END AS inches) t
        join (values ${sizes}) AS s (label, length, width, rank) on p.name !~* 'pillow';`);
    this.addSql(`insert into "product_variants" ("id", "created", "product_id", "size_label", "thickness", "sku", "price_paise")
      select gen_random_uuid(), p.created, p.id, null, null, p.sku, p.price_paise from "products" p where p.name ~* 'pillow';`);

    this.addSql(`alter table "products" add column "stock_by_size" boolean not null default false, add column "from_price_paise" bigint not null default 0;`);
    this.addSql(`update "products" p set "from_price_paise" = v.price from (
      select product_id, min(price_paise) AS price from "product_variants" where is_active group by product_id) v where v.product_id = p.id;`);

    // Lists sort and filter by the price they show.
    this.addSql(`drop index "products_active_price_idx";`);
    this.addSql(`create index "products_active_price_idx" on "products" ("is_active", "from_price_paise");`);
    this.addSql(`drop index "products_listing_idx";`);
    this.addSql(`create index "products_listing_idx" on "products" ("from_price_paise") include ("brand_id", "average_rating") where "is_active";`);
    // The price a list shows and sorts by is part of what the catalogue's version stands for.
    this.addSql(`drop trigger if exists "products_catalog_version" on "products";`);
    this.addSql(`create trigger "products_catalog_version" after insert or delete or truncate
      or update of is_active, price_paise, from_price_paise, brand_id, average_rating, name, created, slug, image_urls on "products"
      for each statement execute function "bump_catalog_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "products_catalog_version" on "products";`);
    this.addSql(`create trigger "products_catalog_version" after insert or delete or truncate
      or update of is_active, price_paise, brand_id, average_rating, name, created, slug, image_urls on "products"
      for each statement execute function "bump_catalog_version"();`);
    this.addSql(`drop index "products_listing_idx";`);
    this.addSql(`create index "products_listing_idx" on "products" ("price_paise") include ("brand_id", "average_rating") where "is_active";`);
    this.addSql(`drop index "products_active_price_idx";`);
    this.addSql(`create index "products_active_price_idx" on "products" ("is_active", "price_paise");`);
    this.addSql(`alter table "products" drop column "stock_by_size", drop column "from_price_paise";`);
    this.addSql(`drop table if exists "product_variants" cascade;`);
  }
}
