import { Migration } from '@mikro-orm/migrations';

export class Migration20261125040000_social_links extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "social_links" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "provider" text check ("provider" in ('google', 'facebook')) not null, "subject" varchar(255) not null, constraint "social_links_pkey" primary key ("id"));`);
    this.addSql(`create index "social_links_user_idx" on "social_links" ("user_id");`);
    this.addSql(`alter table "social_links" add constraint "social_links_provider_subject_unique" unique ("provider", "subject");`);
    this.addSql(`alter table "social_links" add constraint "social_links_user_provider_unique" unique ("user_id", "provider");`);
    this.addSql(`alter table "social_links" add constraint "social_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "auth_codes" add column "purpose" text check ("purpose" in ('sign-in', 'link')) not null default 'sign-in';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth_codes" drop column "purpose";`);
    this.addSql(`drop table if exists "social_links" cascade;`);
  }

}
