import type { IrnRecord } from './gst-returns';

/** What a tax document is: a tax invoice (a seller with a GSTIN), a bill of supply (without), or a credit note. */
export type TaxDocumentType = 'tax-invoice' | 'bill-of-supply' | 'credit-note';

/** One line of a tax document; money in rupees, exact to the paisa. */
export interface TaxDocumentLine {
  description: string;
  hsn: string;
  /** The unit quantity code of the GST portal (NOS, PCS, SET …). */
  uqc: string;
  quantity: number;
  unitPrice: number;
  taxableValue: number;
  /** GST rate in percent, and each tax's own rate: CGST and SGST (or UTGST) half of it within a state, IGST all of it across states. */
  rate: number;
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cgst: number;
  /** SGST, or UTGST where `stateTax` says so. */
  sgst: number;
  igst: number;
  total: number;
}

/** Who sells on a tax document: the shop (merchantId null) or a marketplace seller. */
export interface DocumentSeller {
  name: string;
  gstin: string | null;
  address: string;
  state: string;
  stateCode: string;
  merchantId: string | null;
}

/** Who is billed: a business buyer's legal name, GSTIN, billing address and state; else the person buying. */
export interface DocumentBuyer {
  name: string;
  gstin: string | null;
  address: string;
  stateCode?: string | null;
}

export interface TaxDocumentTotals {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

/** `GET /api/order/{id}/invoice`, and each of `GET /api/order/{id}/credit-notes`. */
export interface TaxDocumentDto {
  type: TaxDocumentType;
  number: string;
  /** YYYY-MM-DD, in India. */
  date: string;
  orderId: string;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  /** Where the goods go, when a business buyer is billed at another address. */
  shipTo?: { name: string; address: string };
  placeOfSupply: { state: string; stateCode: string };
  /**
   * The state's share of GST within a state: SGST, or UTGST in a union territory without a legislature.
   * Documents issued before it was kept have none, and were SGST.
   */
  stateTax?: 'SGST' | 'UTGST';
  reverseCharge: false;
  lines: TaxDocumentLine[];
  totals: TaxDocumentTotals;
  amountInWords: string;
  /** The e-invoice's registration at the IRP, once recorded. */
  irn?: IrnRecord;
}

/** A credit note: the same shape, with its id and the number and date (YYYY-MM-DD) of the invoice it reduces. */
export interface CreditNoteDto extends TaxDocumentDto {
  type: 'credit-note';
  _id: string;
  refersTo: string;
  refersToDate: string;
}

/** One of an order's invoices, with its id (for `GET /api/invoice/{_id}.pdf`). */
export interface OrderInvoiceDto extends TaxDocumentDto {
  _id: string;
}

/** `GET /api/order/{id}/invoices`: one invoice per seller, the shop's first. */
export interface OrderInvoicesResponse {
  invoices: OrderInvoiceDto[];
}

/** `GET /api/order/{id}/invoice`: the order's tax invoice (or bill of supply), money in rupees. */
export type TaxInvoiceResponse = TaxDocumentDto;

/** `GET /api/order/{id}/credit-notes`, oldest first. */
export interface CreditNotesResponse {
  creditNotes: CreditNoteDto[];
}

export const InvoiceMessage = {
  notFound: 'No invoice found for this order.',
  creditNoteNotFound: 'No credit note found.',
} as const;
