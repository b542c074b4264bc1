import type { ProductVariantDto } from '@nidra/shared/contracts';
import { sizeCategoryOf } from '@nidra/shared/util';
import {
  chosenVariant,
  CUSTOMIZE,
  customPrice,
  familyOffers,
  hasThickness,
  initialChoice,
  isUnsizedProduct,
  withCategory,
  withSize,
} from './size-choice';

const variant = (size: string | null, thickness: number | null, priceWithTax: number, quantity = 10): ProductVariantDto => ({
  _id: `${size}-${thickness}`,
  sku: `M-${size}-${thickness}`,
  size,
  sizeCategory: sizeCategoryOf(size),
  thickness,
  price: priceWithTax / 1.18,
  priceWithTax,
  quantity,
  stock: quantity <= 0 ? 'out' : quantity <= 5 ? 'low' : 'in',
  isActive: true,
});

// Single 6x2.5 sold out in both thicknesses; 6x3 out in 8 inches only; Queen 5x6.5 in both.
const variants = [
  variant('6x2.5', 8, 100, 0),
  variant('6x2.5', 10, 120, 0),
  variant('6x3', 8, 110, 0),
  variant('6x3', 10, 130),
  variant('5x6.5', 10, 300, 3),
  variant('5x6.5', 8, 250),
];

describe('size choice', () => {
  it('offers the families sold, table order, a size out of stock when all its variants are', () => {
    expect(familyOffers(variants)).toEqual([
      { code: 1, name: 'Single', sizes: [{ label: '6x2.5', out: true }, { label: '6x3', out: false }] },
      { code: 3, name: 'Queen', sizes: [{ label: '5x6.5', out: false }] },
    ]);
  });

  it('opens at the first size in stock at its cheapest thickness in stock', () => {
    expect(initialChoice(variants)).toEqual(expect.objectContaining({ category: 1, label: '6x3', thickness: 10 }));
  });

  it('keeps the thickness when the new size has it in stock, else takes the cheapest', () => {
    const queen = withCategory(initialChoice(variants), 3, variants);
    expect(queen).toEqual(expect.objectContaining({ category: 3, label: '5x6.5', thickness: 10 }));
    expect(chosenVariant(variants, queen)?.priceWithTax).toBe(300);
    const eight = { ...queen, thickness: 8 };
    expect(withSize(eight, '6x3', variants).thickness).toBe(10);
    expect(chosenVariant(variants, { ...queen, category: CUSTOMIZE })).toBeUndefined();
  });

  it('knows an unsized product and one without thicknesses', () => {
    const pillow = [variant(null, null, 1416)];
    expect(isUnsizedProduct(pillow)).toBe(true);
    expect(hasThickness(pillow)).toBe(false);
    expect(isUnsizedProduct(variants)).toBe(false);
    expect(hasThickness(variants)).toBe(true);
    expect(initialChoice(pillow)).toEqual(expect.objectContaining({ label: null, thickness: null }));
  });

  it('prices a custom size by the rule with the product’s GST, and not while the inches are wrong', () => {
    const choice = { ...initialChoice(variants), category: CUSTOMIZE, length: '72', breadth: '36' } as const;
    expect(customPrice({ price: 1200, priceWithTax: 1416 }, choice)).toEqual({ price: 21_600, priceWithTax: 25_488 });
    expect(customPrice({ price: 1200, priceWithTax: 1416 }, { ...choice, length: '' })).toBeUndefined();
  });
});
