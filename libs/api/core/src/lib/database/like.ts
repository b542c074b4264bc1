/** Text matched literally inside LIKE or ILIKE: %, _ and \ lose their special meaning. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE or ILIKE pattern for values containing the text, literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}
