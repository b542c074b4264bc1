import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080437_reviews extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reviews" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "product_id" uuid not null, "title" varchar(100) not null, "review" varchar(1000) not null, "rating" smallint not null, "is_recommended" boolean not null, "status" text check ("status" in ('Waiting Approval', 'Approved', 'Rejected')) not null default 'Waiting Approval', constraint "reviews_pkey" primary key ("id"), constraint reviews_rating_range check (rating >= 1 and rating <= 5));`);
    this.addSql(`create index "reviews_created_idx" on "reviews" ("created");`);
    this.addSql(`create index "reviews_status_created_idx" on "reviews" ("status", "created");`);
    this.addSql(`create index "reviews_product_status_created_idx" on "reviews" ("product_id", "status", "created");`);
    this.addSql(`alter table "reviews" add constraint "reviews_user_product_unique" unique ("user_id", "product_id");`);

    this.addSql(`alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reviews" cascade;`);
  }

}
