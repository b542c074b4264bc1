import { randomUUID } from 'node:crypto';
import { Product } from '@nidra/api/catalog';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, createOneOfEachRole, type UserFixture } from '@nidra/api/identity/testing';
import { pdfText, useTestApp, type TestApp } from '@nidra/api/testing';
import { CheckoutMessage, InvoiceMessage, ProductMessage, Role, type CreditNoteDto, type TaxDocumentDto } from '@nidra/shared/contracts';
import { startRazorpayStandIn, startSmtpCapture, type RazorpayStandIn, type SmtpCapture } from '@nidra/shared/testing';
import { Order, ORDERING_CONTEXT } from '../src';
import { financialYear, InvoicesService, TaxDocument } from '@nidra/api/invoicing';
import { invoiceSubject } from '../src/lib/model/invoice-subject';

const SHOP_GSTIN = '29AABCN1234A1Z2';
const BUYER_GSTIN = '07AAACR5055K1Z9';
const SELLER = { SHOP_GSTIN, SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited', SHOP_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034' };
const bengaluru = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
const delhi = { name: 'Kabir Sen', mobile: '9812345678', address: '4 Janpath', pincode: '110001' };

/** Pillows come in one size, so a cart line needs none. */
const pillow = (t: TestApp, fields: Parameters<typeof createProduct>[1]) =>
  createProduct(t, { name: `Cloud Pillow ${Math.random().toString(36).slice(2, 8)}`, quantity: 50, ...fields });

async function order(t: TestApp, who: UserFixture, lines: Array<[Product, number]>, body: object = { address: bengaluru }) {
  const cart = await t.http().post('/api/cart/add').set('authorization', who.token)
    .send({ products: lines.map(([product, quantity]) => ({ product: product.id, quantity })) }).expect(201);
  const placed = await t.http().post('/api/order/add').set('authorization', who.token).send({ cartId: cart.body.cartId, ...body }).expect(201);
  return placed.body as { order: { _id: string; total: number; totalTax: number; totalWithTax: number; invoiceNumber: string | null; products: Array<{ _id: string }> }; payment?: { razorpayOrderId: string; amount: number } };
}

const invoiceOf = (t: TestApp, who: UserFixture, id: string) => t.http().get(`/api/order/${id}/invoice`).set('authorization', who.token);
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** Every column of the totals is the sum of the lines, and each line adds up. */
function expectAddsUp(invoice: TaxDocumentDto) {
  for (const line of invoice.lines) expect(Math.round((line.taxableValue + line.cgst + line.sgst + line.igst) * 100)).toBe(Math.round(line.total * 100));
  for (const column of ['taxableValue', 'cgst', 'sgst', 'igst', 'total'] as const) expect(invoice.totals[column]).toBe(sum(invoice.lines.map((line) => line[column])));
  expect(invoice.totals.tax).toBe(sum([invoice.totals.cgst, invoice.totals.sgst, invoice.totals.igst]));
}

