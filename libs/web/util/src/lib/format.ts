/** ₹ with Indian digit grouping, the same on both sides. */
export { formatInr } from '@nidra/shared/util';

// Dates are written without `Intl`: the first date formatter a page makes loads the browser's locale data,
// some 50 ms of a mid-range phone's main thread (200 ms at Lighthouse's slowed CPU), which the
// storefront's start would pay on every page. The formats are fixed, so each is a line of its own (their
// tests hold them to what `Intl` writes).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Months as India's English writes them short ("Sept", not "Sep"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** India's clock: UTC+5:30 all year (there is no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

function validDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** US long format in UTC: "November 22, 2026". */
export function formatDate(value: string | Date): string {
  const date = validDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The day an order arrives, `days` from `from` as the shop's clock in India reads it: "Thu, 27 Nov". */
export function formatDeliveryDate(days: number, from: Date = new Date()): string {
  const inIndia = new Date(validDate(from).getTime() + days * 86_400_000 + INDIA_OFFSET_MS);
  return `${SHORT_WEEKDAYS[inIndia.getUTCDay()]}, ${inIndia.getUTCDate()} ${SHORT_MONTHS[inIndia.getUTCMonth()]}`;
}
