import { parse } from 'csv-parse/sync';
import { InvalidInput } from '@nidra/api/core';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_ROWS, ProductCsvMessage, type ProductCsvColumn } from '@nidra/shared/contracts';
import { fromSpreadsheetSafe } from '@nidra/shared/util';

/** The cells of one row by column; a column the header does not name, or an empty cell, is absent. */
export type ProductCells = Partial<Record<ProductCsvColumn, string>>;

/** A row of the file by its number (the header is row 1): its cells, or why it cannot be read. */
export type FileRow = { row: number; cells: ProductCells; error?: undefined } | { row: number; error: string };

const BY_LOWER_CASE = new Map<string, ProductCsvColumn>(PRODUCT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));

/**
 * Reads a product file: UTF-8 text (a byte-order mark is dropped), RFC 4180 quoting, CRLF or LF line ends.
 * The header names export columns in any order and any letter case; others are ignored. A row with no
 * cell filled is skipped, though it keeps its number; the apostrophe the export puts before a text that
 * would start a spreadsheet formula is taken off. Problems with the file as a whole are a 400.
 */
export function readProductCsv(bytes: Buffer | undefined): FileRow[] {
  if (!bytes) throw new InvalidInput(ProductCsvMessage.fileRequired);
  const text = asText(bytes);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new InvalidInput(ProductCsvMessage.empty);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, record_delimiter: ['\r\n', '\n'] });
  } catch (error) {
    throw new InvalidInput(ProductCsvMessage.unreadable((error as { lines?: number }).lines ?? 1));
  }
  const [header = [], ...body] = records;
  const columns = headerColumns(header);
  const rows: FileRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    if (cells.length !== header.length) {
      rows.push({ row, error: ProductCsvMessage.cellCount(cells.length, header.length) });
      return;
    }
    const named: ProductCells = {};
    columns.forEach((column, at) => {
      const value = fromSpreadsheetSafe(cells[at].trim());
      if (column && value !== '') named[column] = value;
    });
    rows.push({ row, cells: named });
  });
  if (rows.length === 0) throw new InvalidInput(ProductCsvMessage.noRows);
  if (rows.length > PRODUCT_CSV_MAX_ROWS) throw new InvalidInput(ProductCsvMessage.tooManyRows);
  return rows;
}

/** The bytes as text, if they are UTF-8 without NUL bytes (a picture or a spreadsheet's binary file is not). */
function asText(bytes: Buffer): string {
  if (bytes.includes(0)) throw new InvalidInput(ProductCsvMessage.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidInput(ProductCsvMessage.notText);
  }
}

/** The export column each header cell names (null: a column the import ignores). */
function headerColumns(header: string[]): Array<ProductCsvColumn | null> {
  const seen = new Set<ProductCsvColumn>();
  const columns = header.map((name) => {
    const column = BY_LOWER_CASE.get(name.trim().toLowerCase()) ?? null;
    if (column && seen.has(column)) throw new InvalidInput(ProductCsvMessage.columnTwice(column));
    if (column) seen.add(column);
    return column;
  });
  if (!seen.has('sku')) throw new InvalidInput(ProductCsvMessage.skuColumnMissing);
  return columns;
}

/** A product's columns the CSV carries, as the product table names them (brand aside). */
export interface ProductCsvColumns {
  sku: string;
  name: string;
  description: string;
  price_paise: number;
  quantity: number;
  taxable: boolean;
  hsn: string;
  gst_rate: number | null;
  is_active: boolean;
}
