import { slugify } from './slugify';

describe('slugify', () => {
  it('makes lower-case hyphenated slugs', () => {
    expect(slugify('Ortho Plus Mattress')).toBe('ortho-plus-mattress');
  });

  it('drops punctuation and trims separators', () => {
    expect(slugify('  "Cool Gel" 8 inch!  ')).toBe('cool-gel-8-inch');
  });

  it('folds accents and spells out ampersands', () => {
    expect(slugify('Crème & Café')).toBe('creme-and-cafe');
  });
});
