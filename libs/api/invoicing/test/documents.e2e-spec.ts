import { randomUUID } from 'node:crypto';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';
import { InvoiceMessage, type CreditNoteDto, type TaxDocumentDto } from '@nidra/shared/contracts';
import { financialYear, InvoicesService, INVOICING_CONTEXT, type InvoiceLine, type InvoiceSubject } from '../src';

// Invoicing on its own: a database with its tables and the catalogue's, and no orders at all. What an
// order hands over is all the documents need, to be issued, credited and read by whoever may.

const SELLER = { SHOP_GSTIN: '29AABCN1234A1Z2', SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited', SHOP_ADDRESS: '80 Feet Road, Bengaluru 560034' };

const line = (fields: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id: randomUUID(),
  productId: randomUUID(),
  sellerId: null,
  productName: 'Cloud Pillow',
  sizeLabel: null,
  hsn: '9404',
  quantity: 2,
  unitPaise: 100_000,
  totalPaise: 200_000,
  taxPaise: 36_000,
  gstRate: 18,
  ...fields,
});

describe('tax documents, with no orders in the database', () => {
  const t = useTestApp({ contexts: [INVOICING_CONTEXT], env: { ...SELLER, SHOP_STATE: '29' } });
  beforeEach(() => t.reset());
  const year = financialYear(new Date());

  async function issued(subject: Partial<InvoiceSubject> & { buyerId: string }) {
    const whole: InvoiceSubject = {
      orderId: randomUUID(),
      buyerName: 'Asha',
      buyerGstin: null,
      business: null,
      delivery: { name: 'Asha Rao', address: '12, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560041' },
      sellerStateCode: '29',
      supplyStateCode: '07',
      lines: [line()],
      ...subject,
    };
    const invoices = t.app.get(InvoicesService);
    const document = await t.orm.em.fork().transactional((em) => invoices.issue(em, whole));
    return { subject: whole, document };
  }

  it('issues, numbers and reads an invoice from what it was handed, taxed by the place of supply', async () => {
    const buyer = await createUser(t);
    const { subject } = await issued({ buyerId: buyer.user.id });
    const invoice: TaxDocumentDto = (await t.http().get(`/api/order/${subject.orderId}/invoice`).set('authorization', buyer.token).expect(200)).body;
    expect(invoice).toEqual(expect.objectContaining({
      type: 'tax-invoice',
      number: `NID/${year}/000001`,
      orderId: subject.orderId,
      buyer: { name: 'Asha Rao', gstin: null, address: '12, 4th Cross, Jayanagar, Bengaluru, Karnataka 560041', stateCode: null },
      placeOfSupply: { state: 'Delhi', stateCode: '07' },
    }));
    expect(invoice.totals).toEqual({ taxableValue: 2000, cgst: 0, sgst: 0, igst: 360, tax: 360, total: 2360 });
    expect(await t.app.get(InvoicesService).numbersOf([subject.orderId, randomUUID()])).toEqual(new Map([[subject.orderId, `NID/${year}/000001`]]));
  });

  it('credits each line once, against the invoice', async () => {
    const buyer = await createUser(t);
    const [first, second] = [line(), line({ productName: 'Memory Foam Pillow' })];
    const { subject } = await issued({ buyerId: buyer.user.id, lines: [first, second] });
    const invoices = t.app.get(InvoicesService);
    const credit = (lines: InvoiceLine[]) => t.orm.em.fork().transactional((em) => invoices.creditNote(em, subject.orderId, lines, 'cancelled'));
    expect((await credit([first]))?.number).toBe(`NCN/${year}/000001`);
    expect(await credit([first])).toBeNull();
    expect(await t.orm.em.fork().transactional((em) => invoices.uncredited(em, subject.orderId, [first, second]))).toEqual([second]);
    const notes: CreditNoteDto[] = (await t.http().get(`/api/order/${subject.orderId}/credit-notes`).set('authorization', buyer.token).expect(200)).body.creditNotes;
    expect(notes.map((note) => [note.number, note.refersTo, note.lines.map((stated) => stated.description)])).toEqual([
      [`NCN/${year}/000001`, `NID/${year}/000001`, ['Cloud Pillow']],
    ]);
    // An order never invoiced has nothing to credit.
    expect(await t.orm.em.fork().transactional((em) => invoices.creditNote(em, randomUUID(), [second], 'cancelled'))).toBeNull();
  });

  it('shows a document to its buyer, administrators and the merchant of every line, and to nobody else', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const buyer = await createUser(t);
    const brand = await createBrand(t, { merchantId: merchant.user.merchantId });
    const theirs = await createProduct(t, { brand });
    const shops = await createProduct(t);
    const only = await issued({ buyerId: buyer.user.id, lines: [line({ productId: theirs.id })] });
    const mixed = await issued({ buyerId: buyer.user.id, lines: [line({ productId: theirs.id }), line({ productId: shops.id })] });
    const read = (who: { token: string } | null, orderId: string) => {
      const req = t.http().get(`/api/order/${orderId}/invoice`);
      return who ? req.set('authorization', who.token) : req;
    };
    for (const who of [buyer, admin, merchant]) await read(who, only.subject.orderId).expect(200);
    for (const who of [member, merchant]) {
      expect((await read(who, who === merchant ? mixed.subject.orderId : only.subject.orderId).expect(404)).body).toEqual({ error: InvoiceMessage.notFound });
    }
    await read(null, only.subject.orderId).expect(401);
    await read(buyer, randomUUID()).expect(404);
  });
});
