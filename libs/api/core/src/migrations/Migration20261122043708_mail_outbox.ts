import { Migration } from '@mikro-orm/migrations';

/** The mail outbox. A database made before the core kept its own migrations has it already. */
export class Migration20261122043708_mail_outbox extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "mail_outbox" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "to" varchar(320) not null, "subject" varchar(300) not null, "text" text not null, "html" text null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "sent_at" timestamptz null, "last_error" text null, constraint "mail_outbox_pkey" primary key ("id"));`);
    this.addSql(`create index if not exists "mail_outbox_due_idx" on "mail_outbox" ("status", "next_attempt_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }

}
