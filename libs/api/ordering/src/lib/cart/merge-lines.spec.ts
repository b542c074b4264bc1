import { mergeLines } from './cart-lines';

describe('mergeLines', () => {
  it('makes one line of the same product and size, keeping the first one’s place', () => {
    const merged = mergeLines([
      { product: 'a', quantity: 2, size: '6x3' },
      { product: 'b', quantity: 1 },
      { product: 'a', quantity: 3, size: '6x3' },
      { product: 'a', quantity: 1, size: '6x6' },
      { product: 'b', quantity: 4 },
    ]);
    expect(merged).toEqual([
      { product: 'a', quantity: 5, size: '6x3' },
      { product: 'b', quantity: 5 },
      { product: 'a', quantity: 1, size: '6x6' },
    ]);
  });

  it('keeps custom sizes of other dimensions apart', () => {
    const merged = mergeLines([
      { product: 'a', quantity: 1, size: 'custom', length: 72, breadth: 36 },
      { product: 'a', quantity: 1, size: 'custom', length: 72, breadth: 48 },
      { product: 'a', quantity: 2, size: 'custom', length: 72, breadth: 36 },
    ]);
    expect(merged.map((line) => [line.breadth, line.quantity])).toEqual([
      [36, 3],
      [48, 1],
    ]);
  });
});
