/**
 * `count` copies of a statement's parameter placeholder (or of a row of them), comma-separated: the list for
 * `IN (…)` or the rows for `VALUES …`, one placeholder set per value bound.
 */
export function sqlList(count: number, item = '?'): string {
  return Array.from({ length: count }, () => item).join(', ');
}

/** What a bare element of a PostgreSQL array literal may not hold (it would need quoting). */
const NEEDS_QUOTING = /[\s,{}"\\]/;

/**
 * Values as one PostgreSQL array, bound as a single parameter (`= ANY(?::uuid[])`, `unnest(?::date[])`):
 * the statement's text stays the same whatever their number. For ids and dates, which are written bare;
 * a value that would need quoting inside the array is refused.
 */
export function sqlArray(values: readonly string[]): string {
  const bad = values.find((value) => value === '' || NEEDS_QUOTING.test(value));
  if (bad !== undefined) throw new Error(`Not an id or a date for a SQL array: ${JSON.stringify(bad)}`);
  return `{${values.join(',')}}`;
}
