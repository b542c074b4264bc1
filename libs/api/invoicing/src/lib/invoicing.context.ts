import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { MERCHANTS_CONTEXT } from '@nidra/api/merchants';
import { INVOICING_MIGRATION_NAMES } from '../migrations/names';
import { InvoicingModule, INVOICING_ENTITIES } from './invoicing.module';

/** Tax invoices and credit notes as the shell composes them. */
export const INVOICING_CONTEXT: ShopContext = {
  name: 'invoicing',
  module: InvoicingModule,
  entities: INVOICING_ENTITIES,
  migrations: { names: INVOICING_MIGRATION_NAMES, load: async () => (await import('../migrations')).INVOICING_MIGRATIONS },
  requires: [CATALOG_CONTEXT, MERCHANTS_CONTEXT],
};
