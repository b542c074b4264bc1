import type { MigrationObject } from '@mikro-orm/core';
import { CATALOG_MIGRATIONS } from '@nidra/api/catalog';
import { CORE_MIGRATIONS } from '@nidra/api/core';
import { IDENTITY_MIGRATIONS } from '@nidra/api/identity';
import { MERCHANTS_MIGRATIONS } from '@nidra/api/merchants';
import { ORDERING_MIGRATIONS } from '@nidra/api/ordering';
import { REVIEWS_MIGRATIONS } from '@nidra/api/reviews';
import { SUPPORT_MIGRATIONS } from '@nidra/api/support';

/**
 * Every context's migrations in one timeline, ordered by name (each name starts with its time), so a
 * context's migration that refers to another's table runs after the one that made it.
 */
export const MIGRATIONS: MigrationObject[] = [
  ...CORE_MIGRATIONS,
  ...IDENTITY_MIGRATIONS,
  ...SUPPORT_MIGRATIONS,
  ...CATALOG_MIGRATIONS,
  ...MERCHANTS_MIGRATIONS,
  ...ORDERING_MIGRATIONS,
  ...REVIEWS_MIGRATIONS,
].sort((a, b) => a.name.localeCompare(b.name));
