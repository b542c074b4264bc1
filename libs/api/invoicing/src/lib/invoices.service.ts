import { helper } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig, MailService, sqlArray } from '@nidra/api/core';
import { SellerDirectory, type Seller } from '@nidra/api/merchants';
import { indianToday, type TaxDocumentDto } from '@nidra/shared/contracts';
import { documentNumber, financialYear, numberWidth } from './gst';
import type { CreditReason, InvoiceLine, InvoiceSubject } from './invoice-subject';
import { PdfRenderer } from './pdf-renderer';
import { stateDocument } from './tax-document';
import { partiesOf, sellerParty, shopParty, SHOP_INVOICES } from './document-parties';
import { firstInvoice, pdfName, shopFirst } from './issued-documents';
import { TaxDocument } from './tax-document.entity';

/** The shop's credit notes run in a series of their own. */
const SHOP_CREDIT_NOTES = 'NCN';

/** A seller's credit notes run in a series of their own: its invoice prefix and C. */
const creditSeriesOf = (invoicePrefix: string) => (invoicePrefix === SHOP_INVOICES ? SHOP_CREDIT_NOTES : `${invoicePrefix}C`);

/** The confirmation email's attachment: the order's invoice as a PDF, made from the invoice as issued. */
export const INVOICE_ATTACHMENT = 'invoice';

/** An order's invoices drafted in a transaction and not numbered yet, as its caller holds them until `number`. */
export interface DraftInvoice {
  /** The invoices' ids, one per seller of the order's lines, the shop's first: what the confirmation attaches. */
  readonly ids: readonly string[];
}

/** The drafts as this service keeps them, each with the prefix of its series. */
class Drafts implements DraftInvoice {
  constructor(readonly documents: Array<{ document: TaxDocument; prefix: string }>) {}

  get ids(): string[] {
    return [...this.documents].map((drafted) => drafted.document).sort(shopFirst).map((document) => document.id);
  }
}

/** What the outbox keeps of an invoice attachment. */
export interface InvoiceAttachment {
  documentId: string;
}

