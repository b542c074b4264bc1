import { Migration } from '@mikro-orm/migrations';

/** Foreign keys that crossed from one context's table into another's; each context keeps its own now. */
const CROSSING = [
  ['carts', 'carts_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['cart_items', 'cart_items_product_id_foreign', 'product_id', 'products', 'set null'],
  ['chat_conversations', 'chat_conversations_member_id_foreign', 'member_id', 'users', 'cascade'],
  ['chat_messages', 'chat_messages_sender_id_foreign', 'sender_id', 'users', 'set null'],
  ['merchant_signup_tokens', 'merchant_signup_tokens_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['orders', 'orders_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['order_items', 'order_items_product_id_foreign', 'product_id', 'products', 'set null'],
  ['reviews', 'reviews_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['reviews', 'reviews_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['wishlist_entries', 'wishlist_entries_user_id_foreign', 'user_id', 'users', 'cascade'],
] as const;

/**
 * Each bounded context owns its tables: none holds a foreign key into another's. What the keys did on
 * delete (a deleted product's order lines keep their snapshot without it, its reviews go) is done by the
 * contexts themselves on the catalogue's ProductDeleted event.
 */
export class Migration20261125080000_context_boundaries extends Migration {

  override async up(): Promise<void> {
    for (const [table, constraint] of CROSSING) this.addSql(`alter table "${table}" drop constraint "${constraint}";`);
  }

  override async down(): Promise<void> {
    for (const [table, constraint, column, target, onDelete] of CROSSING) {
      this.addSql(
        `alter table "${table}" add constraint "${constraint}" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${onDelete};`,
      );
    }
  }

}
