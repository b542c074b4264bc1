import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { ProductLookup } from '@nidra/api/catalog';
import { InvoiceMessage, Role, type CreditNoteDto, type OrderInvoiceDto, type TaxDocumentDto } from '@nidra/shared/contracts';
import { served, shopFirst, toCreditNoteDto } from './issued-documents';
import { PdfRenderer } from './pdf-renderer';
import { TaxDocument } from './tax-document.entity';

/**
 * Reading issued documents, as JSON or PDF, for whoever may: an order's buyer and administrators every one of
 * it, a marketplace seller its own, a merchant whose items the shop sold for it the shop's invoice of only
 * its brand's lines. Anyone else finds none, as before the order is confirmed.
 */
@Injectable()
export class InvoiceReader {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductLookup,
    private readonly pdfs: PdfRenderer,
  ) {}

  /** The order's first invoice the caller may see (the shop's, if it sells any line) as JSON. */
  async invoice(orderId: string, caller: AuthenticatedUser): Promise<TaxDocumentDto> {
    const { invoices } = await this.documentsFor(orderId, caller);
    return served(invoices[0]);
  }

  /** Every invoice of the order the caller may see: the buyer and administrators all, a seller its own. */
  async invoices(orderId: string, caller: AuthenticatedUser): Promise<OrderInvoiceDto[]> {
    const { invoices } = await this.documentsFor(orderId, caller);
    return invoices.map((invoice) => ({ ...served(invoice), _id: invoice.id }));
  }

  async invoicePdf(orderId: string, caller: AuthenticatedUser): Promise<{ number: string; pdf: Buffer }> {
    const { invoices } = await this.documentsFor(orderId, caller);
    return { number: invoices[0].document.number, pdf: await this.pdfs.render(served(invoices[0])) };
  }

  /** One invoice by id as a PDF, for whoever may see it. */
  async invoicePdfById(id: string, caller: AuthenticatedUser): Promise<{ number: string; pdf: Buffer }> {
    const invoice = await this.em.findOne(TaxDocument, { id, type: { $ne: 'credit-note' }, number: { $ne: null } });
    if (!invoice || !(await this.maySee(invoice, caller))) throw new NotFound(InvoiceMessage.notFound);
    return { number: invoice.document.number, pdf: await this.pdfs.render(served(invoice)) };
  }

  async creditNotes(orderId: string, caller: AuthenticatedUser): Promise<CreditNoteDto[]> {
    const { invoices, notes } = await this.documentsFor(orderId, caller);
    return notes.map((note) => toCreditNoteDto(note, invoices.find((invoice) => invoice.id === note.refersTo) as TaxDocument));
  }

  async creditNotePdf(id: string, caller: AuthenticatedUser): Promise<{ number: string; pdf: Buffer }> {
    const note = await this.em.findOne(TaxDocument, { id, type: 'credit-note' });
    if (!note) throw new NotFound(InvoiceMessage.creditNoteNotFound);
    // Someone who may not see the note's invoice finds no credit note either.
    const { invoices } = await this.documentsFor(note.orderId, caller).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(InvoiceMessage.creditNoteNotFound) : error;
    });
    const invoice = invoices.find((each) => each.id === note.refersTo);
    if (!invoice) throw new NotFound(InvoiceMessage.creditNoteNotFound);
    return { number: note.document.number, pdf: await this.pdfs.render(toCreditNoteDto(note, invoice)) };
  }

  /**
   * An order's invoices and credit notes the caller may see (one statement, and one a merchant's product
   * check), the shop's invoice first; someone who may see none of its invoices finds nothing.
   */
  private async documentsFor(orderId: string, caller: AuthenticatedUser): Promise<{ invoices: TaxDocument[]; notes: TaxDocument[] }> {
    const documents = await this.em.find(TaxDocument, { orderId }, { orderBy: { created: 'asc', number: 'asc' } });
    const visible: TaxDocument[] = [];
    for (const document of documents) {
      if (document.type !== 'credit-note' && document.number && (await this.maySee(document, caller))) visible.push(document);
    }
    if (visible.length === 0) throw new NotFound(InvoiceMessage.notFound);
    const invoices = [...visible].sort(shopFirst);
    const ids = new Set(invoices.map((invoice) => invoice.id));
    return { invoices, notes: documents.filter((document) => document.type === 'credit-note' && ids.has(document.refersTo as string)) };
  }

  /**
   * The buyer and administrators read every document; a marketplace seller its own; a merchant selling
   * through the shop (before its details were complete) an invoice of the shop's whose every line is its brand's.
   */
  private async maySee(document: TaxDocument, caller: AuthenticatedUser): Promise<boolean> {
    if (caller.role === Role.Admin || document.buyerId === caller.id) return true;
    if (caller.role !== Role.Merchant || !caller.merchantId) return false;
    if (document.sellerId !== null) return document.sellerId === caller.merchantId;
    const products = document.productIds;
    if (products.length === 0 || products.some((id) => id === null)) return false;
    const own = await this.products.ownedBy(caller.merchantId, products as string[]);
    return products.every((id) => own.has(id as string));
  }
}
