/**
 * `count` copies of a statement's parameter placeholder (or of a row of them), comma-separated: the list for
 * `IN (…)` or the rows for `VALUES …`, one placeholder set per value bound.
 */
export function sqlList(count: number, item = '?'): string {
  return Array.from({ length: count }, () => item).join(', ');
}
