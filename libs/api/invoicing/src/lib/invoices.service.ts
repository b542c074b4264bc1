import { helper } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig, MailService, NotFound, sqlArray, type AuthenticatedUser } from '@nidra/api/core';
import { ProductLookup } from '@nidra/api/catalog';
import { gstStateByCode, indianToday, InvoiceMessage, Role, type CreditNoteDto, type TaxDocumentDto } from '@nidra/shared/contracts';
import { documentNumber, financialYear } from './gst';
import type { CreditReason, InvoiceLine, InvoiceSubject } from './invoice-subject';
import { PdfRenderer } from './pdf-renderer';
import { stateDocument, type DocumentParties } from './tax-document';
import { TaxDocument } from './tax-document.entity';

/** The series' prefixes: invoices (and bills of supply) run in one series, credit notes in their own. */
const INVOICE_PREFIX = 'NID';
const CREDIT_NOTE_PREFIX = 'NCN';

/** The confirmation email's attachment: the order's invoice as a PDF, made from the invoice as issued. */
export const INVOICE_ATTACHMENT = 'invoice';

/** An invoice drafted in a transaction and not numbered yet, as its caller holds it until `number`. */
export interface DraftInvoice {
  readonly id: string;
}

/** What the outbox keeps of an invoice attachment. */
export interface InvoiceAttachment {
  documentId: string;
}