describe('tax invoices', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT], env: { ...SELLER, SHOP_STATE: '29', GST_RATE: '18' } });
  beforeEach(() => t.reset());
  const year = financialYear(new Date());

  it('invoices a cash-on-delivery order within Karnataka with CGST and SGST per line that add up to the order', async () => {
    const buyer = await createUser(t, { firstName: 'Asha', lastName: 'Rao' });
    // Odd prices so that rounding shows: the shop's 18 %, a product's own 5 %, and a product without tax.
    const standard = await pillow(t, { pricePaise: 99_999 });
    const reduced = await pillow(t, { pricePaise: 33_333, gstRate: 5, hsn: '63049990' });
    const untaxed = await pillow(t, { pricePaise: 50_050, taxable: false, gstRate: 40 });
    const { order: placed } = await order(t, buyer, [[standard, 3], [reduced, 1], [untaxed, 2]], { address: bengaluru, buyerGstin: '29ABCDE1234F1ZW' });

    expect(placed.invoiceNumber).toBe(`NID/${year}/000001`);
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(invoice).toEqual(expect.objectContaining({
      type: 'tax-invoice',
      number: `NID/${year}/000001`,
      orderId: placed._id,
      seller: { name: SELLER.SHOP_LEGAL_NAME, gstin: SHOP_GSTIN, address: SELLER.SHOP_ADDRESS, state: 'Karnataka', stateCode: '29', merchantId: null },
      buyer: { name: 'Asha Rao', gstin: '29ABCDE1234F1ZW', address: expect.stringContaining('12, 4th Cross, Jayanagar'), stateCode: '29' },
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      reverseCharge: false,
    }));
    expect(invoice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.stateTax).toBe('SGST');
    expect(invoice.lines).toEqual([
      // 18 % of ₹2,999.97 is ₹539.99: each half (9 %) ₹269.9973 rounds to ₹270.00 on its own.
      { description: standard.name, hsn: '9404', uqc: 'NOS', quantity: 3, unitPrice: 999.99, taxableValue: 2999.97, rate: 18, cgstRate: 9, sgstRate: 9, igstRate: 0, cgst: 270, sgst: 270, igst: 0, total: 3539.97 },
      { description: reduced.name, hsn: '63049990', uqc: 'NOS', quantity: 1, unitPrice: 333.33, taxableValue: 333.33, rate: 5, cgstRate: 2.5, sgstRate: 2.5, igstRate: 0, cgst: 8.33, sgst: 8.33, igst: 0, total: 349.99 },
      { description: untaxed.name, hsn: '9404', uqc: 'NOS', quantity: 2, unitPrice: 500.5, taxableValue: 1001, rate: 0, cgstRate: 0, sgstRate: 0, igstRate: 0, cgst: 0, sgst: 0, igst: 0, total: 1001 },
    ]);
    expectAddsUp(invoice);
    // The order charges what the invoice states, to the paisa.
    expect(invoice.totals.total).toBe(placed.totalWithTax);
    expect(invoice.totals.tax).toBe(placed.totalTax);
    expect(invoice.amountInWords).toMatch(/^Rupees .* Only$/);
  });

  it('charges IGST to another state, from the delivery address', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 99_999 });
    const { order: placed } = await order(t, buyer, [[product, 3]], { address: delhi, buyerGstin: BUYER_GSTIN });
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(invoice.placeOfSupply).toEqual({ state: 'Delhi', stateCode: '07' });
    expect(invoice.lines[0]).toEqual(expect.objectContaining({ rate: 18, cgst: 0, sgst: 0, igst: 539.99, total: 3539.96 }));
    expectAddsUp(invoice);
    expect(invoice.totals.total).toBe(placed.totalWithTax);

    // The PDF says the same: its number, both GSTINs and the total.
    const res = await t.http().get(`/api/order/${placed._id}/invoice.pdf`).set('authorization', buyer.token).buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="NID-${year}-000001.pdf"`);
    const text = await pdfText(res.body as Buffer);
    for (const expected of ['TAX INVOICE', invoice.number, SHOP_GSTIN, BUYER_GSTIN, '₹3,539.96', 'Whether tax is payable on reverse charge: No', 'Authorised Signatory']) {
      expect(text).toContain(expected);
    }
  });

  it('gives concurrent confirmations distinct consecutive numbers', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const product = await pillow(t, { pricePaise: 10_000 });
    const carts = await Promise.all(buyers.map(async (buyer) =>
      (await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 1 }] }).expect(201)).body.cartId));
    const placed = await Promise.all(buyers.map((buyer, i) =>
      t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: carts[i], address: bengaluru }).expect(201)));
    const numbers = placed.map((res) => res.body.order.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `NID/${year}/${String(i + 1).padStart(6, '0')}`));
  });

  it('starts each financial year’s numbers at 1, counting the year in India’s time', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 10_000 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await order(t, buyer, [[product, 1]])).order._id);
    // The test's own orders, made as if not yet confirmed, are invoiced on either side of 1 April 2027 (IST).
    const em = t.orm.em.fork();
    await em.nativeDelete(TaxDocument, { orderId: ids });
    const invoices = t.app.get(InvoicesService);
    const issueAt = (id: string, at: string) =>
      t.orm.em.fork().transactional(async (tx) => {
        const found = await tx.findOneOrFail(Order, id, { populate: ['items'] });
        return (await invoices.issue(tx, invoiceSubject(found, 'Asha'), new Date(at))).number;
      });
    expect(await issueAt(ids[0], '2027-03-31T18:29:00Z')).toBe('NID/26-27/000004');
    expect(await issueAt(ids[1], '2027-03-31T18:30:00Z')).toBe('NID/27-28/000001');
    expect(await issueAt(ids[2], '2027-04-02T09:00:00Z')).toBe('NID/27-28/000002');
    // An invoiced order keeps its number.
    expect(await issueAt(ids[2], '2027-04-03T09:00:00Z')).toBe('NID/27-28/000002');
  });

  it('issues a credit note for an item cancelled after the invoice, and one more for the rest of the order', async () => {
    const buyer = await createUser(t);
    const a = await pillow(t, { pricePaise: 120_000 });
    const b = await pillow(t, { pricePaise: 80_000, gstRate: 12 });
    const { order: placed } = await order(t, buyer, [[a, 1], [b, 2]]);
    const [first, second] = placed.products;
    await t.http().put(`/api/order/status/item/${first._id}`).set('authorization', buyer.token).send({ orderId: placed._id, status: 'Cancelled' }).expect(200);
    let notes: CreditNoteDto[] = (await t.http().get(`/api/order/${placed._id}/credit-notes`).set('authorization', buyer.token).expect(200)).body.creditNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toEqual(expect.objectContaining({ type: 'credit-note', number: `NCN/${year}/000001`, refersTo: placed.invoiceNumber, refersToDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), orderId: placed._id }));
    expect(notes[0].lines).toEqual([expect.objectContaining({ description: a.name, taxableValue: 1200, cgst: 108, sgst: 108, total: 1416 })]);

    await t.http().delete(`/api/order/cancel/${placed._id}`).set('authorization', buyer.token).expect(200);
    notes = (await t.http().get(`/api/order/${placed._id}/credit-notes`).set('authorization', buyer.token).expect(200)).body.creditNotes;
    expect(notes.map((note) => note.number)).toEqual([`NCN/${year}/000001`, `NCN/${year}/000002`]);
    expect(notes[1].lines).toEqual([expect.objectContaining({ description: b.name, quantity: 2, taxableValue: 1600, cgst: 96, sgst: 96, total: 1792 })]);
    // Together the notes give back the whole invoice.
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(sum(notes.map((note) => note.totals.total))).toBe(invoice.totals.total);
    expect(second._id).toBeDefined();

    const pdf = await t.http().get(`/api/credit-note/${notes[0]._id}.pdf`).set('authorization', buyer.token).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('shows an invoice to its owner, an administrator and the merchant whose brand every line is; to no one else', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const stranger = await createUser(t);
    const brand = await createBrand(t, { merchantId: merchant.user.merchantId });
    const theirs = await pillow(t, { brand });
    const shops = await pillow(t, {});
    const { order: only } = await order(t, member, [[theirs, 1]]);
    const { order: mixed } = await order(t, member, [[theirs, 1], [shops, 1]]);

    await t.http().get(`/api/order/${only._id}/invoice`).expect(401);
    await invoiceOf(t, stranger, only._id).expect(404);
    await t.http().get(`/api/order/${only._id}/invoice.pdf`).set('authorization', stranger.token).expect(404);
    await t.http().get(`/api/order/${only._id}/credit-notes`).set('authorization', stranger.token).expect(404);
    await invoiceOf(t, member, only._id).expect(200);
    await invoiceOf(t, admin, only._id).expect(200);
    await invoiceOf(t, merchant, only._id).expect(200);
    await invoiceOf(t, merchant, mixed._id).expect(404);
    await invoiceOf(t, member, '6f1c2a57-0e0b-4f51-9b7e-2d6f1c2a5700').expect(404);
    await t.http().get('/api/credit-note/not-an-id.pdf').set('authorization', admin.token).expect(404);

    // The PDF and the credit notes the same way, a credit note's PDF too.
    for (const path of [`/api/order/${only._id}/invoice.pdf`, `/api/order/${only._id}/credit-notes`]) {
      await t.http().get(path).expect(401);
      for (const [who, status] of [[member, 200], [admin, 200], [merchant, 200], [stranger, 404]] as const) {
        await t.http().get(path).set('authorization', who.token).expect(status);
      }
    }
    await t.http().put(`/api/order/status/item/${mixed.products[1]._id}`).set('authorization', member.token)
      .send({ orderId: mixed._id, status: 'Cancelled' }).expect(200);
    const [note] = (await t.http().get(`/api/order/${mixed._id}/credit-notes`).set('authorization', member.token).expect(200)).body.creditNotes;
    const notePdf = `/api/credit-note/${note._id}.pdf`;
    await t.http().get(notePdf).expect(401);
    await t.http().get(notePdf).set('authorization', member.token).expect(200);
    await t.http().get(notePdf).set('authorization', admin.token).expect(200);
    // Not every line of that order is the merchant's brand's.
    await t.http().get(notePdf).set('authorization', merchant.token).expect(404);
    expect((await t.http().get(notePdf).set('authorization', stranger.token).expect(404)).body).toEqual({ error: InvoiceMessage.creditNoteNotFound });
  });

  it('takes an HSN code and GST rate from administrators only', async () => {
    const admin = await createUser(t, { role: Role.Admin });
    const merchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const brand = await createBrand(t, { merchantId: merchant.user.merchantId });
    const product = await pillow(t, { brand });
    const fields = { name: product.name, description: product.description, quantity: 5, price: 999, taxable: true };
    const put = (who: UserFixture, extra: object) => t.http().put(`/api/product/${product.id}`).set('authorization', who.token).send({ product: { ...fields, ...extra } });

    expect((await put(admin, { hsn: '94', gstRate: 18 }).expect(400)).body).toEqual({ error: ProductMessage.hsnInvalid });
    expect((await put(admin, { gstRate: 7 }).expect(400)).body).toEqual({ error: ProductMessage.gstRateInvalid });
    // The slabs retired on 22 September 2025 are refused.
    for (const retired of [12, 28]) expect((await put(admin, { gstRate: retired }).expect(400)).body).toEqual({ error: ProductMessage.gstRateInvalid });
    expect((await put(admin, { gstRateAbove: { unitPrice: 2500, rate: 12 } }).expect(400)).body).toEqual({ error: ProductMessage.gstRateAboveInvalid });
    expect((await put(admin, { uqc: 'BOXES' }).expect(400)).body).toEqual({ error: ProductMessage.uqcInvalid });
    const set = await put(admin, { hsn: '94042910', gstRate: 40, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'pcs' }).expect(200);
    expect(set.body.product).toEqual(expect.objectContaining({ hsn: '94042910', gstRate: 40, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'PCS' }));
    // A merchant's product keeps the tax the administrators set.
    const kept = await put(merchant, { hsn: '1234', gstRate: 0, gstRateAbove: null, uqc: 'SET' }).expect(200);
    expect(kept.body.product).toEqual(expect.objectContaining({ hsn: '94042910', gstRate: 40, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'PCS' }));
    // Back to the shop's rate.
    expect((await put(admin, { gstRate: null }).expect(200)).body.product.gstRate).toBeNull();
  });
});

describe('a shop not registered for GST', () => {
  // No GSTIN: the shop may charge no GST at all, and supplies only within its own state.
  const t = useTestApp({ contexts: [ORDERING_CONTEXT], env: { SHOP_GSTIN: '', SHOP_LEGAL_NAME: '', SHOP_STATE: '29', GST_RATE: '18' } });
  beforeEach(() => t.reset());

  it('charges no GST anywhere and issues bills of supply, with no tax lines, for what the order charged', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 150_000, gstRate: 18 });
    // The product page shows the price as it is, with nothing added.
    const shown = (await t.http().get(`/api/product/item/${product.slug}`).expect(200)).body.product;
    expect(shown).toEqual(expect.objectContaining({ price: 1500, priceWithTax: 1500, fromPriceWithTax: 1500 }));
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 2 }] }).expect(201);
    expect(cart.body.cart).toEqual(expect.objectContaining({ total: 3000, totalTax: 0, totalWithTax: 3000 }));
    const placed = (await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: bengaluru }).expect(201)).body.order;
    expect(placed).toEqual(expect.objectContaining({ totalTax: 0, totalWithTax: 3000 }));
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(invoice).toEqual(expect.objectContaining({ type: 'bill-of-supply', seller: expect.objectContaining({ gstin: null, stateCode: '29' }) }));
    expect(invoice.totals).toEqual({ taxableValue: 3000, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 3000 });
    expect(invoice.totals.total).toBe(placed.totalWithTax);
  });

  it('refuses delivery to another state, and places nothing', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 150_000 });
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 1 }] }).expect(201);
    const refused = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: delhi }).expect(400);
    expect(refused.body).toEqual({ error: CheckoutMessage.outsideShopState('Karnataka') });
    expect(await t.orm.em.fork().count(Order, {})).toBe(0);
  });
});

describe('GST as the law stands', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT], env: { ...SELLER, SHOP_STATE: '29', GST_RATE: '18' } });
  beforeEach(() => t.reset());

  it('taxes a bedsheet at 5 % up to ₹2,500 a piece and at 18 % above, size by size', async () => {
    const buyer = await createUser(t);
    // A sized product priced by area: ₹100 a square foot, so a single sheet is under ₹2,500 and a king over.
    const bedsheet = await createProduct(t, { name: `Percale Bedsheet ${randomUUID().slice(0, 4)}`, pricePaise: 10_000, gstRate: 5, gstAbovePaise: 250_000, gstAboveRate: 18, uqc: 'PCS', quantity: 50 });
    const variants = (await t.http().get(`/api/product/item/${bedsheet.slug}`).expect(200)).body.product.variants as Array<{ _id: string; price: number; priceWithTax: number }>;
    const cheap = variants.find((variant) => variant.price <= 2500);
    const dear = variants.find((variant) => variant.price > 2500);
    if (!cheap || !dear) throw new Error('The size rule should price some sizes on either side of ₹2,500');
    // Shown with the GST each size carries.
    expect(cheap.priceWithTax).toBe(Math.round(cheap.price * 105) / 100);
    expect(dear.priceWithTax).toBe(Math.round(dear.price * 118) / 100);
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: [{ product: bedsheet.id, variant: cheap._id, quantity: 1 }, { product: bedsheet.id, variant: dear._id, quantity: 1 }] }).expect(201);
    const placed = (await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: bengaluru }).expect(201)).body.order;
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(invoice.lines.map((line) => [line.unitPrice, line.rate, line.cgstRate, line.sgstRate, line.uqc])).toEqual([
      [cheap.price, 5, 2.5, 2.5, 'PCS'],
      [dear.price, 18, 9, 9, 'PCS'],
    ]);
    expectAddsUp(invoice);
    expect(invoice.totals.total).toBe(placed.totalWithTax);
  });

  it('bills a business buyer in its own name at its own address, the delivery address ship to', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 100_000 });
    const business = { gstin: BUYER_GSTIN, legalName: 'Sen Interiors LLP', address: '9 Nehru Place, New Delhi 110019', stateCode: '07' };
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 1 }] }).expect(201);
    const bad = (buyerFields: object) => t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: delhi, buyer: { ...business, ...buyerFields } }).expect(400);
    expect((await bad({ stateCode: '29' })).body).toEqual({ error: CheckoutMessage.buyerStateMismatch });
    expect((await bad({ legalName: '' })).body).toEqual({ error: CheckoutMessage.buyerLegalNameRequired });
    expect((await bad({ gstin: '07AAACR5055K1Z1' })).body).toEqual({ error: CheckoutMessage.gstinInvalid });
    expect(await t.orm.em.fork().count(Order, {})).toBe(0);

    const placed = (await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: delhi, buyer: business }).expect(201)).body.order;
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(invoice.buyer).toEqual({ name: 'Sen Interiors LLP', gstin: BUYER_GSTIN, address: business.address, stateCode: '07' });
    expect(invoice.shipTo).toEqual({ name: 'Kabir Sen', address: expect.stringContaining('4 Janpath') });
    expect(invoice.placeOfSupply).toEqual({ state: 'Delhi', stateCode: '07' });
  });
});

describe('invoices of orders paid online', () => {
  let razorpay: RazorpayStandIn;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
  });
  afterAll(() => razorpay.close());
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { ...razorpay.env, ...SELLER, SHOP_STATE: '29' } }));
  beforeEach(() => t.reset());

  it('are issued when the payment is verified, not before', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 105_000 });
    const { order: placed, payment } = await order(t, buyer, [[product, 1]], { address: delhi, paymentMethod: 'razorpay' });
    if (!payment) throw new Error('A prepaid order answers what Razorpay Checkout needs');
    expect(placed.invoiceNumber).toBeNull();
    await invoiceOf(t, buyer, placed._id).expect(404);

    const answer = razorpay.pay(payment.razorpayOrderId);
    await t.http().post('/api/payment/razorpay/verify').set('authorization', buyer.token).send(answer).expect(200);
    const invoice: TaxDocumentDto = (await invoiceOf(t, buyer, placed._id).expect(200)).body;
    expect(invoice.lines[0]).toEqual(expect.objectContaining({ igst: 189, total: 1239 }));
    expect(Math.round(invoice.totals.total * 100)).toBe(payment.amount);
  });
});

describe('the confirmation email', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { ...SELLER, SHOP_STATE: '29', SMTP_URL: smtp.url } }));
  beforeEach(() => t.reset());

  it('carries the tax invoice as a PDF', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 99_900 });
    const { order: placed } = await order(t, buyer, [[product, 1]]);
    const mail = await smtp.mailTo(buyer.user.email, `Order Confirmation ${placed._id}`);
    const file = String(placed.invoiceNumber).replace(/\//g, '-');
    expect(mail.raw).toContain('Content-Type: application/pdf; name=' + file + '.pdf');
    const [, pdf = ''] = /Content-Disposition: attachment; filename=[^\r\n]+\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw) ?? [];
    expect(Buffer.from(pdf.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
