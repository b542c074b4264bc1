import { Transform } from 'class-transformer';

/** Decimal digits, maybe signed, maybe with a fraction: what a number typed in a form looks like. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number sent as text (multipart forms, CSV cells): "12" is 12 and "499.50" is 499.5, a blank field is
 * left out; anything else ("0x10", "1e3", "Infinity", "12abc") stays text for validation to refuse.
 */
export function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : value;
}

/** A field taking a number sent as text, as `formNumber` reads it. */
export const FormNumber = () => Transform(({ value }) => formNumber(value));

/** A yes/no sent as text or as 1/0: "Yes"/"true"/"1"/1 is true, "No"/"false"/"0"/0 is false. */
export const FormBoolean = () =>
  Transform(({ value }) => {
    if (value === 1) return true;
    if (value === 0) return false;
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(text)) return true;
    if (['false', '0', 'no'].includes(text)) return false;
    return value;
  });
