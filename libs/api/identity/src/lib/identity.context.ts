import type { ShopContext } from '@nidra/api/core';
import { IDENTITY_MIGRATION_NAMES } from '../migrations/names';
import { IdentityModule, IDENTITY_ENTITIES } from './identity.module';

/** The identity context as the shell composes it. */
export const IDENTITY_CONTEXT: ShopContext = {
  name: 'identity',
  module: IdentityModule,
  entities: IDENTITY_ENTITIES,
  migrations: { names: IDENTITY_MIGRATION_NAMES, load: async () => (await import('../migrations')).IDENTITY_MIGRATIONS },
  requires: [],
};
