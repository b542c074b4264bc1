import { randomUUID } from 'node:crypto';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { pdfText } from '@nidra/api/testing';
import { EDocumentMessage, GstReturnMessage, indianToday, Role, type EInvoice, type EwayBill, type Gstr1, type OrderInvoiceDto } from '@nidra/shared/contracts';
import { createSeller, gstinFor } from './support/sellers';
import { useTestApp } from './support/shop-app';

const SHOP = { SHOP_GSTIN: '29AABCN1234A1Z2', SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited', SHOP_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034', SHOP_STATE: '29' };
const bengaluru = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
/** This month in India, as a return's period: MMYYYY. */
const thisMonth = () => {
  const [year, month] = indianToday().split('-');
  return `${month}${year}`;
};

describe('GSTR-1 through the API', () => {
  const t = useTestApp({ env: SHOP });
  beforeEach(() => t.reset());

  let admin: UserFixture;
  let buyer: UserFixture;
  beforeEach(async () => {
    [admin, buyer] = await Promise.all([createUser(t, { role: Role.Admin }), createUser(t)]);
  });

  const gstr1 = (who: UserFixture | null, query: string) => {
    const req = t.http().get(`/api/gst/gstr1?${query}`);
    return who ? req.set('authorization', who.token) : req;
  };

  it('files the month’s invoices of each GSTIN: the shop’s own sales, and a seller’s as supplies through the shop', async () => {
    const pune = await createSeller(t, '27', 'PUN', 'AAFCP1234K');
    const own = await createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise: 100_000, gstRate: 18, quantity: 20 });
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: [{ product: own.id, quantity: 1 }, { product: (await pune.product(200_000)).id, quantity: 1 }] }).expect(201);
    await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: bengaluru }).expect(201);

    const shops: Gstr1 = (await gstr1(admin, `gstin=${SHOP.SHOP_GSTIN}&period=${thisMonth()}`).expect(200)).body;
    expect(shops.b2cs).toEqual([{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 }]);
    expect(shops.doc_issue.doc_det).toEqual([{ doc_num: 1, docs: [expect.objectContaining({ totnum: 1, from: expect.stringMatching(/^NID\//) })] }]);

    // The seller reads its own: from Maharashtra to Karnataka, through the shop.
    const sellers: Gstr1 = (await gstr1(pune.user, `gstin=${pune.gstin}&period=${thisMonth()}`).expect(200)).body;
    expect(sellers.b2cs).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'E', etin: SHOP.SHOP_GSTIN, rt: 18, txval: 2000, iamt: 360, camt: 0, samt: 0, csamt: 0 }]);
    expect((await gstr1(admin, `gstin=${pune.gstin}&period=${thisMonth()}`).expect(200)).body).toEqual(sellers);

    // Whose returns each may read: administrators the shop's and every seller's, a seller its own.
    const filers = (who: UserFixture) => t.http().get('/api/gst/filers').set('authorization', who.token).expect(200);
    expect((await filers(admin)).body.filers).toEqual([
      { gstin: SHOP.SHOP_GSTIN, legalName: SHOP.SHOP_LEGAL_NAME, merchantId: null },
      { gstin: pune.gstin, legalName: 'PUN Sleep Private Limited', merchantId: pune.merchant.id },
    ]);
    expect((await filers(pune.user)).body.filers).toEqual([{ gstin: pune.gstin, legalName: 'PUN Sleep Private Limited', merchantId: pune.merchant.id }]);
    await t.http().get('/api/gst/filers').set('authorization', buyer.token).expect(403);
  });

  it('gives a month without sales empty sections', async () => {
    const body: Gstr1 = (await gstr1(admin, `gstin=${SHOP.SHOP_GSTIN}&period=012020`).expect(200)).body;
    expect(body).toEqual({ gstin: SHOP.SHOP_GSTIN, fp: '012020', b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], hsn: { hsn_b2b: [], hsn_b2c: [] }, doc_issue: { doc_det: [] } });
  });

  it('refuses a bad period or GSTIN, and finds nothing for a GSTIN not the caller’s', async () => {
    const pune = await createSeller(t, '27', 'PUN', 'AAFCP1234K');
    const other = await createSeller(t, '07', 'DEL', 'AAFCD1234K');
    for (const period of ['132026', '2026-11', '11-2026', '']) {
      expect((await gstr1(admin, `gstin=${SHOP.SHOP_GSTIN}&period=${period}`).expect(400)).body).toEqual({ error: GstReturnMessage.periodInvalid });
    }
    expect((await gstr1(admin, `gstin=29AABCN1234A1Z3&period=112026`).expect(400)).body).toEqual({ error: GstReturnMessage.gstinInvalid });
    // A valid GSTIN nobody here files under; another seller's; the shop's, asked by a merchant.
    expect((await gstr1(admin, `gstin=${gstinFor('33', 'AAFCZ9999Q')}&period=112026`).expect(404)).body).toEqual({ error: GstReturnMessage.gstinNotFound });
    expect((await gstr1(pune.user, `gstin=${other.gstin}&period=112026`).expect(404)).body).toEqual({ error: GstReturnMessage.gstinNotFound });
    expect((await gstr1(pune.user, `gstin=${SHOP.SHOP_GSTIN}&period=112026`).expect(404)).body).toEqual({ error: GstReturnMessage.gstinNotFound });
    // Members and the anonymous may not ask at all.
    await gstr1(buyer, `gstin=${SHOP.SHOP_GSTIN}&period=112026`).expect(403);
    await gstr1(null, `gstin=${SHOP.SHOP_GSTIN}&period=112026`).expect(401);
  });
});

