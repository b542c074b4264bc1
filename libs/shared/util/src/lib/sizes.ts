/**
 * Mattress sizes. Each label is "length x width" in feet; its price
 * multiplier is length × width as the spec gives them (4x6.5 is priced 4 × 6.25). Customize is priced
 * by length/12 × breadth/12 in inches. Arithmetic is exact: integer paise, hundredths of a foot.
 */
export interface SizeOption {
  label: string;
  /** Length and width in hundredths of a foot, as priced. */
  length: number;
  width: number;
}

export interface SizeCategory {
  code: 1 | 2 | 3 | 4 | 5;
  name: 'Single' | 'Double' | 'Queen' | 'King' | 'Customize';
  sizes: SizeOption[];
}

const size = (label: string, length: number, width: number): SizeOption => ({ label, length, width });

export const SIZE_CATEGORIES: SizeCategory[] = [
  {
    code: 1,
    name: 'Single',
    sizes: [
      size('6x2.5', 600, 250),
      size('6x3', 600, 300),
      size('6.25x2.5', 625, 250),
      size('6.25x3', 625, 300),
      size('6.5x2.5', 650, 250),
      size('6.5x3', 650, 300),
    ],
  },
  { code: 2, name: 'Double', sizes: [size('6x3.5', 600, 350), size('4x6.5', 400, 625), size('4x6', 400, 600)] },
  { code: 3, name: 'Queen', sizes: [size('5x5.83', 500, 583), size('5x6.5', 500, 625), size('5x6', 500, 600)] },
  { code: 4, name: 'King', sizes: [size('6x6', 600, 600), size('6.26x6', 626, 600), size('6.5x6', 650, 600)] },
  { code: 5, name: 'Customize', sizes: [] },
];

export const CUSTOM_SIZE = 'custom';

/** How a custom size reads on a bag line, an order and an email: "72x36 in". */
export function customSizeLabel(lengthInches: number, breadthInches: number): string {
  return `${lengthInches}x${breadthInches} in`;
}

/** The size a stored line label stands for, as a cart line asks for it: the label, custom inches, or none. */
export function sizeRequestOf(label: string | null): { size?: string; length?: number; breadth?: number } {
  if (!label) return {};
  const custom = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?) in$/.exec(label);
  return custom ? { size: CUSTOM_SIZE, length: Number(custom[1]), breadth: Number(custom[2]) } : { size: label };
}

/** How a bought line names what was bought: "Ortho Rest Mattress (5x6.5, 8 in)", or the name alone. */
export function lineDescription(line: { productName: string; sizeLabel: string | null; thickness?: number | null }): string {
  const what = [line.sizeLabel, line.thickness ? `${line.thickness} in` : null].filter(Boolean).join(', ');
  return what ? `${line.productName} (${what})` : line.productName;
}

/** Custom dimensions accepted, in inches. */
export const CUSTOM_INCHES = { min: 12, max: 120 } as const;

const SIZES_BY_LABEL = new Map(SIZE_CATEGORIES.flatMap((category) => category.sizes.map((s) => [s.label, s])));

export function findSize(label: string): SizeOption | undefined {
  return SIZES_BY_LABEL.get(label);
}

/** Every label of the size table, smallest family first: the order variants are listed in. */
export const SIZE_LABELS: readonly string[] = SIZE_CATEGORIES.flatMap((category) => category.sizes.map((s) => s.label));

const CATEGORY_BY_LABEL = new Map(
  SIZE_CATEGORIES.flatMap((category) => category.sizes.map((s) => [s.label, category.name as 'Single' | 'Double' | 'Queen' | 'King'])),
);

/** The family a size label belongs to ("Queen" for "5x6.5"); null for no size or an unknown label. */
export function sizeCategoryOf(label: string | null): 'Single' | 'Double' | 'Queen' | 'King' | null {
  return label === null ? null : (CATEGORY_BY_LABEL.get(label) ?? null);
}

/** How a variant reads to a shopper: `Queen 5x6.5 · 8 in`, `8 in`, or `One size`. */
export function variantLabel(variant: { size: string | null; thickness: number | null }): string {
  const category = sizeCategoryOf(variant.size);
  const size = variant.size ? `${category ? `${category} ` : ''}${variant.size}` : '';
  const thickness = variant.thickness ? `${variant.thickness} in` : '';
  return [size, thickness].filter(Boolean).join(' · ') || 'One size';
}

/** Where a variant sits in a list: by its size's place in the table, then by thickness (none first). */
export function compareVariants(a: { size: string | null; thickness: number | null }, b: { size: string | null; thickness: number | null }): number {
  const rank = (label: string | null) => (label === null ? -1 : SIZE_LABELS.indexOf(label));
  return rank(a.size) - rank(b.size) || (a.thickness ?? 0) - (b.thickness ?? 0);
}

/**
 * A new product added without variants whose name contains "pillow" (any case) is made unsized: one
 * variant at its base price. From then on whether it has sizes is its variants' to say.
 */
export function isUnsized(productName: string): boolean {
  return /pillow/i.test(productName);
}

/** a × b / divisor, rounded half up, exactly (BigInt keeps large products exact). */
function mulDivRound(a: number, b: number, c: number, divisor: number): number {
  const numerator = BigInt(a) * BigInt(b) * BigInt(c);
  const d = BigInt(divisor);
  return Number((numerator * 2n + d) / (d * 2n));
}

/** Unit price in paise for a standard size label. */
export function sizedPricePaise(basePaise: number, option: SizeOption): number {
  return mulDivRound(basePaise, option.length, option.width, 100 * 100);
}

/** Unit price in paise for custom dimensions in inches (up to two decimals). */
export function customPricePaise(basePaise: number, lengthInches: number, breadthInches: number): number {
  const length = Math.round(lengthInches * 100);
  const breadth = Math.round(breadthInches * 100);
  return mulDivRound(basePaise, length, breadth, 12 * 12 * 100 * 100);
}

export function isValidCustomInches(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= CUSTOM_INCHES.min &&
    value <= CUSTOM_INCHES.max &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-9
  );
}

/** Mattress thickness in inches by base price in rupees; undefined for other prices. */
const THICKNESS_BY_PRICE = new Map<number, number>([
  [3380, 24],
  [3099, 22],
  [2799, 20],
  [2499, 18],
  [2190, 16],
  [1899, 14],
  [1600, 12],
  [1350, 10],
  [1050, 8],
  [810, 6],
]);

/** What the product page shows before the price says otherwise. */
export const DEFAULT_THICKNESS = 6;

export function thicknessFor(basePriceRupees: number): number | undefined {
  return THICKNESS_BY_PRICE.get(basePriceRupees);
}

/** The most one "add to bag" may take, by stock. */
export function maxPerAdd(stock: number): number {
  if (stock <= 25) return 1;
  if (stock <= 100) return 5;
  if (stock < 500) return 25;
  return 50;
}
