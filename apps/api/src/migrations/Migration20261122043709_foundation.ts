import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043709_foundation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "to" varchar(320) not null, "subject" varchar(300) not null, "text" text not null, "html" text null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "sent_at" timestamptz null, "last_error" text null, constraint "mail_outbox_pkey" primary key ("id"));`);
    this.addSql(`create index "mail_outbox_due_idx" on "mail_outbox" ("status", "next_attempt_at");`);

    this.addSql(`create table "users" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "email" varchar(320) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone_number" varchar(32) null, "provider" text check ("provider" in ('email', 'google', 'facebook')) not null default 'email', "password_hash" varchar(255) null, "role" text check ("role" in ('ROLE_ADMIN', 'ROLE_MERCHANT', 'ROLE_MEMBER')) not null default 'ROLE_MEMBER', "merchant_id" uuid null, "token_version" int not null default 0, "is_subscribed" boolean not null default false, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_created_idx" on "users" ("role", "created");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);
  }

}
