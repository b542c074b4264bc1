/** The columns of the product export, in order; an import's header names some of them, in any order. */
export const PRODUCT_CSV_COLUMNS = ['sku', 'name', 'description', 'price', 'quantity', 'taxable', 'brand', 'hsn', 'gstRate', 'isActive'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The largest product file an import takes, in bytes (as product images). */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Products one import may hold. */
export const PRODUCT_CSV_MAX_ROWS = 10_000;

/** What an import did: products made from new skus, and known products whose fields it changed. */
export interface ProductImportResponse {
  created: number;
  updated: number;
}

/** A row an import refused: its number in the file (the header is row 1) and why. */
export interface ProductImportRowError {
  /** @example 3 */
  row: number;
  /** @example "Price must be at least 1." */
  error: string;
}

/** The 400 of an import with bad rows: every one of them is listed, and nothing was written. */
export interface ProductImportRefusalResponse {
  error: string;
  rows: ProductImportRowError[];
}

export const ProductCsvMessage = {
  fileRequired: 'Choose a CSV file to import.',
  tooLarge: 'A product file may not be larger than 5 MB.',
  notText: 'The file is not a CSV file: it must be text in UTF-8.',
  unreadable: (line: number) => `The file could not be read as CSV near line ${line}.`,
  empty: 'The file is empty.',
  noRows: 'The file has a header but no products.',
  tooManyRows: `A file may hold at most ${PRODUCT_CSV_MAX_ROWS} products.`,
  skuColumnMissing: 'The header has no sku column.',
  columnTwice: (column: string) => `The header names the column ${column} twice.`,
  rowsRefused: (count: number) => `${count === 1 ? '1 row was' : `${count} rows were`} refused; nothing was imported.`,
  cellCount: (cells: number, columns: number) => `The row has ${cells} cells; the header has ${columns}.`,
  skuTwice: (sku: string, row: number) => `Sku ${sku} is also on row ${row}.`,
  brandUnknown: (slug: string) => `No brand has the slug ${slug}.`,
  flag: (column: string) => `${column} must be 1 or 0.`,
} as const;

/** "2 created, 1 updated": what the dashboard says after an import. */
export const importSummary = (result: ProductImportResponse) => `${result.created} created, ${result.updated} updated`;
