import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050430_identity extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "password_reset_tokens" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "password_reset_tokens_pkey" primary key ("id"));`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_expires_idx" on "password_reset_tokens" ("expires_at");`);
    this.addSql(`create index "password_reset_tokens_user_idx" on "password_reset_tokens" ("user_id");`);

    this.addSql(`create table "addresses" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "address" varchar(200) not null, "city" varchar(100) not null, "state" varchar(100) not null, "country" varchar(100) not null, "zip_code" varchar(20) not null, "is_default" boolean not null default false, constraint "addresses_pkey" primary key ("id"));`);
    this.addSql(`create unique index "addresses_one_default_per_user" on "addresses" ("user_id") where "is_default";`);
    this.addSql(`create index "addresses_user_created_idx" on "addresses" ("user_id", "created");`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "addresses" add constraint "addresses_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create index "users_email_trgm_idx" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_last_name_trgm_idx" on "users" using gin ("last_name" gin_trgm_ops);`);
    this.addSql(`create index "users_first_name_trgm_idx" on "users" using gin ("first_name" gin_trgm_ops);`);
    this.addSql(`create index "users_created_idx" on "users" ("created");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop table if exists "addresses" cascade;`);

    this.addSql(`drop index "users_email_trgm_idx";`);
    this.addSql(`drop index "users_last_name_trgm_idx";`);
    this.addSql(`drop index "users_first_name_trgm_idx";`);
    this.addSql(`drop index "users_created_idx";`);
  }

}