/**
 * Tax invoices and credit notes. An order is invoiced once, when it is confirmed, in the transaction that
 * confirms it; a line cancelled or refunded after that gets a credit note. Numbers run on within each
 * financial year without gaps: they are taken from a counter row locked until the transaction ends, so a
 * confirmation that fails gives its number back and concurrent ones wait their turn. What is invoiced comes
 * as an `InvoiceSubject`: the documents keep their own copy of it, buyer and products included, so reading
 * one needs no order.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly products: ProductLookup,
    private readonly mail: MailService,
    private readonly pdfs: PdfRenderer,
  ) {}

  onModuleInit(): void {
    this.mail.attachmentSource(INVOICE_ATTACHMENT, async (data) => {
      // The statement names the outbox, as every statement of a delivery round does.
      const [row] = await this.em
        .fork()
        .execute<Array<{ document: TaxDocumentDto }>>('SELECT document FROM tax_documents WHERE id = ? /* attachment of a mail_outbox email */', [
          (data as InvoiceAttachment).documentId,
        ]);
      if (!row?.document.number) throw new Error('The invoice to attach is not issued');
      return { filename: pdfName(row.document.number), contentType: 'application/pdf', content: await this.pdfs.render(row.document) };
    });
  }

  /** Issues the order's invoice now, in the caller's transaction; an invoiced order keeps its own. */
  async issue(em: EntityManager, subject: InvoiceSubject, at = new Date()): Promise<{ number: string | null }> {
    const issued = await em.findOne(TaxDocument, { orderId: subject.orderId, type: { $ne: 'credit-note' } });
    if (issued) return issued;
    const invoice = this.draft(em, subject, at);
    await em.flush();
    return { number: await this.number(em, invoice, at) };
  }

  /**
   * The order's invoice, written with the caller's next flush but not numbered yet: `number` gives it its
   * number as the last statement of the confirming transaction, so that concurrent confirmations wait for
   * each other's number only for that statement and the commit.
   */
  draft(em: EntityManager, subject: InvoiceSubject, at = new Date()): DraftInvoice {
    const parties = this.parties(subject, at);
    const document = stateDocument(parties, subject.lines);
    return em.create(TaxDocument, {
      orderId: subject.orderId,
      buyerId: subject.buyerId,
      productIds: subject.lines.map((line) => line.productId),
      type: parties.type,
      number: null,
      issuedOn: document.date,
      document,
    });
  }

  /**
   * Numbers a flushed draft, in one statement: the next number of its series and financial year (the
   * counter row stays locked until the transaction ends, so numbers run on without gaps), written into the
   * document.
   */
  async number(em: EntityManager, draft: DraftInvoice, at = new Date()): Promise<string> {
    const invoice = draft as TaxDocument;
    const prefix = `${INVOICE_PREFIX}/${financialYear(at)}`;
    const [row] = await em.execute<Array<{ last: number }>>(
      `WITH counted AS (
         INSERT INTO document_counters (series, last) VALUES (?, 1)
         ON CONFLICT (series) DO UPDATE SET last = document_counters.last + 1 RETURNING last
       )
       UPDATE tax_documents d SET number = ?::text || '/' || lpad(counted.last::text, 6, '0'),
              document = jsonb_set(d.document, '{number}', to_jsonb(?::text || '/' || lpad(counted.last::text, 6, '0')))
         FROM counted WHERE d.id = ? RETURNING counted.last`,
      [prefix, prefix, prefix, invoice.id],
    );
    const number = documentNumber(INVOICE_PREFIX, financialYear(at), row.last);
    // What the statement wrote, held as written: the transaction's closing flush has nothing to add.
    invoice.number = number;
    invoice.document = { ...invoice.document, number };
    helper(invoice).__originalEntityData = em.getComparator().prepareEntity(invoice as object);
    return number;
  }

  /** The invoice numbers of these orders (one statement); an order not invoiced has none. */
  async numbersOf(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ order_id: string; number: string | null }>>(
      `SELECT order_id, number FROM tax_documents WHERE order_id = ANY(?::uuid[]) AND type <> 'credit-note'`,
      [sqlArray(orderIds)],
    );
    return new Map(rows.filter((row) => row.number).map((row) => [row.order_id, row.number as string]));
  }

  /** Which of these lines no credit note has given back yet; all of them on an order never invoiced. */
  async uncredited<Line extends { id: string }>(em: EntityManager, orderId: string, lines: Line[]): Promise<Line[]> {
    const documents = await em.find(TaxDocument, { orderId }, { fields: ['type', 'itemIds'] });
    if (!documents.some((document) => document.type !== 'credit-note')) return lines;
    const credited = new Set(documents.flatMap((document) => document.itemIds));
    return lines.filter((line) => !credited.has(line.id));
  }

  /**
   * A credit note giving back these lines' value and tax, against the order's invoice; null when the order
   * was never invoiced or every line was credited already. In the caller's transaction, the order locked,
   * and last in it: its number's series stays locked until the commit.
   */
  async creditNote(em: EntityManager, orderId: string, lines: InvoiceLine[], reason: CreditReason, at = new Date()): Promise<{ number: string | null } | null> {
    const documents = await em.find(TaxDocument, { orderId }, { orderBy: { created: 'asc' } });
    const invoice = documents.find((document) => document.type !== 'credit-note');
    if (!invoice) return null;
    const credited = new Set(documents.flatMap((document) => document.itemIds));
    const fresh = lines.filter((line) => !credited.has(line.id));
    if (fresh.length === 0) return null;

    const year = financialYear(at);
    const number = documentNumber(CREDIT_NOTE_PREFIX, year, await this.next(em, `${CREDIT_NOTE_PREFIX}/${year}`));
    // The buyer, seller and place of supply are the invoice's: the note corrects that document.
    const issued = invoice.document;
    const document = stateDocument(
      {
        type: 'credit-note',
        number,
        date: indianToday(at),
        orderId,
        seller: issued.seller,
        buyer: issued.buyer,
        placeOfSupply: issued.placeOfSupply,
        withoutTax: issued.type === 'bill-of-supply',
      },
      fresh,
    );
    const note = em.create(TaxDocument, {
      orderId,
      buyerId: invoice.buyerId,
      productIds: invoice.productIds,
      type: 'credit-note',
      number,
      issuedOn: document.date,
      refersTo: invoice.id,
      itemIds: fresh.map((line) => line.id),
      document: { ...document, reason } as TaxDocumentDto,
    });
    await em.flush();
    return note;
  }

  /** The order's invoice as JSON, for whoever may see it. */
  async invoice(orderId: string, caller: AuthenticatedUser): Promise<TaxDocumentDto> {
    const { invoice } = await this.documentsFor(orderId, caller);
    return invoice.document;
  }

  async invoicePdf(orderId: string, caller: AuthenticatedUser): Promise<{ number: string; pdf: Buffer }> {
    const { invoice } = await this.documentsFor(orderId, caller);
    return { number: invoice.document.number, pdf: await this.pdfs.render(invoice.document) };
  }

  async creditNotes(orderId: string, caller: AuthenticatedUser): Promise<CreditNoteDto[]> {
    const { invoice, notes } = await this.documentsFor(orderId, caller);
    return notes.map((note) => toCreditNoteDto(note, invoice.document.number));
  }

  async creditNotePdf(id: string, caller: AuthenticatedUser): Promise<{ number: string; pdf: Buffer }> {
    const note = await this.em.findOne(TaxDocument, { id, type: 'credit-note' });
    if (!note) throw new NotFound(InvoiceMessage.creditNoteNotFound);
    // Someone who may not see the order finds no credit note either.
    const { invoice } = await this.documentsFor(note.orderId, caller).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(InvoiceMessage.creditNoteNotFound) : error;
    });
    return { number: note.document.number, pdf: await this.pdfs.render(toCreditNoteDto(note, invoice.document.number)) };
  }

  /**
   * An order's invoice and credit notes (one statement), for its buyer, an administrator, or the merchant
   * whose brand every line of it is; anyone else finds none.
   */
  private async documentsFor(orderId: string, caller: AuthenticatedUser): Promise<{ invoice: TaxDocument; notes: TaxDocument[] }> {
    const documents = await this.em.find(TaxDocument, { orderId }, { orderBy: { created: 'asc', number: 'asc' } });
    const invoice = documents.find((document) => document.type !== 'credit-note');
    if (!invoice?.number || !(await this.maySee(invoice, caller))) throw new NotFound(InvoiceMessage.notFound);
    return { invoice, notes: documents.filter((document) => document.type === 'credit-note') };
  }

  private async maySee(invoice: TaxDocument, caller: AuthenticatedUser): Promise<boolean> {
    if (caller.role === Role.Admin || invoice.buyerId === caller.id) return true;
    if (caller.role !== Role.Merchant || !caller.merchantId) return false;
    const products = invoice.productIds;
    if (products.length === 0 || products.some((id) => id === null)) return false;
    const own = await this.products.ownedBy(caller.merchantId, products as string[]);
    return products.every((id) => own.has(id as string));
  }

  /** The next number of a series, in the caller's transaction (the counter row stays locked until it ends). */
  private async next(em: EntityManager, series: string): Promise<number> {
    const [row] = await em.execute<Array<{ last: number }>>(
      `INSERT INTO document_counters (series, last) VALUES (?, 1)
       ON CONFLICT (series) DO UPDATE SET last = document_counters.last + 1 RETURNING last`,
      [series],
    );
    return row.last;
  }

  /** Who sells to whom, and where: the seller from the shop's settings, the buyer and place from the order. */
  private parties(subject: InvoiceSubject, at: Date): DocumentParties {
    const sellerCode = subject.sellerStateCode ?? this.config.shopState;
    const supplyCode = subject.supplyStateCode ?? sellerCode;
    const stateName = (code: string) => gstStateByCode(code)?.name ?? code;
    const delivery = subject.delivery;
    return {
      type: this.config.shopGstin ? 'tax-invoice' : 'bill-of-supply',
      withoutTax: !this.config.shopGstin,
      // Numbered last, by `number`.
      number: '',
      date: indianToday(at),
      orderId: subject.orderId,
      seller: {
        name: this.config.shopLegalName ?? 'Nidra',
        gstin: this.config.shopGstin ?? null,
        address: this.config.shopAddress ?? '',
        state: stateName(sellerCode),
        stateCode: sellerCode,
      },
      buyer: {
        name: delivery?.name ?? subject.buyerName,
        gstin: subject.buyerGstin,
        address: delivery ? `${delivery.address}, ${delivery.city}, ${delivery.state} ${delivery.pincode}` : '',
      },
      placeOfSupply: { state: stateName(supplyCode), stateCode: supplyCode },
    };
  }
}

/** A document's file name: its number with / as - ("NID/26-27/000001" → NID-26-27-000001.pdf). */
export function pdfName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}

function toCreditNoteDto(note: TaxDocument, invoiceNumber: string): CreditNoteDto {
  return { ...note.document, type: 'credit-note', _id: note.id, refersTo: invoiceNumber };
}
