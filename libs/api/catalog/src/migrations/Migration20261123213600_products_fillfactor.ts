import { Migration } from '@mikro-orm/migrations';

/**
 * Every order rewrites its products' stock. With full pages the new row version lands on another page,
 * and every index of products (the trigram one included) gains an entry for it, so the list and the
 * search slow down as sales go on, until vacuum catches up. Room left on each page keeps those updates
 * on the page (HOT: no index entries). Pages written from now on keep it; `VACUUM FULL products`
 * rewrites the old ones.
 */
export class Migration20261123213600_products_fillfactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "products" set (fillfactor = 80);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" reset (fillfactor);`);
  }
}
