import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122080437_reviews } from './Migration20261122080437_reviews';
import { Migration20261125080003_reviews_own_tables } from './Migration20261125080003_reviews_own_tables';

/** The reviews context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const REVIEWS_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122080437_reviews', class: Migration20261122080437_reviews },
  { name: 'Migration20261125080003_reviews_own_tables', class: Migration20261125080003_reviews_own_tables },
];
