import type { ShopContext } from '@nidra/api/core';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { SUPPORT_MIGRATION_NAMES } from '../migrations/names';
import { SupportModule, SUPPORT_ENTITIES } from './support.module';

/** The support context as the shell composes it. */
export const SUPPORT_CONTEXT: ShopContext = {
  name: 'support',
  module: SupportModule,
  entities: SUPPORT_ENTITIES,
  migrations: { names: SUPPORT_MIGRATION_NAMES, load: async () => (await import('../migrations')).SUPPORT_MIGRATIONS },
  requires: [IDENTITY_CONTEXT],
};
