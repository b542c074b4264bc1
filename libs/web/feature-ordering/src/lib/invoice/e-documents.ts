import { EDocumentMessage, EWAY_BILL_ABOVE, IRN_PATTERN, Role, type IrnRecord, type OrderInvoiceDto } from '@nidra/shared/contracts';
import { lineDescription } from '@nidra/shared/util';

/** Administrators, and the marketplace seller for its own documents, make their e-invoice and e-way bill. */
export function handlesEDocuments(user: { role: Role; merchant: string | null } | undefined, invoice: Pick<OrderInvoiceDto, 'seller'>): boolean {
  if (!user) return false;
  if (user.role === Role.Admin) return true;
  return user.role === Role.Merchant && !!user.merchant && invoice.seller.merchantId === user.merchant;
}

/** An e-invoice is for a tax invoice to a registered business. */
export const takesEInvoice = (invoice: Pick<OrderInvoiceDto, 'type' | 'buyer'>) => invoice.type === 'tax-invoice' && !!invoice.buyer.gstin;

/** A consignment worth more than ₹50,000 travels with an e-way bill. */
export const needsEwayBill = (invoice: Pick<OrderInvoiceDto, 'totals'>) => invoice.totals.total > EWAY_BILL_ABOVE;

/** The JSON's file: the document's number with each "/" made "-", and what it is for. */
export const eDocumentFileName = (documentNumber: string, kind: 'einvoice' | 'eway-bill') => `${documentNumber.replace(/\//g, '-')}-${kind}.json`;

/** The IRP's answer as typed, each field checked with the server's message. */
export function irnErrors(values: IrnRecord): Partial<Record<keyof IrnRecord, string>> {
  const errors: Partial<Record<keyof IrnRecord, string>> = {};
  if (!IRN_PATTERN.test(values.irn.trim())) errors.irn = EDocumentMessage.irnInvalid;
  if (!values.ackNo.trim()) errors.ackNo = EDocumentMessage.ackNoRequired;
  if (!values.ackDate.trim()) errors.ackDate = EDocumentMessage.ackDateRequired;
  if (!values.signedQrCode.trim()) errors.signedQrCode = EDocumentMessage.qrRequired;
  return errors;
}

/**
 * The tax invoices that bill these order items: each line of an invoice states an item as its description
 * (product, size, thickness), the only link an order's invoice list gives.
 */
export function invoicesOfItems(
  items: ReadonlyArray<{ product: { name: string }; size: string | null; thickness: number | null }>,
  invoices: readonly OrderInvoiceDto[],
): OrderInvoiceDto[] {
  const described = new Set(items.map((item) => lineDescription({ productName: item.product.name, sizeLabel: item.size, thickness: item.thickness })));
  return invoices.filter((invoice) => invoice.type === 'tax-invoice' && invoice.lines.some((line) => described.has(line.description)));
}
