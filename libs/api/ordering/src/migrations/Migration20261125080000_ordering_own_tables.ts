import { Migration } from '@mikro-orm/migrations';

/** Foreign keys from this context's tables into another context's. */
const CROSSING = [
  ['carts', 'carts_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['cart_items', 'cart_items_product_id_foreign', 'product_id', 'products', 'set null'],
  ['orders', 'orders_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['order_items', 'order_items_product_id_foreign', 'product_id', 'products', 'set null'],
] as const;

/**
 * A context owns its tables, and none holds a foreign key into another's; what the keys did on delete
 * is done by the contexts themselves, on the events of the context that deletes.
 */
export class Migration20261125080000_ordering_own_tables extends Migration {

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
