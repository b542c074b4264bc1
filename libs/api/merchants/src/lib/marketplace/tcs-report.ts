import type { TcsReportResponse, TcsSellerRow, TcsTotals } from '@nidra/shared/contracts';
import { toRupees } from '@nidra/shared/util';
import type { Seller } from '../business/seller-directory';
import { splitIntraState } from './ledger-figures';

/** A seller's month of lines summed, in paise: refunds carry their negative figures. */
export interface TcsMonthRow {
  merchant_id: string;
  gross_paise: number;
  returned_paise: number;
  inter_tcs_paise: number;
  intra_tcs_paise: number;
}

/** The first day of the month (YYYY-MM) and of the next, for `date >= from AND date < to`. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/**
 * GSTR-8's table 3: each seller's sales and returns of the month at their taxable value, the net liable for
 * TCS, and the TCS collected on it — IGST for supplies to another state, half CGST and half SGST within the
 * seller's own; sellers by GSTIN.
 */
export function tcsReport(month: string, gstin: string | null, rows: readonly TcsMonthRow[], sellers: Map<string, Seller>): TcsReportResponse {
  const figures = rows.map((row): { merchantId: string; gstin: string; legalName: string; paise: TcsTotals } => {
    const { cgst, sgst } = splitIntraState(row.intra_tcs_paise);
    const seller = sellers.get(row.merchant_id);
    return {
      merchantId: row.merchant_id,
      gstin: seller?.gstin ?? '',
      legalName: seller?.legalName ?? '',
      paise: { grossValue: row.gross_paise, returnedValue: row.returned_paise, netValue: row.gross_paise - row.returned_paise, igst: row.inter_tcs_paise, cgst, sgst },
    };
  });
  figures.sort((a, b) => a.gstin.localeCompare(b.gstin) || a.merchantId.localeCompare(b.merchantId));
  const totals = figures.reduce((sum, { paise }) => added(sum, paise), NONE);
  return {
    month,
    gstin,
    sellers: figures.map(({ merchantId, gstin: sellerGstin, legalName, paise }): TcsSellerRow => ({ merchantId, gstin: sellerGstin, legalName, ...inRupees(paise) })),
    totals: inRupees(totals),
  };
}

const NONE: TcsTotals = { grossValue: 0, returnedValue: 0, netValue: 0, igst: 0, cgst: 0, sgst: 0 };

const added = (a: TcsTotals, b: TcsTotals): TcsTotals => ({
  grossValue: a.grossValue + b.grossValue,
  returnedValue: a.returnedValue + b.returnedValue,
  netValue: a.netValue + b.netValue,
  igst: a.igst + b.igst,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
});

const inRupees = (paise: TcsTotals): TcsTotals => ({
  grossValue: toRupees(paise.grossValue),
  returnedValue: toRupees(paise.returnedValue),
  netValue: toRupees(paise.netValue),
  igst: toRupees(paise.igst),
  cgst: toRupees(paise.cgst),
  sgst: toRupees(paise.sgst),
});
