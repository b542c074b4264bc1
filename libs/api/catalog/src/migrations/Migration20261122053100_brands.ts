import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053100_brands extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "brands" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "name" varchar(100) not null, "slug" varchar(120) not null, "description" varchar(200) not null, "is_active" boolean not null default true, "merchant_id" uuid null, constraint "brands_pkey" primary key ("id"));`);
    this.addSql(`alter table "brands" add constraint "brands_slug_unique" unique ("slug");`);
    this.addSql(`create index "brands_merchant_idx" on "brands" ("merchant_id");`);
    this.addSql(`create index "brands_active_name_idx" on "brands" ("is_active", "name");`);
    this.addSql(`create unique index "brands_name_lower_unique" on "brands" (lower("name"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "brands" cascade;`);
  }

}
