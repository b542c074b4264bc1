import { Migration } from '@mikro-orm/migrations';

/** A line's unit price, total and tax can pass 2^31 paise (a large custom size of a costly product): bigint. */
export class Migration20261125060000_wide_money extends Migration {

  override async up(): Promise<void> {
    for (const table of ['cart_items', 'order_items']) {
      this.addSql(`alter table "${table}" alter column "unit_paise" type bigint, alter column "total_paise" type bigint, alter column "tax_paise" type bigint;`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['cart_items', 'order_items']) {
      this.addSql(`alter table "${table}" alter column "unit_paise" type int, alter column "total_paise" type int, alter column "tax_paise" type int;`);
    }
  }

}
