import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { validateSync } from 'class-validator';
import { InvalidInput, InvalidInputWithDetails } from '@nidra/api/core';
import { ProductCsvMessage, type ProductImportRowError } from '@nidra/shared/contracts';
import { fromSpreadsheetSafe } from '@nidra/shared/util';

/** What a kind of file holds: its columns (`sku` among them, the key every import matches rows on) and how many rows. */
export interface CsvTable<C extends string> {
  columns: readonly C[];
  maxRows: number;
  /** A file with a header and nothing under it. */
  noRows: string;
  tooManyRows: string;
}

/** A row of the file by its number (the header is row 1): its cells by column (empty ones absent), or why it cannot be read. */
export type CsvRow<C extends string> = { row: number; cells: Partial<Record<C, string>>; error?: undefined } | { row: number; error: string };

/**
 * Reads an import: UTF-8 text (a byte-order mark is dropped), RFC 4180 quoting, CRLF or LF line ends.
 * The header names the table's columns in any order and any letter case; others are ignored. A row with
 * no cell filled is skipped, though it keeps its number; the apostrophe an export puts before a text that
 * would start a spreadsheet formula is taken off. Problems with the file as a whole are a 400.
 */
export function readCsv<C extends string>(bytes: Buffer | undefined, table: CsvTable<C>): { header: ReadonlySet<C>; rows: Array<CsvRow<C>> } {
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
  const columns = headerColumns(header, table.columns);
  const rows: Array<CsvRow<C>> = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    if (cells.length !== header.length) {
      rows.push({ row, error: ProductCsvMessage.cellCount(cells.length, header.length) });
      return;
    }
    const named: Partial<Record<C, string>> = {};
    columns.forEach((column, at) => {
      const value = fromSpreadsheetSafe(cells[at].trim());
      if (column && value !== '') named[column] = value;
    });
    rows.push({ row, cells: named });
  });
  if (rows.length === 0) throw new InvalidInput(table.noRows);
  if (rows.length > table.maxRows) throw new InvalidInput(table.tooManyRows);
  return { header: new Set(columns.filter((column): column is C => column !== null)), rows };
}

/** An export: the header, then one line per record, RFC 4180 with CRLF line ends. */
export function writeCsv(columns: readonly string[], records: string[][]): string {
  return stringify([[...columns], ...records], { record_delimiter: 'windows' });
}

/** A yes/no as exports write it and imports take it. */
export const csvFlag = (value: boolean) => (value ? '1' : '0');
/** Yes/no cells as the export writes them; "yes", "true" and the like are refused, not guessed at. */
export const CSV_FLAG = /^[01]$/;

/** A row keyed by its sku, or why it cannot be: unreadable, no sku, or a sku an earlier row has. */
export type KeyedRow<C extends string> = { row: number; cells: Partial<Record<C, string>> & { sku: string }; error?: undefined } | { row: number; error: string };

export function keyBySku<C extends string>(rows: ReadonlyArray<CsvRow<C>>, skuRequired: string): Array<KeyedRow<C>> {
  const firstRowOf = new Map<string, number>();
  return rows.map((line) => {
    if (line.error !== undefined) return line;
    const sku = (line.cells as { sku?: string }).sku;
    if (!sku) return { row: line.row, error: skuRequired };
    const first = firstRowOf.get(sku);
    if (first !== undefined) return { row: line.row, error: ProductCsvMessage.skuTwice(sku, first) };
    firstRowOf.set(sku, line.row);
    return { row: line.row, cells: { ...line.cells, sku } };
  });
}

/** A row's problems by the forms' own rules: each field's first message, as a form would answer. */
export function formProblems(dto: object): string[] {
  const errors = validateSync(dto, { whitelist: true, stopAtFirstError: true, forbidUnknownValues: false });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}).slice(0, 1));
}

/** All or nothing: any bad row refuses the whole file, every bad row listed. */
export function refuseBadRows(refused: readonly ProductImportRowError[]): void {
  if (refused.length > 0) throw new InvalidInputWithDetails(ProductCsvMessage.rowsRefused(refused.length), { rows: refused });
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

/** The column each header cell names (null: a column the import ignores). */
function headerColumns<C extends string>(header: string[], known: readonly C[]): Array<C | null> {
  const byLowerCase = new Map<string, C>(known.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<string>();
  const columns = header.map((name) => {
    const column = byLowerCase.get(name.trim().toLowerCase()) ?? null;
    if (column && seen.has(column)) throw new InvalidInput(ProductCsvMessage.columnTwice(column));
    if (column) seen.add(column);
    return column;
  });
  if (!seen.has('sku')) throw new InvalidInput(ProductCsvMessage.skuColumnMissing);
  return columns;
}
