import { Migration } from '@mikro-orm/migrations';

export class Migration20261122061857_product_rating_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "products_active_rating_idx" on "products" ("is_active", "average_rating");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "products_active_rating_idx";`);
  }

}
