import { Migration } from '@mikro-orm/migrations';

export class Migration20261125050000_cart_base_price extends Migration {

  override async up(): Promise<void> {
    // The product's base price each line was priced at, so placing the cart can tell a price changed since.
    this.addSql(`alter table "cart_items" add column "base_paise" int null;`);
    this.addSql(`update "cart_items" i set "base_paise" = p."price_paise" from "products" p where p."id" = i."product_id";`);
    // Carts are deleted once untouched for a while; the job finds them by when they were last written.
    this.addSql(`create index "carts_updated_idx" on "carts" ("updated");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "carts_updated_idx";`);
    this.addSql(`alter table "cart_items" drop column "base_paise";`);
  }

}
