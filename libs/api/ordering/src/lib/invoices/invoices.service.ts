import { helper } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig, MailService, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { ProductLookup } from '@nidra/api/catalog';
import { gstStateByCode, indianToday, InvoiceMessage, ItemStatus, Role, type CreditNoteDto, type TaxDocumentDto } from '@nidra/shared/contracts';
import { Order } from '../orders/order.entity';
import type { OrderItem } from '../orders/order-item.entity';
import { deliveryLines } from '../orders/order.emails';
import { documentNumber, financialYear } from './gst';
import { PdfRenderer } from './pdf-renderer';
import { stateDocument, type DocumentParties } from './tax-document';
import { TaxDocument } from './tax-document.entity';

/** The series' prefixes: invoices (and bills of supply) run in one series, credit notes in their own. */
const INVOICE_PREFIX = 'NID';
const CREDIT_NOTE_PREFIX = 'NCN';

/** The confirmation email's attachment: the order's invoice as a PDF, made from the invoice as issued. */
export const INVOICE_ATTACHMENT = 'invoice';

/** What the outbox keeps of an invoice attachment. */
export interface InvoiceAttachment {
  documentId: string;
}

/** Why a credit note was issued. */
export type CreditReason = 'cancelled' | 'return';

/**
 * Tax invoices and credit notes. An order is invoiced once, when it is confirmed, in the transaction that
 * confirms it; a line cancelled or refunded after that gets a credit note. Numbers run on within each
 * financial year without gaps: they are taken from a counter row locked until the transaction ends, so a
 * confirmation that fails gives its number back and concurrent ones wait their turn.
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

  /** Issues the order's invoice now (its items loaded, in the caller's transaction); an invoiced order keeps its own. */
  async issue(em: EntityManager, order: Order, buyerName: string, at = new Date()): Promise<TaxDocument> {
    if (order.invoiceNumber) {
      const issued = await em.findOne(TaxDocument, { order, type: { $ne: 'credit-note' } });
      if (issued) return issued;
    }
    const invoice = this.draft(em, order, buyerName, at);
    await em.flush();
    await this.number(em, invoice, at);
    return invoice;
  }

  /**
   * The order's invoice, written with the caller's next flush but not numbered yet: `number` gives it its
   * number as the last statement of the confirming transaction, so that concurrent confirmations wait for
   * each other's number only for that statement and the commit.
   */
  draft(em: EntityManager, order: Order, buyerName: string, at = new Date()): TaxDocument {
    const live = order.items.getItems().filter((item) => item.status !== ItemStatus.Cancelled);
    const parties = this.parties(order, buyerName, at);
    const document = stateDocument(parties, live);
    return em.create(TaxDocument, { order, type: parties.type, number: null, issuedOn: document.date, document });
  }

  /**
   * Numbers a flushed draft, in one statement: the next number of its series and financial year (the
   * counter row stays locked until the transaction ends, so numbers run on without gaps), written into the
   * document and onto its order.
   */
  async number(em: EntityManager, invoice: TaxDocument, at = new Date()): Promise<string> {
    const prefix = `${INVOICE_PREFIX}/${financialYear(at)}`;
    const [row] = await em.execute<Array<{ last: number }>>(
      `WITH counted AS (
         INSERT INTO document_counters (series, last) VALUES (?, 1)
         ON CONFLICT (series) DO UPDATE SET last = document_counters.last + 1 RETURNING last
       ), numbered AS (
         UPDATE tax_documents d SET number = ?::text || '/' || lpad(counted.last::text, 6, '0'),
                document = jsonb_set(d.document, '{number}', to_jsonb(?::text || '/' || lpad(counted.last::text, 6, '0')))
           FROM counted WHERE d.id = ? RETURNING d.order_id, d.number
       )
       UPDATE orders o SET invoice_number = numbered.number FROM numbered, counted WHERE o.id = numbered.order_id
       RETURNING counted.last`,
      [prefix, prefix, prefix, invoice.id],
    );
    const number = documentNumber(INVOICE_PREFIX, financialYear(at), row.last);
    // What the statement wrote, held as written: the transaction's closing flush has nothing to add.
    invoice.number = number;
    invoice.document = { ...invoice.document, number };
    invoice.order.invoiceNumber = number;
    for (const entity of [invoice, invoice.order] as object[]) helper(entity).__originalEntityData = em.getComparator().prepareEntity(entity);
    return number;
  }

  /** Which of these items no credit note has given back yet; all of them on an order never invoiced. */
  async uncredited(em: EntityManager, order: Order, items: OrderItem[]): Promise<OrderItem[]> {
    if (!order.invoiceNumber) return items;
    const notes = await em.find(TaxDocument, { order, type: 'credit-note' });
    const credited = new Set(notes.flatMap((note) => note.itemIds));
    return items.filter((item) => !credited.has(item.id));
  }

  /**
   * A credit note giving back these items' value and tax, against the order's invoice; null when the order
   * was never invoiced or every item was credited already. In the caller's transaction, the order locked,
   * and last in it: its number's series stays locked until the commit.
   */
  async creditNote(em: EntityManager, order: Order, items: OrderItem[], reason: CreditReason, at = new Date()): Promise<TaxDocument | null> {
    if (!order.invoiceNumber) return null;
    const documents = await em.find(TaxDocument, { order }, { orderBy: { created: 'asc' } });
    const invoice = documents.find((document) => document.type !== 'credit-note');
    if (!invoice) return null;
    const credited = new Set(documents.flatMap((document) => document.itemIds));
    const fresh = items.filter((item) => !credited.has(item.id));
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
        orderId: order.id,
        seller: issued.seller,
        buyer: issued.buyer,
        placeOfSupply: issued.placeOfSupply,
        withoutTax: issued.type === 'bill-of-supply',
      },
      fresh,
    );
    const note = em.create(TaxDocument, {
      order,
      type: 'credit-note',
      number,
      issuedOn: document.date,
      refersTo: invoice.id,
      itemIds: fresh.map((item) => item.id),
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
    const { invoice } = await this.documentsFor(note.order.id, caller).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(InvoiceMessage.creditNoteNotFound) : error;
    });
    return { number: note.document.number, pdf: await this.pdfs.render(toCreditNoteDto(note, invoice.document.number)) };
  }

  /**
   * An order's invoice and credit notes (one statement for the order, one for its documents), for its owner,
   * an administrator, or the merchant whose brand every line of it is; anyone else finds none.
   */
  private async documentsFor(orderId: string, caller: AuthenticatedUser): Promise<{ invoice: TaxDocument; notes: TaxDocument[] }> {
    const order = await this.em.findOne(Order, { id: orderId }, { populate: ['items'] });
    if (!order || !(await this.maySee(order, caller))) throw new NotFound(InvoiceMessage.notFound);
    const documents = await this.em.find(TaxDocument, { order }, { orderBy: { created: 'asc', number: 'asc' } });
    const invoice = documents.find((document) => document.type !== 'credit-note');
    if (!invoice) throw new NotFound(InvoiceMessage.notFound);
    return { invoice, notes: documents.filter((document) => document.type === 'credit-note') };
  }

  private async maySee(order: Order, caller: AuthenticatedUser): Promise<boolean> {
    if (caller.role === Role.Admin || order.userId === caller.id) return true;
    if (caller.role !== Role.Merchant || !caller.merchantId) return false;
    const items = order.items.getItems();
    if (items.some((item) => item.productId === null)) return false;
    const own = await this.products.ownedBy(caller.merchantId, items.map((item) => item.productId as string));
    return items.every((item) => own.has(item.productId as string));
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
  private parties(order: Order, buyerName: string, at: Date): DocumentParties {
    const sellerCode = order.sellerStateCode ?? this.config.shopState;
    const supplyCode = order.supplyStateCode ?? order.deliveryAddress?.stateCode ?? sellerCode;
    const stateName = (code: string) => gstStateByCode(code)?.name ?? code;
    const address = order.deliveryAddress;
    return {
      type: this.config.shopGstin ? 'tax-invoice' : 'bill-of-supply',
      withoutTax: !this.config.shopGstin,
      // Numbered last, by `number`.
      number: '',
      date: indianToday(at),
      orderId: order.id,
      seller: {
        name: this.config.shopLegalName ?? 'Nidra',
        gstin: this.config.shopGstin ?? null,
        address: this.config.shopAddress ?? '',
        state: stateName(sellerCode),
        stateCode: sellerCode,
      },
      buyer: {
        name: address?.name ?? buyerName,
        gstin: order.buyerGstin,
        address: address ? deliveryLines({ ...address, country: 'India' }).slice(1, 3).join(', ') : '',
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
