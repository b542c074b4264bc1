import { sqlList } from '@nidra/api/core';
import { PUBLICLY_VISIBLE } from '../products/product-row';

// The statements' parts with which stock is read and locked, and the rows they answer.

export interface LockedRow {
  id: string;
  name: string;
  quantity: number;
  price_paise: number;
  taxable: boolean;
  selling_rate: number;
  above_paise: number | null;
  above_rate: number | null;
  hsn: string;
  on_sale: boolean;
  stock_by_size: boolean;
}

export interface LockedVariant {
  id: string;
  product_id: string;
  size_label: string | null;
  thickness: number | null;
  /** Null while the product's variants share its pool. */
  quantity: number | null;
  price_paise: number;
  is_active: boolean;
}

/**
 * The shop's GST as a statement binds it, first: whether it is registered (without a GSTIN it charges none)
 * and its rate. `shopParameters` gives them.
 */
export const SHOP = '(VALUES (?::boolean, ?::numeric)) AS shop (registered, rate)';

/**
 * The GST rate a product sells at, in percent: its own, else the shop's; 0 on a product that is not taxable
 * or from a shop charging no GST. With it, the rate above a threshold (null: none) and that threshold.
 */
export const SELLING_RATE = `(CASE WHEN p.taxable AND shop.registered THEN coalesce(p.gst_rate, shop.rate) ELSE 0 END)::float8 AS selling_rate,
  CASE WHEN p.taxable AND shop.registered THEN p.gst_above_paise END AS above_paise, p.gst_above_rate::float8 AS above_rate`;

/** A locked product's rate for a line's unit price: the rate above its threshold, or its own. */
export const LINE_RATE = `(CASE WHEN l.above_paise IS NOT NULL AND l.above_rate IS NOT NULL AND line.unit_paise > l.above_paise THEN l.above_rate ELSE l.selling_rate END)`;

/** The rate above a threshold of a product as read. */
export const rateAbove = (row: { above_paise: number | null; above_rate: number | null }) =>
  row.above_paise === null || row.above_rate === null ? null : { paise: Number(row.above_paise), rate: row.above_rate };

/** Products by id, locked in id order, as a reservation checks them: the shop's rate, then the ids. */
export const lockedProducts = (count: number) =>
  `SELECT p.id, p.name, p.quantity, p.price_paise, p.taxable, ${SELLING_RATE}, p.hsn, ${PUBLICLY_VISIBLE} AS on_sale,
          p.stock_by_size
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id CROSS JOIN ${SHOP}
    WHERE p.id IN (${sqlList(count)}) ORDER BY p.id FOR NO KEY UPDATE OF p`;

/**
 * The variants of the lines, locked after their products (they are read through the locked products, so
 * the products' locks come first): a statement that waited for a product reads each variant as the
 * transaction before it left it, not as it was when the statement began.
 */
export const LOCKED_VARIANTS = `SELECT v.id, v.product_id, v.size_label, v.thickness, v.quantity, v.price_paise, v.is_active
     FROM product_variants v WHERE v.id IN (SELECT variant_id FROM line) AND v.product_id IN (SELECT id FROM locked)
    ORDER BY v.id FOR NO KEY UPDATE OF v`;

/**
 * Ids in a fixed order: every transaction locks products in it, so two of them cannot deadlock. The lock
 * is FOR NO KEY UPDATE (what changing the stock takes anyway), which does not wait for the key-share locks
 * that rows referring to a product take (a wishlist entry, a category's product).
 */
export const inLockOrder = (ids: Iterable<string>) => [...new Set(ids)].sort();
