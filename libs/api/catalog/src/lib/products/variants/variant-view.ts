import { variantStock, type ProductVariantDto, type ShipmentPackage } from '@nidra/shared/contracts';
import { compareVariants, sizeCategoryOf, taxPaise, unitRate, type ProductTaxRule, type ShopTax } from '@nidra/shared/util';

/** A variant as the reads select it. */
export interface VariantRow {
  id: string;
  sku: string;
  size: string | null;
  thickness: number | null;
  pricePaise: number;
  /** Null while the product's variants share its pool. */
  quantity: number | null;
  isActive: boolean;
  /** Read for its managers only: shoppers are not told how it is packed. */
  package?: ShipmentPackage | null;
}

/** The GST rate in percent a unit of a product sells at, by its price. */
export type RateAt = (unitPaise: number) => number;

/** A product's rates under the shop's GST (none at all from a shop without a GSTIN). */
export function rateOf(rule: ProductTaxRule, shop: ShopTax): RateAt {
  return (unitPaise) => unitRate(rule, unitPaise, shop);
}

/** The tax rule of a product row as the reads select it. */
export function ruleOfRow(row: { taxable: boolean; gst_rate: number | null; gst_above_paise: number | null; gst_above_rate: number | null }): ProductTaxRule {
  return { taxable: row.taxable, gstRate: row.gst_rate, gstAbovePaise: row.gst_above_paise, gstAboveRate: row.gst_above_rate };
}

/** The columns `ruleOfRow` reads. */
export const TAX_RULE_COLUMNS = 'p.taxable, p.gst_rate, p.gst_above_paise, p.gst_above_rate';

/** A unit price with the GST one unit carries, in rupees: what shoppers are shown. */
export function rupeesWithTax(paise: number, rate: RateAt): number {
  return (paise + taxPaise(paise, rate(paise))) / 100;
}

/**
 * Variants as the API sends them, smallest size first: each with its own stock once the product keeps
 * stock by size, else every one with the product's pool.
 */
export function toVariantDtos(rows: readonly VariantRow[], product: { stockBySize: boolean; quantity: number }, rate: RateAt): ProductVariantDto[] {
  return [...rows].sort(compareVariants).map((row) => {
    const quantity = product.stockBySize ? (row.quantity ?? 0) : product.quantity;
    return {
      _id: row.id,
      sku: row.sku,
      size: row.size,
      sizeCategory: sizeCategoryOf(row.size),
      thickness: row.thickness,
      price: row.pricePaise / 100,
      priceWithTax: rupeesWithTax(row.pricePaise, rate),
      quantity,
      stock: variantStock(quantity),
      isActive: row.isActive,
      ...(row.package !== undefined && { package: row.package }),
    };
  });
}

/** The JSON column a product read selects its variants with (`activeOnly`: what shoppers may choose). */
export function variantsColumn(activeOnly: boolean): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size_label, 'thickness', v.thickness,
            'pricePaise', v.price_paise, 'quantity', v.quantity, 'isActive', v.is_active)), '[]')
       FROM product_variants v WHERE v.product_id = p.id${activeOnly ? ' AND v.is_active' : ''}) AS variants`;
}
