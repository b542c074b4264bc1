import type { ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { REVIEWS_MIGRATIONS } from '../migrations';
import { ReviewsModule, REVIEWS_ENTITIES } from './reviews.module';

/** The reviews context as the shell composes it. */
export const REVIEWS_CONTEXT: ShopContext = {
  name: 'reviews',
  module: ReviewsModule,
  entities: REVIEWS_ENTITIES,
  migrations: REVIEWS_MIGRATIONS,
  requires: [CATALOG_CONTEXT, IDENTITY_CONTEXT],
};
