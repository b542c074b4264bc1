/** The reviews context's migrations by name, oldest first: known without loading them or the migrator. */
export const REVIEWS_MIGRATION_NAMES: readonly string[] = [
  'Migration20261122080437_reviews',
  'Migration20261125080003_reviews_own_tables',
];
