import type { ShopContext } from '@nidra/api/core';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { CATALOG_MIGRATION_NAMES } from '../migrations/names';
import { CatalogModule, CATALOG_ENTITIES } from './catalog.module';

/** The catalog context as the shell composes it. */
export const CATALOG_CONTEXT: ShopContext = {
  name: 'catalog',
  module: CatalogModule,
  entities: CATALOG_ENTITIES,
  migrations: { names: CATALOG_MIGRATION_NAMES, load: async () => (await import('../migrations')).CATALOG_MIGRATIONS },
  requires: [IDENTITY_CONTEXT],
};
