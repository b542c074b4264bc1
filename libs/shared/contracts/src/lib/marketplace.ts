/** A ledger line's kind: the item's sale once Delivered, or that sale taken back. */
export const LEDGER_KINDS = ['sale', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A settlement is due until an administrator records the bank transfer's UTR. */
export const SETTLEMENT_STATUSES = ['due', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** A bank transfer's reference: IMPS 12, NEFT 16 and RTGS 22 letters or digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
export const normalizeUtr = (utr: string) => utr.replace(/\s+/g, '').toUpperCase();

/** A month written YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * One marketplace line: a seller's item Delivered (`sale`), or taken back (`refund`, the sale's figures
 * negated). Money in rupees, exact to the paisa; `date` is the day in India it was recorded.
 */
export interface LedgerLineDto {
  _id: string;
  merchantId: string;
  orderId: string;
  itemId: string;
  /** The seller's invoice of the order (null for an order invoiced before sellers had their own series). */
  invoiceNumber: string | null;
  date: string;
  kind: LedgerKind;
  /** The line with its GST, as the buyer paid it. */
  total: number;
  taxableValue: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  /** What the seller is owed for it: total − commission − commissionGst − tcs − tds. */
  payable: number;
  /** The settlement it was paid in; null while unsettled. */
  settlementId: string | null;
}

/** The listed lines' figures summed; `unsettled` is the payable of those in no settlement yet. */
export interface LedgerTotals {
  total: number;
  taxableValue: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  payable: number;
  unsettled: number;
}

/** `GET /api/marketplace/ledger?merchant&from&to`: newest first. */
export interface LedgerResponse {
  lines: LedgerLineDto[];
  totals: LedgerTotals;
}

/** `GET /api/marketplace/ledger` query: days are YYYY-MM-DD, both included. */
export interface LedgerQuery {
  merchant?: string;
  from?: string;
  to?: string;
}

/** A payout to a seller: every line unsettled up to `upTo`, paid once with the bank's UTR. */
export interface SettlementDto {
  _id: string;
  merchantId: string;
  /** The last day (YYYY-MM-DD) whose lines it gathered. */
  upTo: string;
  /** How many ledger lines it gathered. */
  lines: number;
  /** Rupees paid to the seller: the lines' payable summed. */
  amount: number;
  status: SettlementStatus;
  utr: string | null;
  paidAt: string | null;
  created: string;
}

/** `POST /api/marketplace/settlements`. */
export interface SettlementRequest {
  merchantId: string;
  upTo: string;
}

/** `PUT /api/marketplace/settlements/{id}`: the bank transfer's reference. */
export interface SettlementPaidRequest {
  utr: string;
}

export interface SettlementResponse {
  success: true;
  message: string;
  settlement: SettlementDto;
}

/** `GET /api/marketplace/settlements?merchant`: newest first. */
export interface SettlementListResponse {
  settlements: SettlementDto[];
}

/** One seller's row of GSTR-8 table 3 for the month: values and TCS in rupees. */
export interface TcsSellerRow {
  merchantId: string;
  gstin: string;
  legalName: string;
  /** Taxable value of the month's sales. */
  grossValue: number;
  /** Taxable value of the month's refunds. */
  returnedValue: number;
  netValue: number;
  /** TCS on inter-state supplies. */
  igst: number;
  /** TCS on supplies within the seller's state, half each. */
  cgst: number;
  sgst: number;
}

export interface TcsTotals {
  grossValue: number;
  returnedValue: number;
  netValue: number;
  igst: number;
  cgst: number;
  sgst: number;
}

/** `GET /api/marketplace/tcs?month=YYYY-MM`: the operator's GSTIN and each seller's figures, by GSTIN. */
export interface TcsReportResponse {
  month: string;
  gstin: string | null;
  sellers: TcsSellerRow[];
  totals: TcsTotals;
}

export const MarketplaceMessage = {
  merchantInvalid: 'Merchant must be a merchant’s id.',
  merchantRequired: 'Merchant is required.',
  dateInvalid: (field: string) => `${field} must be a date written YYYY-MM-DD.`,
  rangeInvalid: 'From must not be after To.',
  monthInvalid: 'Month must be written YYYY-MM.',
  nothingToSettle: 'There is nothing unsettled for this merchant up to that date.',
  notPositive: 'What is unsettled up to that date does not come to a payment: the refunds outweigh the sales. It is taken from the next settlement.',
  utrRequired: 'UTR is required.',
  utrInvalid: 'UTR must be the bank transfer’s reference: 12 to 22 letters or digits.',
  utrTaken: 'That UTR is recorded against another settlement already.',
  alreadyPaid: 'This settlement is paid already; a paid settlement is never changed.',
  settlementNotFound: 'No settlement found.',
  settled: (count: number) => `Settlement made of ${count} ${count === 1 ? 'line' : 'lines'}.`,
  paid: 'Settlement marked paid.',
  empty: 'No ledger lines yet.',
  noSettlements: 'No settlements yet.',
} as const;
