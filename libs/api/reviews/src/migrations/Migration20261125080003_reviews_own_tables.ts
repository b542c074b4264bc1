import { Migration } from '@mikro-orm/migrations';
import { droppingForeignKeys } from '@nidra/api/core';

/**
 * A context owns its tables, and none holds a foreign key into another's: these pointed from this
 * context's tables into another's. What they did on delete is done by the contexts themselves, on the
 * events of the context that deletes.
 */
const CROSSING = droppingForeignKeys([
  ['reviews', 'reviews_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['reviews', 'reviews_user_id_foreign', 'user_id', 'users', 'cascade'],
]);

export class Migration20261125080003_reviews_own_tables extends Migration {

  override async up(): Promise<void> {
    for (const sql of CROSSING.up) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of CROSSING.down) this.addSql(sql);
  }

}
