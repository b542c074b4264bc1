import { Migration } from '@mikro-orm/migrations';

/**
 * GST as the law stands: a product may carry a second rate for units priced above a threshold (made-up
 * textiles: 5 % up to ₹2,500 a piece, 18 % above) and the unit quantity code its invoices print. Rates of
 * the retired slabs (12 and 28) stay on the products that have them until they are edited.
 */
export class Migration20261202130500_gst_in_force extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "products" add column "gst_above_paise" int null, add column "gst_above_rate" smallint null, add column "uqc" varchar(8) not null default 'NOS';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" drop column "gst_above_paise", drop column "gst_above_rate", drop column "uqc";`);
  }
}
