import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { REVIEWS_MIGRATION_NAMES } from '../migrations/names';
import { ReviewsModule, REVIEWS_ENTITIES } from './reviews.module';

/** The reviews context as the shell composes it. */
export const REVIEWS_CONTEXT: ShopContext = {
  name: 'reviews',
  module: ReviewsModule,
  entities: REVIEWS_ENTITIES,
  migrations: { names: REVIEWS_MIGRATION_NAMES, load: async () => (await import('../migrations')).REVIEWS_MIGRATIONS },
  requires: [CATALOG_CONTEXT, IDENTITY_CONTEXT],
};
