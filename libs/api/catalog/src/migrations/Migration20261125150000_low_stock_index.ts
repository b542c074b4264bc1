import { Migration } from '@mikro-orm/migrations';

/** The Overview lists active products running out: an index on their quantity. */
export class Migration20261125150000_low_stock_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "products_low_stock_idx" on "products" ("quantity") where "is_active";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "products_low_stock_idx";`);
  }

}
