import { Migration } from '@mikro-orm/migrations';

/**
 * Each seller invoices its own sales: a document names its seller (a marketplace merchant, or null for the
 * shop), an order gets one invoice per seller, and a seller's documents are read by seller and date. Every
 * document issued before was the shop's.
 */
export class Migration20261202131000_documents_per_seller extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "tax_documents" add column "seller_id" uuid null;`);
    this.addSql(`drop index if exists "tax_documents_invoice_unique";`);
    this.addSql(
      `create unique index "tax_documents_invoice_unique" on "tax_documents" ("order_id", coalesce("seller_id", '00000000-0000-0000-0000-000000000000'::uuid)) where "type" <> 'credit-note';`,
    );
    this.addSql(`create index "tax_documents_seller_day_idx" on "tax_documents" ("seller_id", "issued_on");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "tax_documents_seller_day_idx";`);
    this.addSql(`drop index "tax_documents_invoice_unique";`);
    this.addSql(`alter table "tax_documents" drop column "seller_id";`);
    this.addSql(`create unique index "tax_documents_invoice_unique" on "tax_documents" ("order_id") where "type" <> 'credit-note';`);
  }
}
