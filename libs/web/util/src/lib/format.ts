/** ₹ with Indian digit grouping, the same on both sides. */
export { formatInr } from '@nidra/shared/util';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** US long format in UTC: "November 22, 2026". */
export function formatDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}

const deliveryDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** The day an order arrives, `days` from `from` as the shop's clock in India reads it: "Thu, 27 Nov". */
export function formatDeliveryDate(days: number, from: Date = new Date()): string {
  return deliveryDay.format(new Date(from.getTime() + days * 86_400_000));
}
