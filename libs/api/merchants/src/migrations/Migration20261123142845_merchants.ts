import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142845_merchants extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "merchants" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "name" varchar(100) not null, "email" varchar(320) null, "phone_number" varchar(32) not null, "brand" varchar(100) not null, "business" varchar(1000) not null, "status" text check ("status" in ('Waiting Approval', 'Approved', 'Rejected')) not null default 'Waiting Approval', constraint "merchants_pkey" primary key ("id"));`);
    this.addSql(`create index "merchants_created_idx" on "merchants" ("created");`);

    this.addSql(`create table "merchant_signup_tokens" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "merchant_id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "merchant_signup_tokens_pkey" primary key ("id"));`);
    this.addSql(`alter table "merchant_signup_tokens" add constraint "merchant_signup_tokens_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "merchant_signup_tokens_merchant_idx" on "merchant_signup_tokens" ("merchant_id");`);
    this.addSql(`create index "merchant_signup_tokens_user_idx" on "merchant_signup_tokens" ("user_id");`);

    this.addSql(`alter table "merchant_signup_tokens" add constraint "merchant_signup_tokens_merchant_id_foreign" foreign key ("merchant_id") references "merchants" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "merchant_signup_tokens" add constraint "merchant_signup_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

  }

  override async down(): Promise<void> {
    this.addSql(`alter table "merchant_signup_tokens" drop constraint "merchant_signup_tokens_merchant_id_foreign";`);

    this.addSql(`drop table if exists "merchants" cascade;`);

    this.addSql(`drop table if exists "merchant_signup_tokens" cascade;`);

  }

}
