import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { FULFILMENT_CONTEXT } from '@nidra/api/fulfilment';
import { INVOICING_CONTEXT } from '@nidra/api/invoicing';
import { MERCHANTS_CONTEXT } from '@nidra/api/merchants';
import { ORDERING_MIGRATION_NAMES } from '../migrations/names';
import { OrderingModule, ORDERING_ENTITIES } from './ordering.module';

/** The ordering context as the shell composes it. */
export const ORDERING_CONTEXT: ShopContext = {
  name: 'ordering',
  module: OrderingModule,
  entities: ORDERING_ENTITIES,
  migrations: { names: ORDERING_MIGRATION_NAMES, load: async () => (await import('../migrations')).ORDERING_MIGRATIONS },
  requires: [CATALOG_CONTEXT, IDENTITY_CONTEXT, FULFILMENT_CONTEXT, INVOICING_CONTEXT, MERCHANTS_CONTEXT],
};
