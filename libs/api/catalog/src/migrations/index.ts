import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122053100_brands } from './Migration20261122053100_brands';
import { Migration20261122053912_products } from './Migration20261122053912_products';
import { Migration20261122054725_wishlist } from './Migration20261122054725_wishlist';
import { Migration20261122061857_product_rating_index } from './Migration20261122061857_product_rating_index';
import { Migration20261123152553_product_listing_index } from './Migration20261123152553_product_listing_index';
import { Migration20261123153019_catalog_version } from './Migration20261123153019_catalog_version';
import { Migration20261123200500_catalog_version_suggestions } from './Migration20261123200500_catalog_version_suggestions';
import { Migration20261123213600_products_fillfactor } from './Migration20261123213600_products_fillfactor';
import { Migration20261125080004_catalog_own_tables } from './Migration20261125080004_catalog_own_tables';
import { Migration20261125115000_product_tax } from './Migration20261125115000_product_tax';
import { Migration20261125150000_low_stock_index } from './Migration20261125150000_low_stock_index';
import { Migration20261202100000_product_variants } from './Migration20261202100000_product_variants';
import { Migration20261202130500_gst_in_force } from './Migration20261202130500_gst_in_force';
import { Migration20261202140000_variant_package } from './Migration20261202140000_variant_package';
import { Migration20261202150000_retired_rate_index } from './Migration20261202150000_retired_rate_index';

/** The catalog context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const CATALOG_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122053100_brands', class: Migration20261122053100_brands },
  { name: 'Migration20261122053912_products', class: Migration20261122053912_products },
  { name: 'Migration20261122054725_wishlist', class: Migration20261122054725_wishlist },
  { name: 'Migration20261122061857_product_rating_index', class: Migration20261122061857_product_rating_index },
  { name: 'Migration20261123152553_product_listing_index', class: Migration20261123152553_product_listing_index },
  { name: 'Migration20261123153019_catalog_version', class: Migration20261123153019_catalog_version },
  { name: 'Migration20261123200500_catalog_version_suggestions', class: Migration20261123200500_catalog_version_suggestions },
  { name: 'Migration20261123213600_products_fillfactor', class: Migration20261123213600_products_fillfactor },
  { name: 'Migration20261125080004_catalog_own_tables', class: Migration20261125080004_catalog_own_tables },
  { name: 'Migration20261125115000_product_tax', class: Migration20261125115000_product_tax },
  { name: 'Migration20261125150000_low_stock_index', class: Migration20261125150000_low_stock_index },
  { name: 'Migration20261202100000_product_variants', class: Migration20261202100000_product_variants },
  { name: 'Migration20261202130500_gst_in_force', class: Migration20261202130500_gst_in_force },
  { name: 'Migration20261202140000_variant_package', class: Migration20261202140000_variant_package },
  { name: 'Migration20261202150000_retired_rate_index', class: Migration20261202150000_retired_rate_index },
];
