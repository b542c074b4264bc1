import { THICKNESS_INCHES, VariantMessage, type ProductDto, type ShipmentPackage, type VariantFields } from '@nidra/shared/contracts';
import { compareVariants, findSize, SIZE_LABELS, sizedPricePaise, toPaise, variantLabel } from '@nidra/shared/util';

/** One row of the variants grid: a (size, thickness) the product may be sold in, as typed. */
export interface VariantRow {
  size: string | null;
  thickness: number | null;
  on: boolean;
  /** Rupees before tax; empty: the size rule's price. */
  price: string;
  /** Units; empty while the product shares one pool. */
  quantity: string;
  sku: string;
  /** One unit packed for the courier, each measure as typed; all empty: none. */
  package: PackageRow;
}

/** A package's four measures as typed. */
export type PackageRow = Record<keyof ShipmentPackage, string>;

/** The measures of a package, in the order the grid shows them. */
export const PACKAGE_MEASURES = ['weightKg', 'lengthCm', 'breadthCm', 'heightCm'] as const satisfies ReadonlyArray<keyof ShipmentPackage>;

const NO_PACKAGE: PackageRow = { weightKg: '', lengthCm: '', breadthCm: '', heightCm: '' };

const packageRow = (given: ShipmentPackage | null | undefined): PackageRow =>
  given
    ? { weightKg: String(given.weightKg), lengthCm: String(given.lengthCm), breadthCm: String(given.breadthCm), heightCm: String(given.heightCm) }
    : NO_PACKAGE;

const packageOf = (typed: PackageRow): ShipmentPackage => ({
  weightKg: Number(typed.weightKg),
  lengthCm: Number(typed.lengthCm),
  breadthCm: Number(typed.breadthCm),
  heightCm: Number(typed.heightCm),
});

const filled = (row: VariantRow) => PACKAGE_MEASURES.filter((measure) => row.package[measure].trim() !== '').length;

export const rowKey = (row: { size: string | null; thickness: number | null }) => `${row.size ?? ''}|${row.thickness ?? ''}`;

/** The size rule's price in rupees (base × the size's multipliers); the base price for no size. */
export function rulePrice(basePrice: number, size: string | null): number {
  const option = size ? findSize(size) : undefined;
  return option ? sizedPricePaise(toPaise(basePrice), option) / 100 : basePrice;
}

/**
 * The grid of a product: every size of the table (one row without a size for an unsized product) in every
 * thickness it has, each row as its variant has it (off where there is none). A price equal to the rule's is
 * left empty, so it keeps following the base price.
 */
export function gridRows(product: Pick<ProductDto, 'price' | 'stockBySize' | 'variants'>): VariantRow[] {
  const variants = product.variants ?? [];
  const unsized = variants.length > 0 && variants.every((variant) => variant.size === null);
  const sizes = unsized ? [null] : SIZE_LABELS;
  const thicknesses = [...new Set(variants.map((variant) => variant.thickness))];
  const rows = sizes.flatMap((size) =>
    (thicknesses.length > 0 ? thicknesses : [null]).map((thickness): VariantRow => {
      const variant = variants.find((v) => v.size === size && v.thickness === thickness);
      return {
        size,
        thickness,
        on: variant?.isActive ?? false,
        price: variant && variant.price !== rulePrice(product.price, size) ? String(variant.price) : '',
        quantity: variant && product.stockBySize ? String(variant.quantity) : '',
        sku: variant?.sku ?? '',
        package: packageRow(variant?.package),
      };
    }),
  );
  return rows.sort(compareVariants);
}

/** A thickness typed to add: whole inches in range, not there yet; else why not. */
export function thicknessProblem(typed: string, rows: readonly VariantRow[]): string | undefined {
  const inches = Number(typed);
  if (!/^\d+$/.test(typed.trim()) || inches < THICKNESS_INCHES.min || inches > THICKNESS_INCHES.max) return VariantMessage.thicknessInvalid;
  if (rows.some((row) => row.thickness === inches)) return `${inches} in is already in the grid.`;
  return undefined;
}

/** Adds a thickness for every size, sold. */
export function withThickness(rows: readonly VariantRow[], inches: number): VariantRow[] {
  const sizes = [...new Set(rows.map((row) => row.size))];
  const added = sizes.map((size): VariantRow => ({ size, thickness: inches, on: true, price: '', quantity: '', sku: '', package: NO_PACKAGE }));
  return [...rows, ...added].sort(compareVariants);
}

/** What the grid saves: the rows sold, with what was typed (an empty price or sku is left to the server; no package clears it). */
export function toVariantFields(rows: readonly VariantRow[]): VariantFields[] {
  return rows
    .filter((row) => row.on)
    .map((row) => ({
      size: row.size,
      thickness: row.thickness,
      isActive: true,
      ...(row.sku.trim() ? { sku: row.sku.trim() } : {}),
      ...(row.price.trim() ? { price: Number(row.price) } : {}),
      ...(row.quantity.trim() ? { quantity: Number(row.quantity) } : {}),
      package: filled(row) === 0 ? null : packageOf(row.package),
    }));
}

/** What stops the grid from saving before it is sent, if anything. */
export function gridProblem(rows: readonly VariantRow[]): string | undefined {
  const sold = rows.filter((row) => row.on);
  if (sold.length === 0) return VariantMessage.noneActive;
  const withStock = sold.filter((row) => row.quantity.trim() !== '');
  if (withStock.length > 0 && withStock.length < sold.length) return VariantMessage.quantityOnAll;
  const halfPacked = sold.find((row) => filled(row) > 0 && filled(row) < PACKAGE_MEASURES.length);
  if (halfPacked) return VariantMessage.packagePartial(variantLabel(halfPacked));
  return undefined;
}
