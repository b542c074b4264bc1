import { LOW_STOCK } from './insight';
import type { ShipmentPackage } from './shipping';

/** The size families of the size table; null for an unsized product. */
export type SizeCategoryName = 'Single' | 'Double' | 'Queen' | 'King';

/** How much of a variant is left, as a shopper is told: `low` at or below `LOW_STOCK`. */
export type VariantStock = 'in' | 'low' | 'out';

export function variantStock(quantity: number): VariantStock {
  return quantity <= 0 ? 'out' : quantity <= LOW_STOCK ? 'low' : 'in';
}

/** One way a product is sold: a size (null: unsized) and a thickness (null: none), with its own sku, price and stock. */
export interface ProductVariantDto {
  _id: string;
  sku: string;
  /** A label of the size table, or null for an unsized product. */
  size: string | null;
  sizeCategory: SizeCategoryName | null;
  /** Whole inches, or null for products that have no thickness (bedding). */
  thickness: number | null;
  /** Unit price before tax, in rupees. */
  price: number;
  /** Unit price with the GST it is sold at, in rupees: what a shopper sees. */
  priceWithTax: number;
  /** Its own stock, or the product's shared pool while the product does not keep stock by size. */
  quantity: number;
  stock: VariantStock;
  isActive: boolean;
  /**
   * One unit as it ships, packed: what a courier booking of it starts from; null until it is given. In its
   * managers' reads only (`GET /api/product/{id}`, `GET /api/product`, the answer to setting variants).
   */
  package?: ShipmentPackage | null;
}

/** A variant as `PUT /api/product/{id}/variants` sets it, matched on (size, thickness). */
export interface VariantFields {
  /** @example "5x6.5" */
  size: string | null;
  /** @example 8 */
  thickness: number | null;
  /** Left out: made from the product's (`{sku}-{size}-{thickness}`). */
  sku?: string;
  /** Unit price before tax in rupees; left out, the size rule's price from the product's base price. */
  price?: number;
  /** Units of this variant; given on any variant, the product keeps stock by size and every variant needs one. */
  quantity?: number;
  isActive?: boolean;
  /** One unit packed for the courier; left out, the variant keeps what it has; null clears it. */
  package?: ShipmentPackage | null;
}

/** `PUT /api/product/{id}/variants`: every variant the product is sold in; those left out become inactive. */
export interface SetVariantsRequest {
  variants: VariantFields[];
}

/** Thickness of a mattress, in whole inches. */
export const THICKNESS_INCHES = { min: 1, max: 24 } as const;
/** Variants one product may be sold in: every size of the table in a few thicknesses. */
export const VARIANTS_MAX = 120;

export const VariantMessage = {
  variantsRequired: 'List at least one variant.',
  variantsMax: `A product may have at most ${VARIANTS_MAX} variants.`,
  unknownSize: (size: string) => `${size} is not a size of the size table.`,
  sizeMixed: 'A product is either sized or unsized: give every variant a size, or list one variant without a size.',
  thicknessInvalid: `Thickness must be a whole number of inches from ${THICKNESS_INCHES.min} to ${THICKNESS_INCHES.max}, or empty for none.`,
  duplicate: (label: string) => `${label} is listed twice.`,
  skuInvalid: 'Sku must be 1 to 64 letters, digits, dots, dashes or underscores.',
  skuTaken: (sku: string) => `The sku ${sku} is already in use.`,
  skuTwice: (sku: string) => `The sku ${sku} is given to two variants.`,
  quantityOnAll: 'Give every variant a quantity once one has its own.',
  noneActive: 'Keep at least one variant active.',
  packagePartial: (label: string) => `Give ${label} its package in full (weight, length, breadth and height), or leave all four empty.`,
  updated: 'Variants have been updated successfully!',
  /** A bag line whose variant was switched off or is gone. */
  gone: (name: string, label: string) => `${name} in ${label} is no longer available.`,
  /** A bag line asking for more than its variant has. */
  onlyLeft: (left: number, name: string, label: string) =>
    left > 0 ? `Only ${left} of ${name} in ${label} left.` : `${name} in ${label} is out of stock.`,
  variantNotOfProduct: 'That variant is not one of this product.',
  thicknessNotSold: (name: string, thickness: number) => `${name} is not sold in ${thickness} inches.`,
} as const;

/** The columns of the variants export, in order; an import's header names some of them, in any order. */
export const VARIANT_CSV_COLUMNS = ['productSku', 'sku', 'size', 'thickness', 'price', 'quantity', 'isActive'] as const;
export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];

/** Variants one import may hold: every size of a large shop's products. */
export const VARIANT_CSV_MAX_ROWS = 50_000;

export const VariantCsvMessage = {
  noRows: 'The file has a header but no variants.',
  tooManyRows: `A file may hold at most ${VARIANT_CSV_MAX_ROWS} variants.`,
  productSkuRequired: 'A new variant needs the productSku of its product.',
  productUnknown: (sku: string) => `No product has the sku ${sku}.`,
  otherProduct: (sku: string, productSku: string) => `Sku ${sku} is a variant of ${productSku}; a variant cannot move to another product.`,
  columnsRequired: 'A new variant needs the columns size and thickness (an empty cell for none).',
  pairTaken: (productSku: string, label: string, sku: string) => `${productSku} is already sold in ${label}, as ${sku}.`,
  pairTwice: (productSku: string, label: string, row: number) => `${productSku} in ${label} is also on row ${row}.`,
  quantityRequired: (productSku: string) => `${productSku} keeps stock by size: give this variant a quantity.`,
  quantityOnAll: (productSku: string, skus: readonly string[]) =>
    `${productSku} keeps stock by size once a variant has its own: give every active variant a quantity (missing: ${skus.join(', ')}).`,
  sizeMixed: (productSku: string) => `${productSku} would have sized and unsized variants: ${VariantMessage.sizeMixed}`,
  noneActive: (productSku: string) => `${productSku} would have no active variant. ${VariantMessage.noneActive}`,
} as const;
