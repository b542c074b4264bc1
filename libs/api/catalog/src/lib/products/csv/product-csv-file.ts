import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_ROWS, ProductCsvMessage, type ProductCsvColumn } from '@nidra/shared/contracts';
import { readCsv, type CsvRow, type CsvTable } from './csv-table';

/** The cells of one row by column; a column the header does not name, or an empty cell, is absent. */
export type ProductCells = Partial<Record<ProductCsvColumn, string>>;

/** A row of the file by its number (the header is row 1): its cells, or why it cannot be read. */
export type FileRow = CsvRow<ProductCsvColumn>;

const PRODUCT_TABLE: CsvTable<ProductCsvColumn> = {
  columns: PRODUCT_CSV_COLUMNS,
  maxRows: PRODUCT_CSV_MAX_ROWS,
  noRows: ProductCsvMessage.noRows,
  tooManyRows: ProductCsvMessage.tooManyRows,
};

/** Reads a product file (see `readCsv`): the header names product export columns, sku among them. */
export function readProductCsv(bytes: Buffer | undefined): FileRow[] {
  return readCsv(bytes, PRODUCT_TABLE).rows;
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