describe('e-invoices and e-way bills through the API', () => {
  const t = useTestApp({ env: SHOP });
  beforeEach(() => t.reset());

  it('gives a seller the IRP’s and the e-way bill portal’s JSON for its business sale, and records the IRN once for the PDF', async () => {
    const [admin, buyer] = await Promise.all([createUser(t, { role: Role.Admin }), createUser(t)]);
    const mysuru = await createSeller(t, '29', 'MYS', 'AAFCM5678L');
    const other = await createSeller(t, '27', 'PUN', 'AAFCP1234K');
    const business = { gstin: gstinFor('07', 'AAJFS1234K'), legalName: 'Sen Interiors LLP', address: '9 Nehru Place, New Delhi 110019', stateCode: '07' };
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: (await mysuru.product(6_000_000)).id, quantity: 1 }] }).expect(201);
    const delhi = { name: 'Kabir Sen', mobile: '9812345678', address: '4 Janpath', pincode: '110001' };
    const order = (await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: delhi, buyer: business }).expect(201)).body.order;
    const [invoice]: OrderInvoiceDto[] = (await t.http().get(`/api/order/${order._id}/invoices`).set('authorization', buyer.token).expect(200)).body.invoices;

    const get = (who: UserFixture | null, path: string) => {
      const req = t.http().get(`/api/invoice/${invoice._id}/${path}`);
      return who ? req.set('authorization', who.token) : req;
    };
    const einvoice: EInvoice = (await get(mysuru.user, 'einvoice.json').expect(200)).body;
    expect(einvoice).toEqual(expect.objectContaining({
      DocDtls: { Typ: 'INV', No: invoice.number, Dt: invoice.date.split('-').reverse().join('/') },
      SellerDtls: expect.objectContaining({ Gstin: mysuru.gstin, Stcd: '29' }),
      BuyerDtls: expect.objectContaining({ Gstin: business.gstin, LglNm: 'Sen Interiors LLP', Pos: '07', Pin: 110019 }),
      ValDtls: expect.objectContaining({ AssVal: 60000, IgstVal: 10800, TotInvVal: 70800 }),
    }));
    const eway: EwayBill = (await get(admin, 'eway-bill.json').expect(200)).body;
    expect(eway).toEqual(expect.objectContaining({ docNo: invoice.number, fromGstin: mysuru.gstin, toGstin: business.gstin, toPincode: 110001, actToStateCode: 7, totInvValue: 70800 }));
    // Not the buyer's to file, nor another seller's; anonymous callers are asked to sign in.
    for (const who of [buyer, other.user]) await get(who, 'einvoice.json').expect(who === buyer ? 403 : 404);
    await get(null, 'eway-bill.json').expect(401);

    const irn = { irn: 'a'.repeat(64), ackNo: '112610000012345', ackDate: '2026-11-05 10:15:00', signedQrCode: 'eyJhbGciOiJSUzI1NiJ9.signed-by-the-irp' };
    const put = (who: UserFixture, body: object) => t.http().put(`/api/invoice/${invoice._id}/irn`).set('authorization', who.token).send(body);
    expect((await put(mysuru.user, { ...irn, irn: 'xyz' }).expect(400)).body).toEqual({ error: EDocumentMessage.irnInvalid });
    await put(other.user, irn).expect(404);
    expect((await put(mysuru.user, irn).expect(200)).body.irn).toEqual(irn);
    expect((await put(admin, { ...irn, ackNo: '999' }).expect(409)).body).toEqual({ error: EDocumentMessage.irnRecorded });
    // The PDF now prints the IRN and its acknowledgement (with the QR code beside them).
    const pdf = await t.http().get(`/api/invoice/${invoice._id}.pdf`).set('authorization', buyer.token).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain(irn.irn);
    expect(text).toContain('Ack No.: 112610000012345');
  });

  it('makes no e-invoice for a shopper’s invoice', async () => {
    const [admin, buyer] = await Promise.all([createUser(t, { role: Role.Admin }), createUser(t)]);
    const own = await createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise: 100_000, gstRate: 18, quantity: 20 });
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: own.id, quantity: 1 }] }).expect(201);
    const order = (await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: bengaluru }).expect(201)).body.order;
    const [invoice]: OrderInvoiceDto[] = (await t.http().get(`/api/order/${order._id}/invoices`).set('authorization', buyer.token).expect(200)).body.invoices;
    expect((await t.http().get(`/api/invoice/${invoice._id}/einvoice.json`).set('authorization', admin.token).expect(400)).body).toEqual({ error: EDocumentMessage.notB2b });
    // An e-way bill is for any invoice: the shopper is an unregistered person.
    expect((await t.http().get(`/api/invoice/${invoice._id}/eway-bill.json`).set('authorization', admin.token).expect(200)).body.toGstin).toBe('URP');
  });
});
