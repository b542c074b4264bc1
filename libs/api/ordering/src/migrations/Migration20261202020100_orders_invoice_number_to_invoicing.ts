import { Migration } from '@mikro-orm/migrations';

/** An order's invoice number is invoicing's to keep, on the invoice itself: the order's copy goes. */
export class Migration20261202020100_orders_invoice_number_to_invoicing extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "orders" drop column "invoice_number";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" add column "invoice_number" varchar(16) null;`);
  }

}
