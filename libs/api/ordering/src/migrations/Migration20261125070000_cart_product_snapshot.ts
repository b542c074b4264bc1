import { Migration } from '@mikro-orm/migrations';

/**
 * A cart line keeps the product's name, slug and picture as it was priced, as an order line does, so
 * placing a cart reads the cart alone (the catalogue checks price and stock under its own lock).
 */
export class Migration20261125070000_cart_product_snapshot extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "cart_items" add column "product_name" varchar(200) null, add column "product_slug" varchar(220) null, add column "product_image_url" text null;`);
    this.addSql(`update "cart_items" i set "product_name" = p."name", "product_slug" = p."slug", "product_image_url" = p."image_urls"[1] from "products" p where p."id" = i."product_id";`);
    this.addSql(`update "cart_items" set "product_name" = 'A product no longer sold', "product_slug" = '' where "product_name" is null;`);
    this.addSql(`alter table "cart_items" alter column "product_name" set not null, alter column "product_slug" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cart_items" drop column "product_name", drop column "product_slug", drop column "product_image_url";`);
  }

}
