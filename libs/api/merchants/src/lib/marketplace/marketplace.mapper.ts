import { toRupees } from '@nidra/shared/util';
import type { LedgerKind, LedgerLineDto, LedgerTotals, SettlementDto, SettlementStatus } from '@nidra/shared/contracts';

/** A ledger line as its statement reads it: money in paise, the day as text. */
export interface LedgerRow {
  id: string;
  merchant_id: string;
  order_id: string;
  item_id: string;
  invoice_number: string | null;
  date: string;
  kind: LedgerKind;
  total_paise: number;
  taxable_paise: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_paise: number;
  tds_paise: number;
  payable_paise: number;
  settlement_id: string | null;
}

/** A settlement as its statements read it. */
export interface SettlementRow {
  id: string;
  merchant_id: string;
  up_to: string;
  line_count: number;
  amount_paise: number;
  status: SettlementStatus;
  utr: string | null;
  paid_at: string | null;
  created: string;
}

export const LEDGER_SELECT = `SELECT id, merchant_id, order_id, item_id, invoice_number, date::text AS date, kind, total_paise, taxable_paise,
  commission_paise, commission_gst_paise, tcs_paise, tds_paise, payable_paise, settlement_id FROM ledger_lines`;

const AT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`;
export const SETTLEMENT_COLUMNS = `id, merchant_id, up_to::text AS up_to, line_count, amount_paise, status, utr, ${AT('paid_at')}, ${AT('created')}`;

export function toLedgerLineDto(row: LedgerRow): LedgerLineDto {
  return {
    _id: row.id,
    merchantId: row.merchant_id,
    orderId: row.order_id,
    itemId: row.item_id,
    invoiceNumber: row.invoice_number,
    date: row.date,
    kind: row.kind,
    total: toRupees(row.total_paise),
    taxableValue: toRupees(row.taxable_paise),
    commission: toRupees(row.commission_paise),
    commissionGst: toRupees(row.commission_gst_paise),
    tcs: toRupees(row.tcs_paise),
    tds: toRupees(row.tds_paise),
    payable: toRupees(row.payable_paise),
    settlementId: row.settlement_id,
  };
}

/** The lines' figures summed in paise, then written in rupees. */
export function ledgerTotals(rows: readonly LedgerRow[]): LedgerTotals {
  const sum = (pick: (row: LedgerRow) => number, of: readonly LedgerRow[] = rows) => toRupees(of.reduce((total, row) => total + pick(row), 0));
  return {
    total: sum((row) => row.total_paise),
    taxableValue: sum((row) => row.taxable_paise),
    commission: sum((row) => row.commission_paise),
    commissionGst: sum((row) => row.commission_gst_paise),
    tcs: sum((row) => row.tcs_paise),
    tds: sum((row) => row.tds_paise),
    payable: sum((row) => row.payable_paise),
    unsettled: sum((row) => row.payable_paise, rows.filter((row) => row.settlement_id === null)),
  };
}

export function toSettlementDto(row: SettlementRow): SettlementDto {
  return {
    _id: row.id,
    merchantId: row.merchant_id,
    upTo: row.up_to,
    lines: row.line_count,
    amount: toRupees(row.amount_paise),
    status: row.status,
    utr: row.utr,
    paidAt: row.paid_at,
    created: row.created,
  };
}
