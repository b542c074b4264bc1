import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, sqlArray, sqlList } from '@nidra/api/core';
import { indianToday } from '@nidra/shared/contracts';
import { SellerDirectory } from '../business/seller-directory';
import { saleFigures } from './ledger-figures';

/** A seller's item that became Delivered, as ordering knows it. Money in paise. */
export interface LedgerSale {
  merchantId: string;
  orderId: string;
  itemId: string;
  invoiceNumber: string | null;
  /** The line with its GST. */
  totalPaise: number;
  taxablePaise: number;
  /** The place of supply's GST state code. */
  supplyStateCode: string;
  /** The seller's state as the order kept it: for a seller whose details are no longer complete. */
  sellerStateCode: string | null;
}

const COLUMNS = `id, merchant_id, order_id, item_id, invoice_number, date, kind, total_paise, taxable_paise, commission_paise,
  commission_gst_paise, tcs_paise, tds_paise, payable_paise, supply_state_code, seller_state_code`;

/**
 * The marketplace's ledger as the order lifecycle writes it, in the lifecycle's transaction: a sale line per
 * seller's item Delivered and, when such an item is refunded or cancelled after, its sale taken back. Each is
 * recorded once per item, however often the move is made or reported.
 */
@Injectable()
export class MarketplaceLedger {
  constructor(
    private readonly config: AppConfig,
    private readonly sellers: SellerDirectory,
  ) {}

  /** Sale lines, at the seller's commission rate and the configured TCS and TDS rates. */
  async recordSales(em: EntityManager, sales: readonly LedgerSale[], at: Date): Promise<void> {
    if (sales.length === 0) return;
    const sellers = await this.sellers.sellers(sales.map((sale) => sale.merchantId));
    const date = indianToday(at);
    const values = sales.flatMap((sale) => {
      const seller = sellers.get(sale.merchantId);
      const rates = { commission: seller?.commissionRate ?? this.config.commissionRate, tcs: this.config.tcsRate, tds: this.config.tdsRate };
      const f = saleFigures(sale.totalPaise, sale.taxablePaise, rates);
      return [
        randomUUID(), sale.merchantId, sale.orderId, sale.itemId, sale.invoiceNumber, date, 'sale',
        f.total, f.taxableValue, f.commission, f.commissionGst, f.tcs, f.tds, f.payable,
        sale.supplyStateCode, seller?.stateCode ?? sale.sellerStateCode ?? sale.supplyStateCode,
      ];
    });
    await em.execute(
      `INSERT INTO ledger_lines (${COLUMNS}) VALUES ${sqlList(sales.length, `(${sqlList(16)})`)}
       ON CONFLICT (item_id, kind) DO NOTHING`,
      values,
    );
  }

  /** Refund lines: each of these items' sale, if it had one, taken back with its figures negated. */
  async recordRefunds(em: EntityManager, itemIds: readonly string[], at: Date): Promise<void> {
    if (itemIds.length === 0) return;
    await em.execute(
      `INSERT INTO ledger_lines (${COLUMNS})
       SELECT gen_random_uuid(), merchant_id, order_id, item_id, invoice_number, ?::date, 'refund', -total_paise, -taxable_paise,
         -commission_paise, -commission_gst_paise, -tcs_paise, -tds_paise, -payable_paise, supply_state_code, seller_state_code
       FROM ledger_lines WHERE kind = 'sale' AND item_id = ANY(?::uuid[])
       ON CONFLICT (item_id, kind) DO NOTHING`,
      [indianToday(at), sqlArray([...itemIds])],
    );
  }
}
