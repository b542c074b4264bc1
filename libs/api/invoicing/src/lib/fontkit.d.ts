/** fontkit, the font library pdfkit lays text out with, ships no types: what is used of it here. */
declare module 'fontkit' {
  /** Parses a font file's bytes. */
  export function create(data: Uint8Array): unknown;
}
