/** What decides the GST rate of a product's unit. */
export interface ProductTaxRule {
  taxable: boolean;
  /** Its own rate in percent; null: the shop's. */
  gstRate: number | null;
  /** A rate for units priced above a threshold (made-up textiles: 5 % up to ₹2,500 a piece, 18 % above). */
  gstAbovePaise?: number | null;
  gstAboveRate?: number | null;
}

/** The shop's side of it: its default rate, and whether it is registered for GST at all. */
export interface ShopTax {
  rate: number;
  registered: boolean;
}

/**
 * The GST rate in percent one unit at this price (before tax) sells at: none at all from a shop not
 * registered for GST or on a product that is not taxable; the rate above the threshold for a unit priced
 * over it; else the product's own rate, or the shop's.
 */
export function unitRate(rule: ProductTaxRule, unitPaise: number, shop: ShopTax): number {
  if (!shop.registered || !rule.taxable) return 0;
  if (rule.gstAbovePaise != null && rule.gstAboveRate != null && unitPaise > rule.gstAbovePaise) return Number(rule.gstAboveRate);
  return rule.gstRate ?? shop.rate;
}
