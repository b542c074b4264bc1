import { Migration } from '@mikro-orm/migrations';

/**
 * Each product carries the HSN code its tax invoice prints (mattresses and bedding, 9404, unless set) and
 * may carry a GST rate of its own; without one it sells at the shop's `GST_RATE`.
 */
export class Migration20261125115000_product_tax extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "products" add column "hsn" varchar(8) not null default '9404', add column "gst_rate" smallint null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" drop column "hsn", drop column "gst_rate";`);
  }
}
