import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054725_wishlist extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "wishlist_entries" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "product_id" uuid not null, "is_liked" boolean not null default true, constraint "wishlist_entries_pkey" primary key ("id"));`);
    this.addSql(`create index "wishlist_entries_product_idx" on "wishlist_entries" ("product_id");`);
    this.addSql(`create index "wishlist_entries_user_liked_idx" on "wishlist_entries" ("user_id", "is_liked", "updated");`);
    this.addSql(`alter table "wishlist_entries" add constraint "wishlist_entries_user_product_unique" unique ("user_id", "product_id");`);

    this.addSql(`alter table "wishlist_entries" add constraint "wishlist_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wishlist_entries" add constraint "wishlist_entries_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wishlist_entries" cascade;`);
  }

}
