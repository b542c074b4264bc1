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
  const written = `${Math.abs(rupees)}`;
  // Written with an exponent: below a millionth (no paise) or from 10^21 (whole).
  if (written.includes('e')) return Math.abs(rupees) < 1 ? 0 : rupees;
  return (sign * Math.round(Number(`${written}e2`))) / 100;
}

/** How prices are written: ₹ with Indian digit grouping, paise always shown. */
export const INR_FORMAT = {
  locale: 'en-IN',
  options: { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
} as const;

/**
 * Writes rupees as `INR_FORMAT` does, without `Intl`: its number formatters load some 7 MB of locale data
 * into every server process that builds one, and Indian grouping is one rule. The amount is rounded as
 * written (its shortest decimal, as `Intl` reads it: 1.005 → 1.01), half away from zero. The last three
 * digits of the rupees stand together, the rest in pairs: 12345678.9 → "₹1,23,45,678.90". A negative
 * amount leads with its minus.
 */
function writeInr(rupees: number, wholeWhenExact: boolean): string {
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  if (!Number.isFinite(rupees)) return `${sign}₹${Number.isNaN(rupees) ? 'NaN' : '∞'}`;
  const written = Math.abs(roundRupees(rupees)).toFixed(2);
  const whole = written.slice(0, -3);
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const fraction = wholeWhenExact ? written.slice(-2).replace(/0+$/, '') : written.slice(-2);
  return `${sign}₹${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** ₹ with Indian digit grouping: 123456 → "₹1,23,456.00". */
export function formatInr(rupees: number): string {
  return writeInr(rupees, false);
}

/** ₹ without paise when there are none, for limits and round sums: 50000 → "₹50,000", 99.5 → "₹99.5". */
export function formatInrShort(rupees: number): string {
  return writeInr(rupees, true);
}
