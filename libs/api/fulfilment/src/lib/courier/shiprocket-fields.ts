// How the shop's bookings are written in Shiprocket's fields, and how its answers are read.
import type { CourierBooking, CourierParty } from './courier';

/** A JSON object as the courier sends or takes it. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An id the courier gave (a number or a string), as a string; undefined when it gave none. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** What the courier said of a refusal (its message and which fields it refused), briefly, or nothing. */
export function courierMessage(body: unknown): string {
  if (!isObject(body)) return '';
  const said = [text(body['message'])];
  if (isObject(body['errors'])) {
    for (const problems of Object.values(body['errors'])) said.push(text(Array.isArray(problems) ? problems[0] : problems));
  }
  const message = said.filter((part): part is string => part !== undefined).map((part) => part.replace(/\.+$/, '')).join('; ');
  return message ? `: ${message.slice(0, 300)}` : '';
}

/** First names first, the last word as the last name (a one-word name has none). */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] };
}

/** The courier takes `YYYY-MM-DD` or `YYYY-MM-DD HH:mm` in India time; a full ISO time is converted. */
function orderDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Date(time + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A party's fields under the courier's prefix (`billing`, `pickup`, `shipping`); pickup names its person `pickup_customer_name` too. */
export function partyFields(prefix: string, party: CourierParty): Json {
  const { first, last } = splitName(party.name);
  return {
    [`${prefix}_customer_name`]: first,
    [`${prefix}_last_name`]: last,
    [`${prefix}_address`]: party.address,
    [`${prefix}_city`]: party.city,
    [`${prefix}_pincode`]: party.pincode,
    [`${prefix}_state`]: party.state,
    [`${prefix}_country`]: 'India',
    [`${prefix}_email`]: party.email,
    [`${prefix}_phone`]: party.phone,
  };
}

/** What every order carries: our reference, its items, what to collect and the package. */
export function orderFields(booking: CourierBooking): Json {
  return {
    order_id: booking.reference,
    order_date: orderDate(booking.orderDate),
    order_items: booking.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: item.sellingPrice,
      tax: item.tax,
      hsn: item.hsn,
    })),
    payment_method: booking.paymentMethod,
    sub_total: booking.subTotal,
    length: booking.package.lengthCm,
    breadth: booking.package.breadthCm,
    height: booking.package.heightCm,
    weight: booking.package.weightKg,
  };
}
