// A bag's lines as the server prices them: which variant a line asks for, its price and GST, merged lines.
import { randomUUID } from 'node:crypto';
import { lineRate, type ProductForSale, type VariantForSale } from '@nidra/api/catalog';
import { InvalidInput } from '@nidra/api/core';
import { CartMessage, VariantMessage, type CartLineRequest } from '@nidra/shared/contracts';
import { CUSTOM_SIZE, maxPerAdd, priceLine, taxPaise, variantLabel } from '@nidra/shared/util';

/** A made-to-order line (a custom size) draws no stock: it may ask for as many as any add may take. */
const CUSTOM_PER_ADD = maxPerAdd(Number.MAX_SAFE_INTEGER);

/** The sku a made-to-order line carries: the product's, marked custom. */
export const customSku = (productSku: string) => `${productSku}-CUSTOM`;

/**
 * Lines of the same product and choice become one, so the per-add cap counts them together; the first
 * one's place is kept.
 */
export function mergeLines(lines: readonly CartLineRequest[]): CartLineRequest[] {
  const merged = new Map<string, CartLineRequest>();
  for (const line of lines) {
    const key = [line.product, line.variant ?? '', line.size ?? '', line.thickness ?? '', line.length ?? '', line.breadth ?? ''].join('|');
    const same = merged.get(key);
    merged.set(key, same ? { ...same, quantity: same.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** How a variant reads in a message: "Queen 5x6.5 · 8 in". */
const labelOf = (variant: VariantForSale) => variantLabel(variant);

/**
 * The variant a line asks for: by id, or by size (+ thickness: left out, the thickness of the cheapest
 * active variant of that size); an unsized product's own. Refuses what is not sold.
 */
export function chooseVariant(product: ProductForSale, line: Pick<CartLineRequest, 'variant' | 'size' | 'thickness'>): VariantForSale {
  if (line.variant !== undefined) {
    const chosen = product.variants.find((variant) => variant.id === line.variant);
    if (!chosen) throw new InvalidInput(VariantMessage.variantNotOfProduct);
    return chosen;
  }
  const unsized = product.variants.every((variant) => variant.size === null);
  if (!unsized && !line.size) throw new InvalidInput(CartMessage.chooseSize(product.name));
  const ofSize = product.variants.filter((variant) => (unsized ? true : variant.size === line.size));
  if (ofSize.length === 0) throw new InvalidInput(CartMessage.unknownSize(product.name));
  if (line.thickness !== undefined) {
    const chosen = ofSize.find((variant) => variant.thickness === line.thickness);
    if (!chosen) throw new InvalidInput(VariantMessage.thicknessNotSold(product.name, line.thickness));
    return chosen;
  }
  const active = ofSize.filter((variant) => variant.isActive);
  // The default thickness is the cheapest active one's; ties go to the thinner.
  return active.length === 0 ? ofSize[0] : active.reduce((best, variant) => (variant.pricePaise < best.pricePaise ? variant : best));
}

/** A line as a cart stores it: its product, variant (null: made to order) and prices. */
export interface PricedItem {
  id: string;
  product: ProductForSale;
  variant: VariantForSale | null;
  sku: string;
  sizeLabel: string | null;
  quantity: number;
  unitPaise: number;
  totalPaise: number;
  /** The GST rate of its units at their price (a product may cross to another rate above a threshold). */
  gstRate: number;
  taxPaise: number;
}

/** One line priced on the server: its variant's price, or for a custom size the size rule's, with its GST. */
export function priceItem(product: ProductForSale, line: CartLineRequest): PricedItem {
  // An unsized product (a pillow) is sold as its one piece whatever size a line names, as it always was.
  const sized = product.variants.some((variant) => variant.size !== null);
  if (line.size === CUSTOM_SIZE && line.variant === undefined && sized) {
    if (line.quantity > CUSTOM_PER_ADD) throw new InvalidInput(CartMessage.quantityMax(CUSTOM_PER_ADD));
    const priced = priceLine(
      { productName: product.name, basePaise: product.pricePaise, taxable: product.taxable, quantity: line.quantity, size: line.size, length: line.length, breadth: line.breadth },
      0,
    );
    if (!priced.ok) throw new InvalidInput(CartMessage.badDimensions);
    const gstRate = lineRate(product, priced.unitPaise);
    const { unitPaise, totalPaise, sizeLabel } = priced;
    return { id: randomUUID(), product, variant: null, sku: customSku(product.sku), quantity: line.quantity, unitPaise, totalPaise, sizeLabel, gstRate, taxPaise: taxPaise(totalPaise, gstRate) };
  }
  const variant = chooseVariant(product, line);
  if (!variant.isActive) throw new InvalidInput(VariantMessage.gone(product.name, labelOf(variant)));
  if (variant.quantity <= 0) {
    // A pooled product is out of stock as a whole; one keeping stock by size, in that size.
    throw new InvalidInput(CartMessage.outOfStock(product.stockBySize ? `${product.name} in ${labelOf(variant)}` : product.name));
  }
  const max = Math.min(maxPerAdd(variant.quantity), variant.quantity);
  if (line.quantity > max) throw new InvalidInput(CartMessage.quantityMax(max));
  const totalPaise = variant.pricePaise * line.quantity;
  const gstRate = lineRate(product, variant.pricePaise);
  return {
    id: randomUUID(),
    product,
    variant,
    sku: variant.sku,
    sizeLabel: variant.size,
    quantity: line.quantity,
    unitPaise: variant.pricePaise,
    totalPaise,
    gstRate,
    taxPaise: taxPaise(totalPaise, gstRate),
  };
}
