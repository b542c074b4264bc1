import { types } from 'pg';

/**
 * PostgreSQL bigints (money sums and totals, counts) arrive as JavaScript numbers rather than text. Every
 * amount the shop can store is far below 2^53; one that is not is an error, never a rounded number.
 */
export function readBigintsAsNumbers(): void {
  types.setTypeParser(types.builtins.INT8, (text: string) => {
    const value = Number(text);
    if (!Number.isSafeInteger(value)) throw new RangeError(`A bigint too large for a JavaScript number: ${text}`);
    return value;
  });
}
