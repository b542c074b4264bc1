import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122062705_carts } from './Migration20261122062705_carts';
import { Migration20261122063427_orders } from './Migration20261122063427_orders';
import { Migration20261122075000_order_search } from './Migration20261122075000_order_search';
import { Migration20261125050000_cart_base_price } from './Migration20261125050000_cart_base_price';
import { Migration20261125060000_wide_money } from './Migration20261125060000_wide_money';
import { Migration20261125070000_cart_product_snapshot } from './Migration20261125070000_cart_product_snapshot';
import { Migration20261125080000_ordering_own_tables } from './Migration20261125080000_ordering_own_tables';
import { Migration20261125110000_checkout } from './Migration20261125110000_checkout';
import { Migration20261125120000_tax_invoices } from './Migration20261125120000_tax_invoices';
import { Migration20261125130000_returns } from './Migration20261125130000_returns';
import { Migration20261125150500_sales_days } from './Migration20261125150500_sales_days';
import { Migration20261125160000_product_sales_months } from './Migration20261125160000_product_sales_months';
import { Migration20261202010000_order_item_stock_held } from './Migration20261202010000_order_item_stock_held';
import { Migration20261202020100_orders_invoice_number_to_invoicing } from './Migration20261202020100_orders_invoice_number_to_invoicing';
import { Migration20261202100100_line_variants } from './Migration20261202100100_line_variants';
import { Migration20261202130000_sellers_and_business_buyers } from './Migration20261202130000_sellers_and_business_buyers';

/** The ordering context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const ORDERING_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122062705_carts', class: Migration20261122062705_carts },
  { name: 'Migration20261122063427_orders', class: Migration20261122063427_orders },
  { name: 'Migration20261122075000_order_search', class: Migration20261122075000_order_search },
  { name: 'Migration20261125050000_cart_base_price', class: Migration20261125050000_cart_base_price },
  { name: 'Migration20261125060000_wide_money', class: Migration20261125060000_wide_money },
  { name: 'Migration20261125070000_cart_product_snapshot', class: Migration20261125070000_cart_product_snapshot },
  { name: 'Migration20261125080000_ordering_own_tables', class: Migration20261125080000_ordering_own_tables },
  { name: 'Migration20261125110000_checkout', class: Migration20261125110000_checkout },
  { name: 'Migration20261125120000_tax_invoices', class: Migration20261125120000_tax_invoices },
  { name: 'Migration20261125130000_returns', class: Migration20261125130000_returns },
  { name: 'Migration20261125150500_sales_days', class: Migration20261125150500_sales_days },
  { name: 'Migration20261125160000_product_sales_months', class: Migration20261125160000_product_sales_months },
  { name: 'Migration20261202010000_order_item_stock_held', class: Migration20261202010000_order_item_stock_held },
  { name: 'Migration20261202020100_orders_invoice_number_to_invoicing', class: Migration20261202020100_orders_invoice_number_to_invoicing },
  { name: 'Migration20261202100100_line_variants', class: Migration20261202100100_line_variants },
  { name: 'Migration20261202130000_sellers_and_business_buyers', class: Migration20261202130000_sellers_and_business_buyers },
];
