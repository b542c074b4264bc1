import { variantStock, type ProductVariantDto } from '@nidra/shared/contracts';
import { compareVariants, sizeCategoryOf, taxPaise } from '@nidra/shared/util';

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
}

/** The GST rate in percent a product sells at: its own, else the shop's; 0 when it is not taxable. */
export function sellingRate(product: { taxable: boolean; gstRate: number | null }, shopRate: number): number {
  return product.taxable ? (product.gstRate ?? shopRate) : 0;
}

/** A unit price with the GST one unit carries, in rupees: what shoppers are shown. */
export function rupeesWithTax(paise: number, rate: number): number {
  return (paise + taxPaise(paise, rate)) / 100;
}

/**
 * Variants as the API sends them, smallest size first: each with its own stock once the product keeps
 * stock by size, else every one with the product's pool.
 */
export function toVariantDtos(rows: readonly VariantRow[], product: { stockBySize: boolean; quantity: number }, rate: number): ProductVariantDto[] {
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
    };
  });
}

/** The JSON column a product read selects its variants with (`activeOnly`: what shoppers may choose). */
export function variantsColumn(activeOnly: boolean): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size_label, 'thickness', v.thickness,
            'pricePaise', v.price_paise, 'quantity', v.quantity, 'isActive', v.is_active)), '[]')
       FROM product_variants v WHERE v.product_id = p.id${activeOnly ? ' AND v.is_active' : ''}) AS variants`;
}
