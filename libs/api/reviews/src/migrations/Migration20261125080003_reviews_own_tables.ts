import { Migration } from '@mikro-orm/migrations';

/** Foreign keys from this context's tables into another context's. */
const CROSSING = [
  ['reviews', 'reviews_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['reviews', 'reviews_user_id_foreign', 'user_id', 'users', 'cascade'],
] as const;

/**
 * A context owns its tables, and none holds a foreign key into another's; what the keys did on delete
 * is done by the contexts themselves, on the events of the context that deletes.
 */
export class Migration20261125080003_reviews_own_tables extends Migration {

  override async up(): Promise<void> {
    for (const [table, constraint] of CROSSING) this.addSql(`alter table "${table}" drop constraint if exists "${constraint}";`);
  }

  override async down(): Promise<void> {
    for (const [table, constraint, column, target, onDelete] of CROSSING) {
      this.addSql(
        `alter table "${table}" add constraint "${constraint}" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${onDelete};`,
      );
    }
  }

}
