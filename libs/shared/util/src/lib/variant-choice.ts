import { formatInr } from './money';
import { compareVariants } from './sizes';

/** What a product page needs of a variant to choose one. */
export interface ChoosableVariant {
  size: string | null;
  thickness: number | null;
  priceWithTax: number;
  stock: 'in' | 'low' | 'out';
}

/**
 * The variant a product page opens at (the app and the page drawn before it agree on it): the first size of
 * the table with stock, at its cheapest thickness in stock; with nothing in stock, the first variant.
 */
export function openingVariant<V extends ChoosableVariant>(variants: readonly V[]): V | undefined {
  const sorted = [...variants].sort(compareVariants);
  const first = sorted.find((variant) => variant.stock !== 'out');
  if (!first) return sorted[0];
  return sorted
    .filter((variant) => variant.size === first.size && variant.stock !== 'out')
    .reduce((cheapest, variant) => (variant.priceWithTax < cheapest.priceWithTax ? variant : cheapest));
}

/** The stock badge of a variant, as a shopper reads it. */
export const STOCK_BADGE = { in: 'In stock', low: 'Low stock', out: 'Out of stock' } as const;

/**
 * A product's price on cards and suggestions, GST included: "from ₹X" when its cheapest variant is not sold at
 * the base price (a sized product: its sizes cost more), else that one price.
 */
export function cardPriceText(product: { price: number; fromPrice: number; fromPriceWithTax: number }): string {
  return `${product.fromPrice !== product.price ? 'from ' : ''}${formatInr(product.fromPriceWithTax)}`;
}