/**
 * Tax invoices and credit notes. An order is invoiced once, when it is confirmed, in the transaction that
 * confirms it: one invoice per seller of its lines (the shop for its own brands, each marketplace seller for
 * its items), each in that seller's series and taxed by that seller's state against the place of supply. A
 * line cancelled or refunded after that gets a credit note from its invoice's seller. Numbers run on within
 * each series and financial year without gaps: they are taken from a counter row locked until the
 * transaction ends, so a confirmation that fails gives its numbers back and concurrent ones wait their turn
 * (series locked in name order, so two never wait for each other). What is invoiced comes as an
 * `InvoiceSubject`: the documents keep their own copy of it, so reading one needs no order.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly sellers: SellerDirectory,
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

  /** Issues the order's invoices now, in the caller's transaction; an invoiced order keeps its own. */
  async issue(em: EntityManager, subject: InvoiceSubject, at = new Date()): Promise<{ number: string | null }> {
    const issued = await em.find(TaxDocument, { orderId: subject.orderId, type: { $ne: 'credit-note' } });
    if (issued.length > 0) return firstInvoice(issued) as TaxDocument;
    const drafts = await this.draft(em, subject, at);
    await em.flush();
    return { number: await this.number(em, drafts, at) };
  }

  /**
   * The order's invoices, one per seller, written with the caller's next flush but not numbered yet:
   * `number` gives them their numbers as the last statements of the confirming transaction, so concurrent
   * confirmations wait for each other's numbers only for those statements and the commit. A merchant whose
   * details are no longer complete is not a seller: its lines are the shop's.
   */
  async draft(em: EntityManager, subject: InvoiceSubject, at = new Date()): Promise<DraftInvoice> {
    const merchantIds = [...new Set(subject.lines.map((line) => line.sellerId).filter((id): id is string => id !== null))];
    const sellers = merchantIds.length > 0 && this.config.shopGstin ? await this.sellers.sellers(merchantIds) : new Map<string, Seller>();
    const groups = new Map<string | null, InvoiceLine[]>();
    for (const line of subject.lines) {
      const seller = line.sellerId !== null && sellers.has(line.sellerId) ? line.sellerId : null;
      groups.set(seller, [...(groups.get(seller) ?? []), line]);
    }
    const documents = [...groups].map(([merchantId, lines]) => {
      const seller = merchantId === null ? shopParty(this.config) : sellerParty(sellers.get(merchantId) as Seller);
      const parties = partiesOf(subject, seller, at);
      const document = stateDocument(parties, lines);
      return {
        prefix: seller.prefix,
        document: em.create(TaxDocument, {
          orderId: subject.orderId,
          sellerId: merchantId,
          buyerId: subject.buyerId,
          productIds: lines.map((line) => line.productId),
          type: parties.type,
          number: null,
          issuedOn: document.date,
          // The lines it states: a credit note for one of them is issued against this invoice.
          itemIds: lines.map((line) => line.id),
          document,
        }),
      };
    });
    return new Drafts(documents);
  }

  /**
   * Numbers flushed drafts, a statement each, in the order of their series' names: the next number of the
   * series and financial year (the counter row stays locked until the transaction ends, so numbers run on
   * without gaps), written into the document. Answers the order's first invoice's number (the shop's).
   */
  async number(em: EntityManager, draft: DraftInvoice, at = new Date()): Promise<string> {
    const { documents } = draft as Drafts;
    const year = financialYear(at);
    for (const { document: invoice, prefix } of [...documents].sort((a, b) => a.prefix.localeCompare(b.prefix))) {
      const series = `${prefix}/${year}`;
      const [row] = await em.execute<Array<{ last: number }>>(
        `WITH counted AS (
           INSERT INTO document_counters (series, last) VALUES (?, 1)
           ON CONFLICT (series) DO UPDATE SET last = document_counters.last + 1 RETURNING last
         )
         UPDATE tax_documents d SET number = ?::text || '/' || lpad(counted.last::text, ?, '0'),
                document = jsonb_set(d.document, '{number}', to_jsonb(?::text || '/' || lpad(counted.last::text, ?, '0')))
           FROM counted WHERE d.id = ? RETURNING counted.last`,
        [series, series, numberWidth(prefix), series, numberWidth(prefix), invoice.id],
      );
      const number = documentNumber(prefix, year, row.last);
      // What the statement wrote, held as written: the transaction's closing flush has nothing to add.
      invoice.number = number;
      invoice.document = { ...invoice.document, number };
      helper(invoice).__originalEntityData = em.getComparator().prepareEntity(invoice as object);
    }
    return (firstInvoice(documents.map((drafted) => drafted.document)) as TaxDocument).number as string;
  }

  /** The invoice number of each of these orders, the shop's first (one statement); an order not invoiced has none. */
  async numbersOf(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ order_id: string; number: string | null }>>(
      `SELECT DISTINCT ON (order_id) order_id, number FROM tax_documents
        WHERE order_id = ANY(?::uuid[]) AND type <> 'credit-note' AND number IS NOT NULL
        ORDER BY order_id, seller_id IS NOT NULL, number`,
      [sqlArray(orderIds)],
    );
    return new Map(rows.map((row) => [row.order_id, row.number as string]));
  }

  /** The number of the invoice stating an order's line (by its seller: null for the shop), in the caller's transaction. */
  async numberFor(em: EntityManager, orderId: string, sellerId: string | null): Promise<string | null> {
    const [row] = await em.execute<Array<{ number: string | null }>>(
      `SELECT number FROM tax_documents WHERE order_id = ? AND type <> 'credit-note' AND number IS NOT NULL
        ORDER BY seller_id IS NOT DISTINCT FROM ?::uuid DESC, seller_id IS NOT NULL, number LIMIT 1`,
      [orderId, sellerId],
    );
    return row?.number ?? null;
  }

  /** Which of these lines no credit note has given back yet; all of them on an order never invoiced. */
  async uncredited<Line extends { id: string }>(em: EntityManager, orderId: string, lines: Line[]): Promise<Line[]> {
    const documents = await em.find(TaxDocument, { orderId }, { fields: ['type', 'itemIds'] });
    if (!documents.some((document) => document.type !== 'credit-note')) return lines;
    const credited = creditedItems(documents as TaxDocument[]);
    return lines.filter((line) => !credited.has(line.id));
  }

  /**
   * Credit notes giving back these lines' value and tax, each against the invoice that stated its lines and
   * from that invoice's seller, in its credit-note series; none when the order was never invoiced or every
   * line was credited already. In the caller's transaction, the order locked, and last in it: the series
   * stay locked until the commit.
   */
  async creditNote(em: EntityManager, orderId: string, lines: InvoiceLine[], reason: CreditReason, at = new Date()): Promise<{ number: string | null } | null> {
    const documents = await em.find(TaxDocument, { orderId }, { orderBy: { created: 'asc', number: 'asc' } });
    const invoices = documents.filter((document) => document.type !== 'credit-note');
    if (invoices.length === 0) return null;
    const credited = creditedItems(documents);
    const byInvoice = new Map<TaxDocument, InvoiceLine[]>();
    for (const line of lines.filter((each) => !credited.has(each.id))) {
      const invoice = invoiceOfLine(invoices, line);
      byInvoice.set(invoice, [...(byInvoice.get(invoice) ?? []), line]);
    }
    const year = financialYear(at);
    const notes = [...byInvoice].map(([invoice, fresh]) => ({ invoice, fresh, series: creditSeriesOf(seriesPrefix(invoice)) }));
    let first: TaxDocument | null = null;
    for (const { invoice, fresh, series } of notes.sort((a, b) => a.series.localeCompare(b.series))) {
      const number = documentNumber(series, year, await this.next(em, `${series}/${year}`));
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
          shipTo: issued.shipTo,
          placeOfSupply: issued.placeOfSupply,
          withoutTax: issued.type === 'bill-of-supply',
        },
        fresh,
      );
      const note = em.create(TaxDocument, {
        orderId,
        sellerId: invoice.sellerId,
        buyerId: invoice.buyerId,
        productIds: invoice.productIds,
        type: 'credit-note',
        number,
        issuedOn: document.date,
        refersTo: invoice.id,
        itemIds: fresh.map((line) => line.id),
        document: { ...document, reason, refersTo: invoice.number, refersToDate: invoice.issuedOn } as TaxDocumentDto,
      });
      first ??= note;
    }
    await em.flush();
    return first;
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

}

/** The lines credit notes gave back already. */
function creditedItems(documents: readonly TaxDocument[]): Set<string> {
  return new Set(documents.filter((document) => document.type === 'credit-note').flatMap((document) => document.itemIds));
}

/**
 * The invoice that stated a line: the one listing it; an invoice from before invoices listed their lines is
 * the order's only one.
 */
function invoiceOfLine(invoices: readonly TaxDocument[], line: InvoiceLine): TaxDocument {
  return invoices.find((invoice) => invoice.itemIds.includes(line.id)) ?? invoices.find((invoice) => invoice.itemIds.length === 0) ?? invoices[0];
}

/** The prefix of an invoice's series: its number's first part ("ABC/26-27/000001" → ABC). */
function seriesPrefix(invoice: TaxDocument): string {
  return (invoice.number ?? SHOP_INVOICES).split('/')[0];
}
