import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { MERCHANTS_MIGRATIONS } from '../migrations';
import { MerchantsModule, MERCHANTS_ENTITIES } from './merchants.module';

/** The merchants context as the shell composes it. */
export const MERCHANTS_CONTEXT: ShopContext = {
  name: 'merchants',
  module: MerchantsModule,
  entities: MERCHANTS_ENTITIES,
  migrations: MERCHANTS_MIGRATIONS,
  requires: [CATALOG_CONTEXT, IDENTITY_CONTEXT],
};
