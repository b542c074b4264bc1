/** The ordering context's migrations by name, oldest first: known without loading them or the migrator. */
export const ORDERING_MIGRATION_NAMES: readonly string[] = [
  'Migration20261122062705_carts',
  'Migration20261122063427_orders',
  'Migration20261122075000_order_search',
  'Migration20261125050000_cart_base_price',
  'Migration20261125060000_wide_money',
  'Migration20261125070000_cart_product_snapshot',
  'Migration20261125080000_ordering_own_tables',
  'Migration20261125110000_checkout',
  'Migration20261125120000_tax_invoices',
  'Migration20261125130000_returns',
  'Migration20261125150500_sales_days',
  'Migration20261125160000_product_sales_months',
  'Migration20261202010000_order_item_stock_held',
  'Migration20261202020100_orders_invoice_number_to_invoicing',
  'Migration20261202100100_line_variants',
  'Migration20261202130000_sellers_and_business_buyers',
];
