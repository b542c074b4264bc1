/** The invoicing context's migrations by name, oldest first: known without loading them or the migrator. */
export const INVOICING_MIGRATION_NAMES: readonly string[] = [
  'Migration20261202020000_invoicing_own_tables',
  'Migration20261202131000_documents_per_seller',
  'Migration20261202150000_document_irn',
];
