import { sqlArray, sqlList } from './sql-list';

describe('sqlList', () => {
  it('repeats a placeholder, or a row of them, once per value', () => {
    expect(sqlList(3)).toBe('?, ?, ?');
    expect(sqlList(2, '(?::uuid, ?::int)')).toBe('(?::uuid, ?::int), (?::uuid, ?::int)');
    expect(sqlList(0)).toBe('');
  });
});

describe('sqlArray', () => {
  it('writes ids and dates as one PostgreSQL array literal', () => {
    expect(sqlArray(['0b6c7a52-4f1e-4d7a-9a55-1f0e2b9c3d41', '2026-11-27'])).toBe('{0b6c7a52-4f1e-4d7a-9a55-1f0e2b9c3d41,2026-11-27}');
    expect(sqlArray([])).toBe('{}');
  });

  it('refuses a value that would change the array if written bare', () => {
    for (const value of ['a,b', 'x}', '{y', 'with space', 'a"b', 'a\\b', '']) expect(() => sqlArray([value])).toThrow('Not an id or a date');
  });
});
