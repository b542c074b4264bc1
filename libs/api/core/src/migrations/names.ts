/** The core context's migrations by name, oldest first: known without loading them or the migrator. */
export const CORE_MIGRATION_NAMES: readonly string[] = [
  'Migration20261122043708_mail_outbox',
  'Migration20261125115500_mail_attachments',
];
