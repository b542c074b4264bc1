import type { ShopContext } from '@nidra/api/core';
import { FULFILMENT_MIGRATION_NAMES } from '../migrations/names';
import { FulfilmentModule, FULFILMENT_ENTITIES } from './fulfilment.module';

/** The fulfilment context as the shell composes it: pincodes, delivery estimates, and shipments with the courier. */
export const FULFILMENT_CONTEXT: ShopContext = {
  name: 'fulfilment',
  module: FulfilmentModule,
  entities: FULFILMENT_ENTITIES,
  migrations: { names: FULFILMENT_MIGRATION_NAMES, load: async () => (await import('../migrations')).FULFILMENT_MIGRATIONS },
  requires: [],
};
