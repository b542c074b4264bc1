import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';

/** Trims surrounding spaces from a string field before it is validated. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A name or other single line of text: control characters (line breaks, tabs, NUL …) are refused, since
 * the text is shown and emailed as one line.
 */
export const NoControlCharacters = (label: string) =>
  Matches(/^\P{Cc}*$/u, { message: `${label} may not contain line breaks or other control characters.` });
