import { Migration } from '@mikro-orm/migrations';

/** An email may carry attachments, named in the outbox and made when it is sent. */
export class Migration20261125115500_mail_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "attachments" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "attachments";`);
  }
}
