import {
  customPricePaise,
  variantLabel,
  customSizeLabel,
  findSize,
  isUnsized,
  isValidCustomInches,
  maxPerAdd,
  SIZE_CATEGORIES,
  sizedPricePaise,
  sizeRequestOf,
  thicknessFor,
} from './sizes';

const BASE = 181_000; // ₹1,810.00 in paise

describe('sizes', () => {
  it('lists the five size categories with their sizes in order', () => {
    expect(SIZE_CATEGORIES.map((c) => [c.code, c.name, c.sizes.map((s) => s.label)])).toEqual([
      [1, 'Single', ['6x2.5', '6x3', '6.25x2.5', '6.25x3', '6.5x2.5', '6.5x3']],
      [2, 'Double', ['6x3.5', '4x6.5', '4x6']],
      [3, 'Queen', ['5x5.83', '5x6.5', '5x6']],
      [4, 'King', ['6x6', '6.26x6', '6.5x6']],
      [5, 'Customize', []],
    ]);
  });

  it.each([
    ['6x2.5', 6 * 2.5],
    ['6x3', 6 * 3],
    ['6.25x2.5', 6.25 * 2.5],
    ['6.25x3', 6.25 * 3],
    ['6.5x2.5', 6.5 * 2.5],
    ['6.5x3', 6.5 * 3],
    ['6x3.5', 6 * 3.5],
    ['4x6.5', 4 * 6.25],
    ['4x6', 4 * 6],
    ['5x5.83', 5 * 5.83],
    ['5x6.5', 5 * 6.25],
    ['5x6', 5 * 6],
    ['6x6', 6 * 6],
    ['6.26x6', 6.26 * 6],
    ['6.5x6', 6.5 * 6],
  ])('prices %s at base × %d', (label, multiplier) => {
    const option = findSize(label);
    expect(option).toBeDefined();
    expect(sizedPricePaise(BASE, option as NonNullable<typeof option>)).toBe(Math.round(BASE * multiplier));
  });

  it('rounds to the nearest paisa, half up, without float drift', () => {
    // ₹8.10 × 5 × 5.83 = ₹236.115 → ₹236.12
    expect(sizedPricePaise(810, findSize('5x5.83') as NonNullable<ReturnType<typeof findSize>>)).toBe(23_612);
  });

  it('prices custom sizes by length/12 × breadth/12 in inches', () => {
    expect(customPricePaise(BASE, 72, 36)).toBe(BASE * 6 * 3);
    expect(customPricePaise(100_000, 78, 30)).toBe(Math.round(100_000 * (78 / 12) * (30 / 12)));
    expect(customPricePaise(338_000, 75.5, 35.25)).toBe(Math.round((338_000 * 7550 * 3525) / (144 * 10_000)));
  });

  it('stays exact for the dearest mattress at the largest custom size', () => {
    expect(customPricePaise(100_000_000, 120, 120)).toBe(100_000_000 * 100);
  });

  it('accepts custom inches from 12 to 120 with up to two decimals', () => {
    expect([12, 72, 75.25, 120].every(isValidCustomInches)).toBe(true);
    expect([0, 11.99, 121, Number.NaN, 72.125].some(isValidCustomInches)).toBe(false);
  });

  it('knows pillows have no size', () => {
    expect(isUnsized('Memory Foam PILLOW')).toBe(true);
    expect(isUnsized('Pillow-top Mattress')).toBe(true);
    expect(isUnsized('Ortho Mattress')).toBe(false);
  });
});

describe('thicknessFor', () => {
  it.each([
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
  ])('₹%d is %d inches', (price, inches) => {
    expect(thicknessFor(price)).toBe(inches);
  });

  it('has no thickness for other prices', () => {
    expect(thicknessFor(999)).toBeUndefined();
  });
});

describe('maxPerAdd', () => {
  it.each([
    [0, 1],
    [25, 1],
    [26, 5],
    [100, 5],
    [101, 25],
    [499, 25],
    [500, 50],
    [10_000, 50],
  ])('stock %d allows %d per add', (stock, max) => {
    expect(maxPerAdd(stock)).toBe(max);
  });
});

describe('sizeRequestOf', () => {
  it('reads a stored label back into the size a cart line asks for', () => {
    expect(sizeRequestOf(null)).toEqual({});
    expect(sizeRequestOf('6x3')).toEqual({ size: '6x3' });
    expect(sizeRequestOf(customSizeLabel(72, 36.5))).toEqual({ size: 'custom', length: 72, breadth: 36.5 });
  });
});

describe('variantLabel', () => {
  it('names the family, the size and the thickness a shopper chose', () => {
    expect(variantLabel({ size: '5x6.5', thickness: 8 })).toBe('Queen 5x6.5 · 8 in');
    expect(variantLabel({ size: '6x3', thickness: null })).toBe('Single 6x3');
    expect(variantLabel({ size: null, thickness: 8 })).toBe('8 in');
    expect(variantLabel({ size: null, thickness: null })).toBe('One size');
  });
});
