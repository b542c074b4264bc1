import type { ProductVariantDto } from '@nidra/shared/contracts';
import {
  compareVariants,
  customPricePaise,
  isValidCustomInches,
  openingVariant,
  SIZE_CATEGORIES,
  toPaise,
  type SizeCategory,
} from '@nidra/shared/util';

/** Customize: a length and breadth of the shopper's own, made to order. */
export const CUSTOMIZE = 5;

export interface SizeChoice {
  category: SizeCategory['code'];
  /** A size label of the category (null: an unsized product); unused for Customize. */
  label: string | null;
  /** Inches, or null for variants without a thickness; unused for Customize. */
  thickness: number | null;
  length: string;
  breadth: string;
}

/** A size as the size list offers it: out of stock when every variant of it is. */
export interface SizeOffer {
  label: string;
  out: boolean;
}

/** The families the product is sold in, table order, each with its sizes. */
export interface FamilyOffer {
  code: SizeCategory['code'];
  name: SizeCategory['name'];
  sizes: SizeOffer[];
}

/** A product is unsized when its one variant has no size. */
export function isUnsizedProduct(variants: readonly ProductVariantDto[]): boolean {
  return variants.length > 0 && variants.every((variant) => variant.size === null);
}

/** Whether the thickness list is shown: some variant has a thickness. */
export function hasThickness(variants: readonly ProductVariantDto[]): boolean {
  return variants.some((variant) => variant.thickness !== null);
}

/** The families and sizes the product's variants cover, in the size table's order. */
export function familyOffers(variants: readonly ProductVariantDto[]): FamilyOffer[] {
  return SIZE_CATEGORIES.flatMap((category) => {
    const sizes = category.sizes.flatMap((size) => {
      const of = variants.filter((variant) => variant.size === size.label);
      return of.length === 0 ? [] : [{ label: size.label, out: of.every((variant) => variant.stock === 'out') }];
    });
    return sizes.length === 0 ? [] : [{ code: category.code, name: category.name, sizes }];
  });
}

/** The variants of one size, thinnest first. */
export function variantsOfSize(variants: readonly ProductVariantDto[], label: string | null): ProductVariantDto[] {
  return variants.filter((variant) => variant.size === label).sort(compareVariants);
}

function choiceAt(variant: ProductVariantDto | undefined, choice: Omit<SizeChoice, 'category' | 'label' | 'thickness'>): SizeChoice {
  const family = SIZE_CATEGORIES.find((category) => category.sizes.some((size) => size.label === variant?.size));
  return { ...choice, category: family?.code ?? 1, label: variant?.size ?? null, thickness: variant?.thickness ?? null };
}

/** Where the page opens: the first size in stock at its cheapest thickness in stock. */
export function initialChoice(variants: readonly ProductVariantDto[]): SizeChoice {
  return choiceAt(openingVariant(variants), { length: '72', breadth: '36' });
}

/** Choosing a size keeps the thickness when that size is sold in it, else takes the size's cheapest in stock. */
export function withSize(choice: SizeChoice, label: string, variants: readonly ProductVariantDto[]): SizeChoice {
  const ofSize = variantsOfSize(variants, label);
  const same = ofSize.find((variant) => variant.thickness === choice.thickness && variant.stock !== 'out');
  return choiceAt(same ?? openingVariant(ofSize), choice);
}

/** Choosing a family takes its first size in stock (Customize keeps the inches typed). */
export function withCategory(choice: SizeChoice, code: SizeCategory['code'], variants: readonly ProductVariantDto[]): SizeChoice {
  if (code === CUSTOMIZE) return { ...choice, category: CUSTOMIZE };
  const family = familyOffers(variants).find((offer) => offer.code === code);
  const size = family?.sizes.find((offer) => !offer.out) ?? family?.sizes[0];
  return size ? withSize({ ...choice, category: code }, size.label, variants) : choice;
}

/** The variant chosen; none for Customize or a size and thickness not sold together. */
export function chosenVariant(variants: readonly ProductVariantDto[], choice: SizeChoice): ProductVariantDto | undefined {
  if (choice.category === CUSTOMIZE) return undefined;
  return variants.find((variant) => variant.size === choice.label && variant.thickness === choice.thickness);
}

/**
 * A custom size's unit price in rupees by the rule (base × length/12 × breadth/12), before tax and with the
 * product's GST (its base price's rate); undefined while the inches are not valid.
 */
export function customPrice(product: { price: number; priceWithTax: number }, choice: SizeChoice): { price: number; priceWithTax: number } | undefined {
  const length = Number(choice.length);
  const breadth = Number(choice.breadth);
  if (!isValidCustomInches(length) || !isValidCustomInches(breadth)) return undefined;
  const base = toPaise(product.price);
  const paise = customPricePaise(base, length, breadth);
  const withTax = base > 0 ? Math.round((paise * toPaise(product.priceWithTax)) / base) : paise;
  return { price: paise / 100, priceWithTax: withTax / 100 };
}
