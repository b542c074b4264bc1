import { Migration } from '@mikro-orm/migrations';

/** The Overview lists products still at a retired GST rate (12 or 28 %) by name: a partial index of those few. */
export class Migration20261202150000_retired_rate_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "products_retired_rate_idx" on "products" ("name") where "gst_rate" in (12, 28);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "products_retired_rate_idx";`);
  }

}
