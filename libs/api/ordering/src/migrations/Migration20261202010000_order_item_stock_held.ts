import { Migration } from '@mikro-orm/migrations';

/**
 * Whether each order line's units are taken from stock, so that no path gives them back twice. Lines that
 * gave theirs back already hold none: cancelled ones, those of orders whose time to pay ran out, and
 * those whose return was received.
 */
export class Migration20261202010000_order_item_stock_held extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "order_items" add column "stock_held" boolean not null default true;`);
    this.addSql(
      `update "order_items" i set "stock_held" = false
        where i."status" = 'Cancelled'
           or exists (select 1 from "orders" o where o."id" = i."order_id" and o."payment_status" = 'expired')
           or exists (select 1 from "returns" r where r."item_id" = i."id" and r."status" in ('Received', 'Refunded'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_items" drop column "stock_held";`);
  }

}
