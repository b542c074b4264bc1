/** A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text for a CSV cell that spreadsheets show as text, never run: one that would start a formula gets a
 * leading apostrophe (a product named "=HYPERLINK(…)" by a merchant stays a name on the administrator's screen).
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text `spreadsheetSafe` was given: the apostrophe it added is taken off again. */
export function fromSpreadsheetSafe(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
