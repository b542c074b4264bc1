import { Migration } from '@mikro-orm/migrations';

/** The IRP's answer for an e-invoice (IRN, acknowledgement, signed QR code), recorded once beside the document as issued. */
export class Migration20261202150000_document_irn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "tax_documents" add column "irn" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tax_documents" drop column "irn";`);
  }
}
