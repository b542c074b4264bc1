import { Migration } from '@mikro-orm/migrations';

/** Finds a merchant's accounts. A database made before identity kept its own migrations has it already. */
export class Migration20261123142844_users_merchant_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "users_merchant_idx" on "users" ("merchant_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_merchant_idx";`);
  }

}
