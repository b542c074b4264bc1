import { Migration } from '@mikro-orm/migrations';

/** A variant keeps one unit's package for the courier (weight and size), which a booking starts from. */
export class Migration20261202140000_variant_package extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_variants" add column "package" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_variants" drop column "package";`);
  }
}
