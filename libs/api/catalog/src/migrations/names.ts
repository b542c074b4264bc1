/** The catalog context's migrations by name, oldest first: known without loading them or the migrator. */
export const CATALOG_MIGRATION_NAMES: readonly string[] = [
  'Migration20261122053100_brands',
  'Migration20261122053912_products',
  'Migration20261122054725_wishlist',
  'Migration20261122061857_product_rating_index',
  'Migration20261123152553_product_listing_index',
  'Migration20261123153019_catalog_version',
  'Migration20261123200500_catalog_version_suggestions',
  'Migration20261123213600_products_fillfactor',
  'Migration20261125080004_catalog_own_tables',
  'Migration20261125115000_product_tax',
  'Migration20261125150000_low_stock_index',
  'Migration20261202100000_product_variants',
  'Migration20261202130500_gst_in_force',
  'Migration20261202140000_variant_package',
  'Migration20261202150000_retired_rate_index',
];
