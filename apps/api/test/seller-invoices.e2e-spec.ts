import { randomUUID } from 'node:crypto';
import { createProduct } from '@nidra/api/catalog/testing';
import { financialYear } from '@nidra/api/invoicing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { pdfText } from '@nidra/api/testing';
import { InvoiceMessage, ItemStatus, Role, type CreditNoteDto, type OrderDto, type OrderInvoiceDto, type TaxDocumentDto } from '@nidra/shared/contracts';
import { createSeller } from './support/sellers';
import { useTestApp } from './support/shop-app';

const SHOP = { SHOP_GSTIN: '29AABCN1234A1Z2', SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited', SHOP_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034', SHOP_STATE: '29' };
/** Delivered in Bengaluru: Karnataka (29) is the place of supply. */
const bengaluru = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };

describe('invoices per seller', () => {
  const t = useTestApp({ env: SHOP });
  beforeEach(() => t.reset());
  const year = financialYear(new Date());

  let admin: UserFixture;
  let buyer: UserFixture;
  beforeEach(async () => {
    [admin, buyer] = await Promise.all([createUser(t, { role: Role.Admin }), createUser(t, { firstName: 'Asha' })]);
  });

  async function buy(products: Array<{ id: string }>): Promise<OrderDto> {
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: products.map((product) => ({ product: product.id, quantity: 1 })) }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: bengaluru }).expect(201);
    return placed.body.order;
  }

  const invoicesOf = (order: OrderDto, who: UserFixture) => t.http().get(`/api/order/${order._id}/invoices`).set('authorization', who.token);

  it('gives a two-seller order one invoice per seller, each in its own series and taxed from its own state', async () => {
    // The shop sells its own pillow; a seller in Maharashtra and one in Karnataka their own.
    const [pune, mysuru] = [await createSeller(t, '27', 'PUN', 'AAFCP1234K'), await createSeller(t, '29', 'MYS', 'AAFCM5678L')];
    const own = await createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise: 100_000, gstRate: 18, quantity: 20 });
    const order = await buy([own, await pune.product(200_000), await mysuru.product(300_000)]);
    // The order's own number is the shop's invoice.
    expect(order.invoiceNumber).toBe(`NID/${year}/000001`);

    const invoices: OrderInvoiceDto[] = (await invoicesOf(order, buyer).expect(200)).body.invoices;
    expect(invoices.map((invoice) => [invoice.number, invoice.seller.merchantId, invoice.seller.gstin])).toEqual([
      [`NID/${year}/000001`, null, SHOP.SHOP_GSTIN],
      ...[
        [`MYS/${year}/000001`, mysuru.merchant.id, mysuru.gstin],
        [`PUN/${year}/000001`, pune.merchant.id, pune.gstin],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]);
    const bySeller = (id: string | null) => invoices.find((invoice) => invoice.seller.merchantId === id) as TaxDocumentDto;
    // Karnataka to Karnataka: CGST + SGST; Maharashtra to Karnataka: IGST.
    expect(bySeller(null).lines.map((line) => [line.cgst, line.sgst, line.igst])).toEqual([[90, 90, 0]]);
    expect(bySeller(mysuru.merchant.id).lines.map((line) => [line.cgst, line.sgst, line.igst])).toEqual([[270, 270, 0]]);
    expect(bySeller(pune.merchant.id).lines.map((line) => [line.cgst, line.sgst, line.igst, line.igstRate])).toEqual([[0, 0, 360, 18]]);
    expect(bySeller(pune.merchant.id).seller).toEqual(expect.objectContaining({ name: 'PUN Sleep Private Limited', state: 'Maharashtra', stateCode: '27' }));
    // Together they are the order, to the paisa.
    const sum = invoices.reduce((total, invoice) => total + Math.round(invoice.totals.total * 100), 0);
    expect(sum).toBe(Math.round(order.totalWithTax * 100));

    // The buyer and administrators read all three; each seller only its own; anyone else none.
    expect((await invoicesOf(order, admin).expect(200)).body.invoices).toHaveLength(3);
    const punes: OrderInvoiceDto[] = (await invoicesOf(order, pune.user).expect(200)).body.invoices;
    expect(punes.map((invoice) => invoice.number)).toEqual([`PUN/${year}/000001`]);
    expect((await t.http().get(`/api/order/${order._id}/invoice`).set('authorization', mysuru.user.token).expect(200)).body.number).toBe(`MYS/${year}/000001`);
    const stranger = await createUser(t);
    expect((await invoicesOf(order, stranger).expect(404)).body).toEqual({ error: InvoiceMessage.notFound });
    await t.http().get(`/api/order/${order._id}/invoices`).expect(401);

    // Any one of them as a PDF by its id, for whoever may read it.
    const pdf = (id: string, who: UserFixture) =>
      t.http().get(`/api/invoice/${id}.pdf`).set('authorization', who.token).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const punesPdf = await pdf(punes[0]._id, pune.user).expect(200);
    expect(punesPdf.headers['content-disposition']).toBe(`attachment; filename="PUN-${year}-000001.pdf"`);
    const text = await pdfText(punesPdf.body as Buffer);
    for (const expected of ['TAX INVOICE', 'PUN Sleep Private Limited', pune.gstin, `PUN/${year}/000001`, 'IGST', '18%']) expect(text).toContain(expected);
    const mysurusId = invoices.find((invoice) => invoice.seller.merchantId === mysuru.merchant.id)?._id as string;
    expect(JSON.parse(String((await pdf(mysurusId, pune.user).expect(404)).body))).toEqual({ error: InvoiceMessage.notFound });
    await pdf(mysurusId, buyer).expect(200);
    await pdf(`${randomUUID()}`, admin).expect(404);
  });

  it('credits a seller’s cancelled item from that seller, in its credit-note series, naming its invoice and date', async () => {
    const pune = await createSeller(t, '27', 'PUN', 'AAFCP1234K');
    const own = await createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise: 100_000, gstRate: 18, quantity: 20 });
    const order = await buy([own, await pune.product(200_000)]);
    const sellersItem = order.products.find((item) => item.totalPrice === 2000) as OrderDto['products'][number];
    await t.http().put(`/api/order/status/item/${sellersItem._id}`).set('authorization', admin.token).send({ orderId: order._id, status: ItemStatus.Cancelled }).expect(200);

    const notes: CreditNoteDto[] = (await t.http().get(`/api/order/${order._id}/credit-notes`).set('authorization', buyer.token).expect(200)).body.creditNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toEqual(expect.objectContaining({
      number: `PUNC/${year}/00001`,
      refersTo: `PUN/${year}/000001`,
      refersToDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      seller: expect.objectContaining({ merchantId: pune.merchant.id, gstin: pune.gstin }),
    }));
    expect(notes[0].totals).toEqual(expect.objectContaining({ taxableValue: 2000, igst: 360, total: 2360 }));
    // The seller reads its note; the shop's invoice and its notes are not the seller's.
    expect((await t.http().get(`/api/order/${order._id}/credit-notes`).set('authorization', pune.user.token).expect(200)).body.creditNotes).toHaveLength(1);
  });

  it('invoices a merchant’s items in the shop’s name until its business details are complete', async () => {
    const unfinished = await createSeller(t, '27', 'UNF', 'AAFCU1234K', false);
    const order = await buy([await unfinished.product(200_000)]);
    const invoices: OrderInvoiceDto[] = (await invoicesOf(order, buyer).expect(200)).body.invoices;
    expect(invoices.map((invoice) => [invoice.number, invoice.seller.merchantId])).toEqual([[`NID/${year}/000001`, null]]);
    // The shop sells from Karnataka to Karnataka.
    expect(invoices[0].lines[0]).toEqual(expect.objectContaining({ cgst: 180, sgst: 180, igst: 0 }));
  });
});
