export { InvoicingModule, INVOICING_ENTITIES } from './lib/invoicing.module';
export { INVOICING_CONTEXT } from './lib/invoicing.context';
export { InvoicesService, INVOICE_ATTACHMENT, type DraftInvoice } from './lib/invoices.service';
export { pdfName } from './lib/issued-documents';
export type { CreditReason, InvoiceDelivery, InvoiceLine, InvoiceSubject } from './lib/invoice-subject';
export { financialYear, lineTax, type LineTax } from './lib/gst';
export { TaxDocument } from './lib/tax-document.entity';
