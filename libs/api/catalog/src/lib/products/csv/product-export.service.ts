import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@nidra/api/core';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/contracts';
import { spreadsheetSafe } from '@nidra/shared/util';
import { isAdmin, managedMerchantId } from '../../catalog-access';
import { csvFlag, writeCsv } from './csv-table';
import type { ProductCsvColumns } from './product-csv-file';

type ExportRow = ProductCsvColumns & { brand: string | null };

/**
 * The products a caller manages as CSV (RFC 4180, CRLF), by sku; one statement whatever their number.
 * Texts that would start a spreadsheet formula are marked as text (the import takes the mark off).
 */
@Injectable()
export class ProductExportService {
  constructor(private readonly em: EntityManager) {}

  async csv(caller: AuthenticatedUser): Promise<string> {
    const admin = isAdmin(caller);
    const rows = await this.em.execute<ExportRow[]>(
      `SELECT p.sku, p.name, p.description, p.price_paise, p.quantity, p.taxable, b.slug AS brand, p.hsn, p.gst_rate, p.is_active
         FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        ${admin ? '' : 'WHERE b.merchant_id = ?'}
        ORDER BY p.sku`,
      admin ? [] : [managedMerchantId(caller) ?? '00000000-0000-0000-0000-000000000000'],
    );
    const records = rows.map((row) => [
      spreadsheetSafe(row.sku),
      spreadsheetSafe(row.name),
      spreadsheetSafe(row.description),
      String(row.price_paise / 100),
      String(row.quantity),
      csvFlag(row.taxable),
      row.brand ?? '',
      row.hsn,
      row.gst_rate === null ? '' : String(row.gst_rate),
      csvFlag(row.is_active),
    ]);
    return writeCsv(PRODUCT_CSV_COLUMNS, records);
  }
}
