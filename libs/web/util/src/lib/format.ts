const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ with Indian digit grouping: 123456 → "₹1,23,456.00". */
export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** US long format in UTC: "November 22, 2026". */
export function formatDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}
