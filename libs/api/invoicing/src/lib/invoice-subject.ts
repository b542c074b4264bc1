import type { LineToState } from './tax-document';

/** A line of what is invoiced: as the order sold it, with its id (a line is credited once) and product. */
export interface InvoiceLine extends LineToState {
  id: string;
  /** The catalogue's product; null once deleted. */
  productId: string | null;
  /** Who sells it: a marketplace merchant, by id, or null for the shop. */
  sellerId: string | null;
}

/** A business buyer as it asked to be billed: its legal name, GSTIN, billing address and GST state. */
export interface BusinessBuyer {
  gstin: string;
  legalName: string;
  address: string;
  stateCode: string;
}

/** Where the goods go, as the order keeps it. */
export interface InvoiceDelivery {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * What an order is invoiced for, as the order hands it over: invoicing keeps its own copy in the documents
 * it issues and never reads the order again.
 */
export interface InvoiceSubject {
  orderId: string;
  /** The buyer's account: the buyer reads their own documents. */
  buyerId: string;
  /** The name on the invoice when the order has no delivery address. */
  buyerName: string;
  /** A GSTIN given alone (the older checkout's field): the buyer named as the person, with that GSTIN. */
  buyerGstin: string | null;
  /** A business billed in its own name at its own address (bill to); the delivery address is then ship to. */
  business: BusinessBuyer | null;
  delivery: InvoiceDelivery | null;
  /** GST state codes of the seller and the place of supply when the order was placed (null: not kept then). */
  sellerStateCode: string | null;
  supplyStateCode: string | null;
  /** The lines the invoice states: those not cancelled. */
  lines: InvoiceLine[];
}

/** Why a credit note was issued. */
export type CreditReason = 'cancelled' | 'return';
