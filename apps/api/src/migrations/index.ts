import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122043709_foundation } from './Migration20261122043709_foundation';
import { Migration20261122050430_identity } from './Migration20261122050430_identity';
import { Migration20261122050752_support } from './Migration20261122050752_support';
import { Migration20261122051259_social_sign_in } from './Migration20261122051259_social_sign_in';
import { Migration20261122052658_auth_codes_expiry } from './Migration20261122052658_auth_codes_expiry';
import { Migration20261122053100_brands } from './Migration20261122053100_brands';
import { Migration20261122053912_products } from './Migration20261122053912_products';
import { Migration20261122054725_wishlist } from './Migration20261122054725_wishlist';
import { Migration20261122061857_product_rating_index } from './Migration20261122061857_product_rating_index';
import { Migration20261122062705_carts } from './Migration20261122062705_carts';
import { Migration20261122063427_orders } from './Migration20261122063427_orders';
import { Migration20261122075000_order_search } from './Migration20261122075000_order_search';
import { Migration20261122080437_reviews } from './Migration20261122080437_reviews';
import { Migration20261123142845_merchants } from './Migration20261123142845_merchants';
import { Migration20261123144921_chat } from './Migration20261123144921_chat';
import { Migration20261123152553_product_listing_index } from './Migration20261123152553_product_listing_index';
import { Migration20261123153019_catalog_version } from './Migration20261123153019_catalog_version';
import { Migration20261123200500_catalog_version_suggestions } from './Migration20261123200500_catalog_version_suggestions';
import { Migration20261123213600_products_fillfactor } from './Migration20261123213600_products_fillfactor';
import { Migration20261125040000_social_links } from './Migration20261125040000_social_links';

/** The one migration timeline, oldest first. The API is bundled, so files are listed, not globbed. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122043709_foundation', class: Migration20261122043709_foundation },
  { name: 'Migration20261122050430_identity', class: Migration20261122050430_identity },
  { name: 'Migration20261122050752_support', class: Migration20261122050752_support },
  { name: 'Migration20261122051259_social_sign_in', class: Migration20261122051259_social_sign_in },
  { name: 'Migration20261122052658_auth_codes_expiry', class: Migration20261122052658_auth_codes_expiry },
  { name: 'Migration20261122053100_brands', class: Migration20261122053100_brands },
  { name: 'Migration20261122053912_products', class: Migration20261122053912_products },
  { name: 'Migration20261122054725_wishlist', class: Migration20261122054725_wishlist },
  { name: 'Migration20261122061857_product_rating_index', class: Migration20261122061857_product_rating_index },
  { name: 'Migration20261122062705_carts', class: Migration20261122062705_carts },
  { name: 'Migration20261122063427_orders', class: Migration20261122063427_orders },
  { name: 'Migration20261122075000_order_search', class: Migration20261122075000_order_search },
  { name: 'Migration20261122080437_reviews', class: Migration20261122080437_reviews },
  { name: 'Migration20261123142845_merchants', class: Migration20261123142845_merchants },
  { name: 'Migration20261123144921_chat', class: Migration20261123144921_chat },
  { name: 'Migration20261123152553_product_listing_index', class: Migration20261123152553_product_listing_index },
  { name: 'Migration20261123153019_catalog_version', class: Migration20261123153019_catalog_version },
  { name: 'Migration20261123200500_catalog_version_suggestions', class: Migration20261123200500_catalog_version_suggestions },
  { name: 'Migration20261123213600_products_fillfactor', class: Migration20261123213600_products_fillfactor },
  { name: 'Migration20261125040000_social_links', class: Migration20261125040000_social_links },
];
