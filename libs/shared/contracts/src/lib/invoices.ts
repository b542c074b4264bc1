/** What a tax document is: a tax invoice (a seller with a GSTIN), a bill of supply (without), or a credit note. */
export type TaxDocumentType = 'tax-invoice' | 'bill-of-supply' | 'credit-note';

/** One line of a tax document; money in rupees, exact to the paisa. */
export interface TaxDocumentLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPrice: number;
  taxableValue: number;
  /** GST rate in percent. */
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
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
  seller: { name: string; gstin: string | null; address: string; state: string; stateCode: string };
  buyer: { name: string; gstin: string | null; address: string };
  placeOfSupply: { state: string; stateCode: string };
  reverseCharge: false;
  lines: TaxDocumentLine[];
  totals: TaxDocumentTotals;
  amountInWords: string;
}

/** A credit note: the same shape, with its id and the number of the invoice it reduces. */
export interface CreditNoteDto extends TaxDocumentDto {
  type: 'credit-note';
  _id: string;
  refersTo: string;
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
