import { sqlList } from './sql-list';

describe('sqlList', () => {
  it('repeats a placeholder, or a row of them, once per value', () => {
    expect(sqlList(3)).toBe('?, ?, ?');
    expect(sqlList(2, '(?::uuid, ?::int)')).toBe('(?::uuid, ?::int), (?::uuid, ?::int)');
    expect(sqlList(0)).toBe('');
  });
});
