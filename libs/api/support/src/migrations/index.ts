import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122050752_support } from './Migration20261122050752_support';
import { Migration20261123144921_chat } from './Migration20261123144921_chat';
import { Migration20261125080001_support_own_tables } from './Migration20261125080001_support_own_tables';

/** The support context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const SUPPORT_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122050752_support', class: Migration20261122050752_support },
  { name: 'Migration20261123144921_chat', class: Migration20261123144921_chat },
  { name: 'Migration20261125080001_support_own_tables', class: Migration20261125080001_support_own_tables },
];
