import { findSize, isUnsized, SIZE_LABELS, sizedPricePaise, thicknessFor } from '@nidra/shared/util';

/** A variant to write: what it is sold as and for. */
export interface VariantSpec {
  size: string | null;
  thickness: number | null;
  sku: string;
  pricePaise: number;
}

/** The size rule's unit price of a size from a base price; an unsized variant costs the base price. */
export function rulePricePaise(basePaise: number, size: string | null): number {
  const option = size === null ? undefined : findSize(size);
  return option ? sizedPricePaise(basePaise, option) : basePaise;
}

/** A variant's sku when none is given: the product's, its size and its thickness (`ORTHO-5x6.5-8`). */
export function variantSku(productSku: string, size: string | null, thickness: number | null): string {
  return [productSku, size, thickness].filter((part) => part !== null).join('-');
}

/**
 * The variants of a product added without any: every size of the table at the thickness its base price
 * stands for (none when it stands for none), priced by the rule; a pillow is one unsized variant.
 */
export function defaultVariants(product: { sku: string; name: string; pricePaise: number }): VariantSpec[] {
  if (isUnsized(product.name)) return [{ size: null, thickness: null, sku: product.sku, pricePaise: product.pricePaise }];
  const thickness = product.pricePaise % 100 === 0 ? (thicknessFor(product.pricePaise / 100) ?? null) : null;
  return SIZE_LABELS.map((size) => ({
    size,
    thickness,
    sku: variantSku(product.sku, size, thickness),
    pricePaise: rulePricePaise(product.pricePaise, size),
  }));
}
