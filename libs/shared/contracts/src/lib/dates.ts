/**
 * How the shop reads and writes days, without `Intl` (whose date formatters load the locale data: some
 * 7 MB in a server process, and a slow moment of a phone's main thread in the browser).
 */

/** The months as the shop writes them in full. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** India's clock: UTC+5:30 all year (there is no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The moment shifted to India's clock: its UTC getters read the day and time in India. */
export function inIndia(moment: Date | number): Date {
  return new Date(new Date(moment).getTime() + INDIA_OFFSET_MS);
}
