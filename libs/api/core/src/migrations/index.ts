import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122043708_mail_outbox } from './Migration20261122043708_mail_outbox';
import { Migration20261125115500_mail_attachments } from './Migration20261125115500_mail_attachments';

/** The core context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const CORE_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122043708_mail_outbox', class: Migration20261122043708_mail_outbox },
  { name: 'Migration20261125115500_mail_attachments', class: Migration20261125115500_mail_attachments },
];
