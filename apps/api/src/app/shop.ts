import type { ModuleMetadata } from '@nestjs/common';
import type { AppConfig, ShopContext } from '@nidra/api/core';
import { CATALOG_CONTEXT } from '@nidra/api/catalog';
import { FULFILMENT_CONTEXT } from '@nidra/api/fulfilment';
import { INVOICING_CONTEXT } from '@nidra/api/invoicing';
import { IDENTITY_CONTEXT } from '@nidra/api/identity';
import { INSIGHT_CONTEXT } from '@nidra/api/insight';
import { MERCHANTS_CONTEXT } from '@nidra/api/merchants';
import { ORDERING_CONTEXT } from '@nidra/api/ordering';
import { REVIEWS_CONTEXT } from '@nidra/api/reviews';
import { SUPPORT_CONTEXT } from '@nidra/api/support';
import { ApiModule, composedMigrations, createApi, migrate, migratingOptions, type DatabaseOptions } from '@nidra/api/shell';

/** The shop: the shell with every bounded context. */
export const SHOP_CONTEXTS: ShopContext[] = [
  IDENTITY_CONTEXT,
  SUPPORT_CONTEXT,
  CATALOG_CONTEXT,
  MERCHANTS_CONTEXT,
  FULFILMENT_CONTEXT,
  INVOICING_CONTEXT,
  ORDERING_CONTEXT,
  REVIEWS_CONTEXT,
  INSIGHT_CONTEXT,
];

export const createApp = (config: AppConfig, extra: ModuleMetadata['imports'] = []) =>
  createApi(config, SHOP_CONTEXTS, extra);

export const shopModule = (config: AppConfig) => ApiModule.register(config, SHOP_CONTEXTS);

export const shopMigratingOptions = (clientUrl: string, options?: DatabaseOptions) =>
  migratingOptions(clientUrl, SHOP_CONTEXTS, options);

export const migrateShop = (clientUrl: string) => migrate(clientUrl, SHOP_CONTEXTS);

/** Every context's migrations in the order they run (loading them). */
export const shopMigrations = () => composedMigrations(SHOP_CONTEXTS);
