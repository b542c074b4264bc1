import { Migration } from '@mikro-orm/migrations';

export class Migration20261123152553_product_listing_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "products_listing_idx" on "products" ("price_paise") include ("brand_id", "average_rating") where "is_active";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "products_listing_idx";`);
  }

}
