/** ₹ with Indian digit grouping, the same on both sides. */
export { formatInr } from '@nidra/shared/util';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** US long format in UTC: "November 22, 2026". */
export function formatDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}
