/** The merchants context's migrations by name, oldest first: known without loading them or the migrator. */
export const MERCHANTS_MIGRATION_NAMES: readonly string[] = [
  'Migration20261123142845_merchants',
  'Migration20261125080002_merchants_own_tables',
  'Migration20261125160500_merchants_status_index',
  'Migration20261202141500_merchant_businesses',
  'Migration20261202150000_marketplace_ledger',
];
