import {
  customPricePaise,
  findSize,
  isUnsized,
  isValidCustomInches,
  SIZE_CATEGORIES,
  sizedPricePaise,
  toPaise,
  type SizeCategory,
} from '@nidra/shared/util';

export interface SizeChoice {
  category: SizeCategory['code'];
  /** A size label of the category; unused for Customize. */
  label: string;
  length: string;
  breadth: string;
}

export const DEFAULT_CHOICE: SizeChoice = {
  category: 1,
  label: SIZE_CATEGORIES[0].sizes[0].label,
  length: '72',
  breadth: '36',
};

/** Choosing a category selects its first size. */
export function withCategory(choice: SizeChoice, code: SizeCategory['code']): SizeChoice {
  const category = SIZE_CATEGORIES.find((c) => c.code === code) ?? SIZE_CATEGORIES[0];
  return { ...choice, category: category.code, label: category.sizes[0]?.label ?? '' };
}

/** The unit price in rupees for the chosen size, or undefined while custom inches are not valid. */
export function priceFor(productName: string, basePrice: number, choice: SizeChoice): number | undefined {
  const base = toPaise(basePrice);
  if (isUnsized(productName)) return base / 100;
  if (choice.category === 5) {
    const length = Number(choice.length);
    const breadth = Number(choice.breadth);
    if (!isValidCustomInches(length) || !isValidCustomInches(breadth)) return undefined;
    return customPricePaise(base, length, breadth) / 100;
  }
  const size = findSize(choice.label);
  return size ? sizedPricePaise(base, size) / 100 : undefined;
}
