import { Migration } from '@mikro-orm/migrations';

export class Migration20261122052658_auth_codes_expiry extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "auth_codes_expires_idx" on "auth_codes" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "auth_codes_expires_idx";`);
  }

}
