/** The support context's migrations by name, oldest first: known without loading them or the migrator. */
export const SUPPORT_MIGRATION_NAMES: readonly string[] = [
  'Migration20261122050752_support',
  'Migration20261123144921_chat',
  'Migration20261125080001_support_own_tables',
];
