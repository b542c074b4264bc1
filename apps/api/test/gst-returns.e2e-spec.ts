import { randomUUID } from 'node:crypto';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { GstReturnMessage, indianToday, Role, type Gstr1 } from '@nidra/shared/contracts';
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
