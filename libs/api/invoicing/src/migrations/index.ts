import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261202020000_invoicing_own_tables } from './Migration20261202020000_invoicing_own_tables';
import { Migration20261202131000_documents_per_seller } from './Migration20261202131000_documents_per_seller';
import { Migration20261202150000_document_irn } from './Migration20261202150000_document_irn';

/** The invoicing context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const INVOICING_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261202020000_invoicing_own_tables', class: Migration20261202020000_invoicing_own_tables },
  { name: 'Migration20261202131000_documents_per_seller', class: Migration20261202131000_documents_per_seller },
  { name: 'Migration20261202150000_document_irn', class: Migration20261202150000_document_irn },
];
