import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050752_support extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "contact_messages" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "name" varchar(100) not null, "email" varchar(320) not null, "message" text not null, constraint "contact_messages_pkey" primary key ("id"));`);
    this.addSql(`create index "contact_messages_created_idx" on "contact_messages" ("created");`);

    this.addSql(`create table "newsletter_subscribers" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "email" varchar(320) not null, constraint "newsletter_subscribers_pkey" primary key ("id"));`);
    this.addSql(`alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);

    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);
  }

}
