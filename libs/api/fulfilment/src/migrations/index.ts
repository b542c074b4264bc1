import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261202110000_shipments } from './Migration20261202110000_shipments';

/** The fulfilment context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const FULFILMENT_MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261202110000_shipments', class: Migration20261202110000_shipments }];
