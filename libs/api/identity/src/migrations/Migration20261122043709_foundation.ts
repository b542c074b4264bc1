import { Migration } from '@mikro-orm/migrations';

/** The accounts table. (Its first version also made the mail outbox, which is the core's own now.) */
export class Migration20261122043709_foundation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "users" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "email" varchar(320) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone_number" varchar(32) null, "provider" text check ("provider" in ('email', 'google', 'facebook')) not null default 'email', "password_hash" varchar(255) null, "role" text check ("role" in ('ROLE_ADMIN', 'ROLE_MERCHANT', 'ROLE_MEMBER')) not null default 'ROLE_MEMBER', "merchant_id" uuid null, "token_version" int not null default 0, "is_subscribed" boolean not null default false, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_created_idx" on "users" ("role", "created");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
