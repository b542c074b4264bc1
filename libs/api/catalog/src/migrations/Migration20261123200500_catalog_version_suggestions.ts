import { Migration } from '@mikro-orm/migrations';

/**
 * Search suggestions are kept per catalogue version too, and they show a product's slug and picture:
 * changing either now raises the version as well.
 */
export class Migration20261123200500_catalog_version_suggestions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists "products_catalog_version" on "products";`);
    this.addSql(
      `create trigger "products_catalog_version" after insert or delete or truncate
         or update of is_active, price_paise, brand_id, average_rating, name, created, slug, image_urls on "products"
         for each statement execute function "bump_catalog_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "products_catalog_version" on "products";`);
    this.addSql(
      `create trigger "products_catalog_version" after insert or delete or truncate
         or update of is_active, price_paise, brand_id, average_rating, name, created on "products"
         for each statement execute function "bump_catalog_version"();`,
    );
  }
}
