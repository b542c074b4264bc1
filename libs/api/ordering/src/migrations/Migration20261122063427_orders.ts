import { Migration } from '@mikro-orm/migrations';

export class Migration20261122063427_orders extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "orders" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "cart_id" uuid not null, constraint "orders_pkey" primary key ("id"));`);
    this.addSql(`alter table "orders" add constraint "orders_cart_unique" unique ("cart_id");`);
    this.addSql(`create index "orders_created_idx" on "orders" ("created");`);
    this.addSql(`create index "orders_user_created_idx" on "orders" ("user_id", "created");`);

    this.addSql(`create table "order_items" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "order_id" uuid not null, "product_id" uuid null, "position" int not null, "product_name" varchar(200) not null, "product_slug" varchar(220) not null, "product_image_url" text null, "base_paise" int not null, "size_label" varchar(40) null, "quantity" int not null, "unit_paise" int not null, "total_paise" int not null, "tax_paise" int not null, "status" text check ("status" in ('Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled')) not null default 'Not processed', constraint "order_items_pkey" primary key ("id"));`);
    this.addSql(`create index "order_items_product_idx" on "order_items" ("product_id");`);
    this.addSql(`create index "order_items_order_idx" on "order_items" ("order_id");`);

    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_cart_id_foreign" foreign key ("cart_id") references "carts" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_items" drop constraint "order_items_order_id_foreign";`);

    this.addSql(`drop table if exists "orders" cascade;`);

    this.addSql(`drop table if exists "order_items" cascade;`);
  }

}
