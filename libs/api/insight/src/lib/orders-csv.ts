import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ORDERS_CSV_HEADER } from '@nidra/shared/contracts';
import type { SoldLine } from '@nidra/api/ordering';
import { spreadsheetSafe } from '@nidra/shared/util';

/** Paise as rupees with two decimals. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * One order line as a row of the orders export, in the header's order. Text a seller or buyer typed (a
 * sku, a product's name, a size) that a spreadsheet would run as a formula is marked as text.
 */
export function ordersCsvRow(line: SoldLine & { sku: string }): Record<(typeof ORDERS_CSV_HEADER)[number], string | number> {
  return {
    orderId: line.orderId,
    date: line.day,
    status: line.status,
    sku: spreadsheetSafe(line.sku),
    product: spreadsheetSafe(line.productName),
    size: spreadsheetSafe(line.size ?? ''),
    quantity: line.quantity,
    totalPrice: rupees(line.totalPaise),
    tax: rupees(line.taxPaise),
    totalWithTax: rupees(line.totalPaise + line.taxPaise),
    paymentMethod: line.paymentMethod,
    paymentStatus: line.paymentStatus,
    pincode: line.pincode ?? '',
    state: line.state ?? '',
  };
}

/**
 * The export as RFC 4180 text (CRLF line ends, quoted where needed), written as the lines come and as
 * fast as the client reads; a failure half way ends the stream with the error.
 */
export function ordersCsv(lines: AsyncIterable<SoldLine & { sku: string }>): Readable {
  const csv = stringify({ header: true, columns: [...ORDERS_CSV_HEADER], record_delimiter: 'windows' });
  void (async () => {
    try {
      for await (const line of lines) {
        if (csv.destroyed) return;
        // A client gone away closes the stream: stop reading then.
        if (!csv.write(ordersCsvRow(line))) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}
