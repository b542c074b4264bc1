import { showingLine, showsPagination } from './shop-filters';

describe('shop filters', () => {
  it('says which products are showing', () => {
    expect(showingLine(1, 8, 44)).toBe('Showing: 1 – 8 products of 44');
    expect(showingLine(6, 4, 44)).toBe('Showing: 41 – 44 products of 44');
    expect(showingLine(1, 0, 0)).toBe('Showing: 0 – 0 products of 0');
  });

  it('shows pagination only from 8 products', () => {
    expect(showsPagination(7)).toBe(false);
    expect(showsPagination(8)).toBe(true);
  });
});
