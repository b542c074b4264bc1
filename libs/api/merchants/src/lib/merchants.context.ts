import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { MERCHANTS_MIGRATION_NAMES } from '../migrations/names';
import { MerchantsModule, MERCHANTS_ENTITIES } from './merchants.module';

/** The merchants context as the shell composes it. */
export const MERCHANTS_CONTEXT: ShopContext = {
  name: 'merchants',
  module: MerchantsModule,
  entities: MERCHANTS_ENTITIES,
  migrations: { names: MERCHANTS_MIGRATION_NAMES, load: async () => (await import('../migrations')).MERCHANTS_MIGRATIONS },
  requires: [CATALOG_CONTEXT, IDENTITY_CONTEXT],
};
