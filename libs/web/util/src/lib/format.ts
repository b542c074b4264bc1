import { inIndia, MONTH_NAMES } from '@nidra/shared/contracts';

/** ₹ with Indian digit grouping, the same on both sides. */
export { formatInr } from '@nidra/shared/util';

// Dates are written without `Intl`: the first date formatter a page makes loads the browser's locale data,
// some 50 ms of a mid-range phone's main thread (200 ms at Lighthouse's slowed CPU), which the
// storefront's start would pay on every page. The formats are fixed, so each is a line of its own (their
// tests hold them to what `Intl` writes).
/** Months as India's English writes them short ("Sept", not "Sep"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function validDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** US long format in UTC: "November 22, 2026". */
export function formatDate(value: string | Date): string {
  const date = validDate(value);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The day an order arrives, `days` from `from` as the shop's clock in India reads it: "Thu, 27 Nov". */
export function formatDeliveryDate(days: number, from: Date = new Date()): string {
  const day = inIndia(validDate(from).getTime() + days * 86_400_000);
  return `${SHORT_WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${SHORT_MONTHS[day.getUTCMonth()]}`;
}
