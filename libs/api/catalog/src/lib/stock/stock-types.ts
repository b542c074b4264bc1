/** What the catalogue's stock tells and takes from ordering: products for sale, lines to reserve, units to move. */

/** A variant a cart may choose, as it is now. */
export interface VariantForSale {
  id: string;
  sku: string;
  size: string | null;
  thickness: number | null;
  pricePaise: number;
  /** Its own units, or the product's pool while the product does not keep stock by size. */
  quantity: number;
  isActive: boolean;
}

/**
 * A GST rate for units priced above a threshold (paise, before tax): bedsheets are 5 % up to ₹2,500 a piece
 * and 18 % above. Absent when the product is not taxable or the shop charges no GST.
 */
export interface RateAbove {
  paise: number;
  rate: number;
}

/** The GST rate in percent of a unit of the product at this price (before tax). */
export function lineRate(product: { gstRate: number; gstAbove: RateAbove | null }, unitPaise: number): number {
  return product.gstAbove && unitPaise > product.gstAbove.paise ? product.gstAbove.rate : product.gstRate;
}

/** What a cart needs to know of a product to price a line and check it can be sold. */
export interface ProductForSale {
  id: string;
  sku: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  pricePaise: number;
  taxable: boolean;
  /** The GST rate the product is sold at now, in percent: its own, else the shop's; 0 when not taxable. */
  gstRate: number;
  /** Its rate for units priced above a threshold; null: none. */
  gstAbove: RateAbove | null;
  hsn: string;
  quantity: number;
  stockBySize: boolean;
  /** Active, and its brand (if any) active too: what shoppers may buy. */
  onSale: boolean;
  /** Every variant, active or not, smallest size first. */
  variants: VariantForSale[];
}

/**
 * An order line as a reservation checks it: its variant (null: a custom size, made to order, which draws
 * no stock) and the prices and GST rate it was priced with (null: not known).
 */
export interface LineToReserve {
  productId: string;
  variantId: string | null;
  quantity: number;
  basePaise: number | null;
  unitPaise: number;
  gstRate: number | null;
}

/** Units of one product's variant (null: the product's pool, a line from before variants) to take or give back. */
export interface StockUnits {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** A product whose price or tax changed since a cart was priced: what it and its variants cost now. */
export interface CurrentPrice {
  id: string;
  name: string;
  pricePaise: number;
  taxable: boolean;
  gstRate: number;
  gstAbove: RateAbove | null;
  hsn: string;
  /** Unit price in paise of each of its variants, by id. */
  variantPrices: Record<string, number>;
}

/** A reservation found prices changed since the cart was priced; nothing was taken. */
export class PricesChanged extends Error {
  constructor(readonly products: CurrentPrice[]) {
    super('Prices changed since the cart was priced');
  }
}
