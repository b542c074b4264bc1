import { Migration } from '@mikro-orm/migrations';

/**
 * Bag and order lines name the variant they were sold as (the catalogue's id), and keep its sku and
 * thickness as they were. Lines from before variants keep none: their size label still says what was
 * bought, and a bag line without one finds its variant by that label when it is placed.
 */
export class Migration20261202100100_line_variants extends Migration {
  override async up(): Promise<void> {
    for (const table of ['cart_items', 'order_items']) {
      this.addSql(`alter table "${table}" add column "variant_id" uuid null, add column "sku" varchar(80) null, add column "thickness" smallint null;`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['cart_items', 'order_items']) {
      this.addSql(`alter table "${table}" drop column "variant_id", drop column "sku", drop column "thickness";`);
    }
  }
}
