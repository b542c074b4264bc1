import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123142845_merchants } from './Migration20261123142845_merchants';
import { Migration20261125080002_merchants_own_tables } from './Migration20261125080002_merchants_own_tables';
import { Migration20261125160500_merchants_status_index } from './Migration20261125160500_merchants_status_index';
import { Migration20261202141500_merchant_businesses } from './Migration20261202141500_merchant_businesses';
import { Migration20261202150000_marketplace_ledger } from './Migration20261202150000_marketplace_ledger';

/** The merchants context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const MERCHANTS_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261123142845_merchants', class: Migration20261123142845_merchants },
  { name: 'Migration20261125080002_merchants_own_tables', class: Migration20261125080002_merchants_own_tables },
  { name: 'Migration20261125160500_merchants_status_index', class: Migration20261125160500_merchants_status_index },
  { name: 'Migration20261202141500_merchant_businesses', class: Migration20261202141500_merchant_businesses },
  { name: 'Migration20261202150000_marketplace_ledger', class: Migration20261202150000_marketplace_ledger },
];
