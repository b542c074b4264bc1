import { VariantMessage, type ProductVariantDto } from '@nidra/shared/contracts';
import { SIZE_LABELS, sizeCategoryOf } from '@nidra/shared/util';
import { gridProblem, gridRows, thicknessProblem, toVariantFields, withThickness } from './variant-rows';

const variant = (size: string | null, thickness: number | null, price: number, quantity: number, sku = `M-${size}-${thickness}`): ProductVariantDto => ({
  _id: `${size}-${thickness}`,
  sku,
  size,
  sizeCategory: sizeCategoryOf(size),
  thickness,
  price,
  priceWithTax: price * 1.18,
  quantity,
  stock: quantity > 0 ? 'in' : 'out',
  isActive: true,
  package: null,
});

const NO_PACKAGE = { weightKg: '', lengthCm: '', breadthCm: '', heightCm: '' };

describe('the variants grid', () => {
  it('has every size in every thickness, empty prices where the rule prices them', () => {
    const rows = gridRows({ price: 1000, stockBySize: true, variants: [variant('6x3', 8, 18_000, 4), variant('5x6.5', 8, 20_000, 2)] });
    expect(rows).toHaveLength(SIZE_LABELS.length);
    expect(rows.find((row) => row.size === '6x3')).toEqual({ size: '6x3', thickness: 8, on: true, price: '', quantity: '4', sku: 'M-6x3-8', package: NO_PACKAGE });
    expect(rows.find((row) => row.size === '5x6.5')?.price).toBe('20000');
    expect(rows.find((row) => row.size === '6x6')).toEqual(expect.objectContaining({ on: false, sku: '' }));
  });

  it('has one row a thickness for an unsized product, and no stock while the pool is shared', () => {
    const rows = gridRows({ price: 899, stockBySize: false, variants: [variant(null, null, 899, 30)] });
    expect(rows).toEqual([{ size: null, thickness: null, on: true, price: '', quantity: '', sku: 'M-null-null', package: NO_PACKAGE }]);
  });

  it('adds a thickness to every size, and refuses one out of range or already there', () => {
    const rows = gridRows({ price: 1000, stockBySize: false, variants: [variant('6x3', 8, 18_000, 4)] });
    expect(thicknessProblem('0', rows)).toBe(VariantMessage.thicknessInvalid);
    expect(thicknessProblem('8', rows)).toBe('8 in is already in the grid.');
    const added = withThickness(rows, 10);
    expect(added).toHaveLength(2 * SIZE_LABELS.length);
    expect(added.filter((row) => row.thickness === 10).every((row) => row.on)).toBe(true);
  });

  it('saves the rows sold with what was typed, and wants a stock on all once one has it', () => {
    const rows = gridRows({ price: 1000, stockBySize: false, variants: [variant('6x3', 8, 18_000, 4), variant('6x6', 8, 36_000, 4)] });
    const typed = rows.map((row) => (row.size === '6x3' ? { ...row, price: '17500', quantity: '3' } : row));
    expect(gridProblem(typed)).toBe(VariantMessage.quantityOnAll);
    const all = typed.map((row) => (row.size === '6x6' ? { ...row, quantity: '5' } : row));
    expect(gridProblem(all)).toBeUndefined();
    expect(toVariantFields(all)).toEqual([
      { size: '6x3', thickness: 8, isActive: true, sku: 'M-6x3-8', price: 17_500, quantity: 3, package: null },
      { size: '6x6', thickness: 8, isActive: true, sku: 'M-6x6-8', quantity: 5, package: null },
    ]);
    expect(gridProblem(all.map((row) => ({ ...row, on: false })))).toBe(VariantMessage.noneActive);
  });

  it('shows each variant’s package, saves it as numbers, and wants all four measures or none', () => {
    const packed = { ...variant('6x3', 8, 18_000, 4), package: { weightKg: 12.5, lengthCm: 183, breadthCm: 92, heightCm: 24 } };
    const rows = gridRows({ price: 1000, stockBySize: false, variants: [packed, variant('6x6', 8, 36_000, 4)] });
    expect(rows.find((row) => row.size === '6x3')?.package).toEqual({ weightKg: '12.5', lengthCm: '183', breadthCm: '92', heightCm: '24' });
    const half = rows.map((row) => (row.size === '6x6' ? { ...row, package: { ...NO_PACKAGE, weightKg: '30' } } : row));
    expect(gridProblem(half)).toBe(VariantMessage.packagePartial('King 6x6 · 8 in'));
    const fields = toVariantFields(rows);
    expect(fields.find((field) => field.size === '6x3')?.package).toEqual({ weightKg: 12.5, lengthCm: 183, breadthCm: 92, heightCm: 24 });
    expect(fields.find((field) => field.size === '6x6')?.package).toBeNull();
  });
});
