import { PRODUCTS_PER_PAGE, ProductSort } from '@nidra/shared/contracts';

/** The shop slider's range: ₹500 to ₹10,00,000 in steps of ₹100. */
export const PRICE_SLIDER = { min: 500, max: 1_000_000, step: 100 } as const;

/** Rating slider positions 0–100 in steps of 20: Any, then 1 to 5 stars. */
export const RATING_MARKS = [
  { value: 0, label: 'Any', rating: 0 },
  { value: 20, label: '1★', rating: 1 },
  { value: 40, label: '2★', rating: 2 },
  { value: 60, label: '3★', rating: 3 },
  { value: 80, label: '4★', rating: 4 },
  { value: 100, label: '5★', rating: 5 },
];

export const SORT_OPTIONS = [
  { value: ProductSort.newest, label: 'Newest First' },
  { value: ProductSort.priceHighToLow, label: 'Price High to Low' },
  { value: ProductSort.priceLowToHigh, label: 'Price Low to High' },
];

/** "Showing: 9 – 16 products of 44" for page 2. */
export function showingLine(page: number, shown: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * PRODUCTS_PER_PAGE + 1;
  const to = total === 0 ? 0 : from + shown - 1;
  return `Showing: ${from} – ${to} products of ${total}`;
}

/** Pagination appears only from 8 products. */
export function showsPagination(total: number): boolean {
  return total >= PRODUCTS_PER_PAGE;
}
