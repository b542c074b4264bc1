import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@nidra/api/core';
import { sqlArray } from '@nidra/api/core';
import { VARIANT_CSV_COLUMNS } from '@nidra/shared/contracts';
import { SIZE_LABELS, spreadsheetSafe } from '@nidra/shared/util';
import { isAdmin, managedMerchantId } from '../../../catalog-access';
import { csvFlag, writeCsv } from '../../csv/csv-table';

interface ExportRow {
  product_sku: string;
  sku: string;
  size_label: string | null;
  thickness: number | null;
  price_paise: number;
  quantity: number;
  is_active: boolean;
}

/**
 * The variants of the products a caller manages as CSV (RFC 4180, CRLF), by product sku, then in the size
 * table's order; one statement whatever their number. Each variant's quantity is its own once its product
 * keeps stock by size, else the pool they share.
 */
@Injectable()
export class VariantExportService {
  constructor(private readonly em: EntityManager) {}

  async csv(caller: AuthenticatedUser): Promise<string> {
    const admin = isAdmin(caller);
    const rows = await this.em.execute<ExportRow[]>(
      `SELECT p.sku AS product_sku, v.sku, v.size_label, v.thickness, v.price_paise::float8 AS price_paise,
              CASE WHEN p.stock_by_size THEN v.quantity ELSE p.quantity END AS quantity, v.is_active
         FROM product_variants v JOIN products p ON p.id = v.product_id
        ${admin ? '' : 'JOIN brands b ON b.id = p.brand_id AND b.merchant_id = ?'}
        ORDER BY p.sku, array_position(?::varchar[], v.size_label) NULLS FIRST, v.thickness NULLS FIRST, v.sku`,
      [...(admin ? [] : [managedMerchantId(caller) ?? '00000000-0000-0000-0000-000000000000']), sqlArray(SIZE_LABELS)],
    );
    const records = rows.map((row) => [
      spreadsheetSafe(row.product_sku),
      spreadsheetSafe(row.sku),
      row.size_label ?? '',
      row.thickness === null ? '' : String(row.thickness),
      String(row.price_paise / 100),
      String(row.quantity),
      csvFlag(row.is_active),
    ]);
    return writeCsv(VARIANT_CSV_COLUMNS, records);
  }
}
