import { Transform } from 'class-transformer';

/** Trims surrounding spaces from a string field before it is validated. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
