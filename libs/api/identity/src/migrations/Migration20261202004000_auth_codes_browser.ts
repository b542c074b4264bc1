import { Migration } from '@mikro-orm/migrations';

/** A sign-in's code remembers the browser that signed in (the hash of the nonce in its cookie). */
export class Migration20261202004000_auth_codes_browser extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "auth_codes" add column if not exists "browser_hash" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth_codes" drop column if exists "browser_hash";`);
  }

}
