import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { ORDERING_MIGRATIONS } from '../migrations';
import { OrderingModule, ORDERING_ENTITIES } from './ordering.module';

/** The ordering context as the shell composes it. */
export const ORDERING_CONTEXT: ShopContext = {
  name: 'ordering',
  module: OrderingModule,
  entities: ORDERING_ENTITIES,
  migrations: ORDERING_MIGRATIONS,
  requires: [CATALOG_CONTEXT, IDENTITY_CONTEXT],
};
