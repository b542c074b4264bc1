import { CORE_ENTITIES } from '@nidra/api/core';
import { CATALOG_ENTITIES } from '@nidra/api/catalog';
import { IDENTITY_ENTITIES } from '@nidra/api/identity';
import { MERCHANTS_ENTITIES } from '@nidra/api/merchants';
import { ORDERING_ENTITIES } from '@nidra/api/ordering';
import { REVIEWS_ENTITIES } from '@nidra/api/reviews';
import { SUPPORT_ENTITIES } from '@nidra/api/support';

/** Every table of every context; discovery never globs (the API is bundled). */
export const ENTITIES = [
  ...CORE_ENTITIES,
  ...IDENTITY_ENTITIES,
  ...SUPPORT_ENTITIES,
  ...CATALOG_ENTITIES,
  ...MERCHANTS_ENTITIES,
  ...ORDERING_ENTITIES,
  ...REVIEWS_ENTITIES,
];
