import { Migration } from '@mikro-orm/migrations';

export class Migration20261122062705_carts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "carts" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, constraint "carts_pkey" primary key ("id"));`);
    this.addSql(`create index "carts_user_created_idx" on "carts" ("user_id", "created");`);

    this.addSql(`create table "cart_items" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "cart_id" uuid not null, "product_id" uuid null, "size_label" varchar(40) null, "quantity" int not null, "unit_paise" int not null, "total_paise" int not null, "tax_paise" int not null, "taxable" boolean not null, constraint "cart_items_pkey" primary key ("id"));`);
    this.addSql(`create index "cart_items_product_idx" on "cart_items" ("product_id");`);
    this.addSql(`create index "cart_items_cart_idx" on "cart_items" ("cart_id");`);

    this.addSql(`alter table "carts" add constraint "carts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cart_items" add constraint "cart_items_cart_id_foreign" foreign key ("cart_id") references "carts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cart_items" drop constraint "cart_items_cart_id_foreign";`);

    this.addSql(`drop table if exists "carts" cascade;`);

    this.addSql(`drop table if exists "cart_items" cascade;`);
  }

}
