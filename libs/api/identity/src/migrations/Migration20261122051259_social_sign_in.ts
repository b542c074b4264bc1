import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051259_social_sign_in extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "auth_codes" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "user_id" uuid not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "auth_codes_pkey" primary key ("id"));`);
    this.addSql(`alter table "auth_codes" add constraint "auth_codes_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "auth_codes_user_idx" on "auth_codes" ("user_id");`);

    this.addSql(`alter table "auth_codes" add constraint "auth_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auth_codes" cascade;`);
  }

}
