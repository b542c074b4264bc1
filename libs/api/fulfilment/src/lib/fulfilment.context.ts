import { NO_MIGRATIONS, type ShopContext } from '@nidra/api/core';
import { FulfilmentModule } from './fulfilment.module';

/** The fulfilment context as the shell composes it: pincodes and delivery estimates, no tables yet. */
export const FULFILMENT_CONTEXT: ShopContext = {
  name: 'fulfilment',
  module: FulfilmentModule,
  entities: [],
  migrations: NO_MIGRATIONS,
  requires: [],
};
