/**
 * Money is kept as integer paise so sums are exact; rupees appear only at the edges
 * (request bodies, responses, display).
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) {
    throw new RangeError(`Not an amount of money: ${rupees}`);
  }
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** Rounds a rupee amount to 2 decimals, half away from zero, without binary drift (1.005 → 1.01). */
export function roundRupees(rupees: number): number {
  const sign = rupees < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(rupees)}e2`))) / 100;
}

/** How prices are written: ₹ with Indian digit grouping, paise always shown (also by index.html's inline script). */
export const INR_FORMAT = {
  locale: 'en-IN',
  options: { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
} as const;

const inr = new Intl.NumberFormat(INR_FORMAT.locale, INR_FORMAT.options);

/** ₹ with Indian digit grouping: 123456 → "₹1,23,456.00". */
export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

const wholeInr = new Intl.NumberFormat(INR_FORMAT.locale, { ...INR_FORMAT.options, minimumFractionDigits: 0 });

/** ₹ without paise when there are none, for limits and round sums: 50000 → "₹50,000", 99.5 → "₹99.5". */
export function formatInrShort(rupees: number): string {
  return wholeInr.format(rupees);
}
