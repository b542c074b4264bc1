import { DEFAULT_CHOICE, priceFor, withCategory } from './size-choice';

describe('size choice', () => {
  it('starts at single with its first size, and a new category takes its first size', () => {
    expect(DEFAULT_CHOICE).toEqual(expect.objectContaining({ category: 1, label: '6x2.5' }));
    expect(withCategory(DEFAULT_CHOICE, 3).label).toBe('5x5.83');
    expect(withCategory(DEFAULT_CHOICE, 4).label).toBe('6x6');
  });

  it('prices the chosen size from the base price', () => {
    expect(priceFor('Ortho 8 inch Mattress', 1050, DEFAULT_CHOICE)).toBe(1050 * 15);
    expect(priceFor('Ortho 8 inch Mattress', 1050, { ...DEFAULT_CHOICE, category: 2, label: '4x6.5' })).toBe(1050 * 25);
    expect(priceFor('Ortho 8 inch Mattress', 1200, { ...DEFAULT_CHOICE, category: 5, length: '72', breadth: '36' })).toBe(1200 * 18);
  });

  it('has no price while custom inches are not valid, and pillows cost their base price', () => {
    expect(priceFor('Ortho Mattress', 1000, { ...DEFAULT_CHOICE, category: 5, length: '', breadth: '36' })).toBeUndefined();
    expect(priceFor('Latex Pillow', 1199, { ...DEFAULT_CHOICE, category: 4, label: '6x6' })).toBe(1199);
  });
});
