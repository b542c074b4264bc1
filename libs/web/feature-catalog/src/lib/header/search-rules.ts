/** The search box sends after 1,000 ms without typing … */
export const SEARCH_DEBOUNCE_MS = 1000;

/** … and suggestions are fetched only when the trimmed, lower-cased term's length is a multiple of 3. */
export function shouldSuggest(term: string): boolean {
  const length = term.trim().toLowerCase().length;
  return length > 0 && length % 3 === 0;
}
