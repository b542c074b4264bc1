import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053912_products extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "categories" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "name" varchar(100) not null, "slug" varchar(120) not null, "description" varchar(200) not null, "is_active" boolean not null default true, constraint "categories_pkey" primary key ("id"));`);
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);
    this.addSql(`create index "categories_active_name_idx" on "categories" ("is_active", "name");`);

    this.addSql(`create table "products" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "sku" varchar(64) not null, "name" varchar(200) not null, "slug" varchar(220) not null, "description" varchar(200) not null, "quantity" int not null default 1, "price_paise" int not null, "taxable" boolean not null default true, "is_active" boolean not null default true, "brand_id" uuid null, "image_urls" text[] not null default '{}', "average_rating" real not null default 0, constraint "products_pkey" primary key ("id"));`);
    this.addSql(`alter table "products" add constraint "products_sku_unique" unique ("sku");`);
    this.addSql(`alter table "products" add constraint "products_slug_unique" unique ("slug");`);
    this.addSql(`create index "products_name_trgm_idx" on "products" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "products_brand_idx" on "products" ("brand_id");`);
    this.addSql(`create index "products_active_price_idx" on "products" ("is_active", "price_paise");`);
    this.addSql(`create index "products_active_created_idx" on "products" ("is_active", "created");`);

    this.addSql(`create table "category_products" ("category_id" uuid not null, "product_id" uuid not null, constraint "category_products_pkey" primary key ("category_id", "product_id"));`);
    this.addSql(`create index "category_products_product_idx" on "category_products" ("product_id");`);

    this.addSql(`alter table "products" add constraint "products_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "category_products" add constraint "category_products_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "category_products" add constraint "category_products_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "category_products" drop constraint "category_products_category_id_foreign";`);

    this.addSql(`alter table "category_products" drop constraint "category_products_product_id_foreign";`);

    this.addSql(`drop table if exists "categories" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "category_products" cascade;`);
  }

}
