import { NO_MIGRATIONS, type ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { MERCHANTS_CONTEXT } from '@nidra/api/merchants';
import { ORDERING_CONTEXT } from '@nidra/api/ordering';
import { REVIEWS_CONTEXT } from '@nidra/api/reviews';
import { InsightModule } from './insight.module';

/**
 * The Overview and the exports as the shell composes them: a read side over the contexts' own services,
 * with no tables of its own.
 */
export const INSIGHT_CONTEXT: ShopContext = {
  name: 'insight',
  module: InsightModule,
  entities: [],
  migrations: NO_MIGRATIONS,
  requires: [ORDERING_CONTEXT, REVIEWS_CONTEXT, MERCHANTS_CONTEXT, CATALOG_CONTEXT, IDENTITY_CONTEXT],
};
