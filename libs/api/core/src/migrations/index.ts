import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122043708_mail_outbox } from './Migration20261122043708_mail_outbox';

/** The core context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const CORE_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122043708_mail_outbox', class: Migration20261122043708_mail_outbox },
];
