import type { CreditNoteDto, TaxDocumentDto } from '@nidra/shared/contracts';
import type { TaxDocument } from './tax-document.entity';

// Documents as issued, as they are ordered and served: shared by issuing and reading them.

/** The shop's invoice before the sellers', then by number. */
export function shopFirst(a: TaxDocument, b: TaxDocument): number {
  return Number(a.sellerId !== null) - Number(b.sellerId !== null) || (a.number ?? '').localeCompare(b.number ?? '');
}

export function firstInvoice(invoices: readonly TaxDocument[]): TaxDocument | undefined {
  return [...invoices].sort(shopFirst)[0];
}

/** A document's file name: its number with / as - ("NID/26-27/000001" → NID-26-27-000001.pdf). */
export function pdfName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}

/** A document as it is served: as issued, with its e-invoice registration once recorded. */
export function served(document: TaxDocument): TaxDocumentDto {
  return document.irn ? { ...document.document, irn: document.irn } : document.document;
}

/** A credit note as the API sends it: the invoice it reduces named by number and date (kept in notes issued since). */
export function toCreditNoteDto(note: TaxDocument, invoice: TaxDocument): CreditNoteDto {
  const document = served(note) as TaxDocumentDto & { refersTo?: string; refersToDate?: string };
  return {
    ...document,
    type: 'credit-note',
    _id: note.id,
    refersTo: document.refersTo ?? invoice.document.number,
    refersToDate: document.refersToDate ?? invoice.issuedOn,
  };
}
