import { Migration } from '@mikro-orm/migrations';

/** The Overview counts seller requests waiting: an index on their status. */
export class Migration20261125160500_merchants_status_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "merchants_status_idx" on "merchants" ("status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "merchants_status_idx";`);
  }

}
