import { randomUUID } from 'node:crypto';
import type { Merchant } from '@nidra/api/merchants';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { createMerchant, gstinFor } from '@nidra/api/merchants/testing';
import { countStatements } from '@nidra/api/testing';
import {
  ErrorMessage,
  indianToday,
  ItemStatus,
  MarketplaceMessage,
  Role,
  type LedgerLineDto,
  type OrderDto,
  type SettlementDto,
} from '@nidra/shared/contracts';
import { useTestApp } from './support/shop-app';

const SHOP = { SHOP_GSTIN: '29AABCN1234A1Z2', SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited', SHOP_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034', SHOP_STATE: '29' };
/** Delivered in Bengaluru: Karnataka (29) is the place of supply. */
const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
const bank = { accountName: 'Asha Rao', accountNumber: '001234567890', ifsc: 'SBIN0001234' };

describe('the marketplace ledger, settlements and TCS', () => {
  const t = useTestApp({ env: SHOP });
  beforeEach(() => t.reset());

  let admin: UserFixture;
  let buyer: UserFixture;
  beforeEach(async () => {
    [admin, buyer] = await Promise.all([createUser(t, { role: Role.Admin }), createUser(t, { firstName: 'Asha' })]);
  });

  interface Seller {
    merchant: Merchant;
    user: UserFixture;
    product: (pricePaise: number) => ReturnType<typeof createProduct>;
  }

  /** An approved merchant with complete business details in a state, its user and a brand of its own selling pillows. */
  async function seller(stateCode: string, prefix: string, pan: string): Promise<Seller> {
    const merchant = await createMerchant(t, { name: `Seller ${prefix}`, brand: `Brand ${prefix}` });
    const user = await createUser(t, { role: Role.Merchant, merchantId: merchant.id });
    await t.http().put('/api/merchant/business').set('authorization', user.token).send({
      legalName: `${prefix} Sleep Private Limited`,
      gstin: gstinFor(stateCode, pan),
      pan,
      address: '4 Industrial Estate',
      city: stateCode === '29' ? 'Mysuru' : 'Pune',
      stateCode,
      pincode: stateCode === '29' ? '570001' : '411001',
      invoicePrefix: prefix,
      bank: { accountName: `${prefix} Sleep`, accountNumber: '123456789012', ifsc: 'HDFC0001234' },
    }).expect(200);
    const brand = await createBrand(t, { merchantId: merchant.id, name: `Brand ${prefix} ${randomUUID().slice(0, 4)}` });
    return {
      merchant,
      user,
      product: (pricePaise) => createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise, gstRate: 18, quantity: 20, brand }),
    };
  }

  /** Places a cash-on-delivery order of the products (one each) and answers it as read. */
  async function buy(products: Array<{ id: string }>): Promise<OrderDto> {
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: products.map((product) => ({ product: product.id, quantity: 1 })) }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', buyer.token)
      .send({ cartId: cart.body.cartId, address: home, paymentMethod: 'cod' }).expect(201);
    return (await t.http().get(`/api/order/${placed.body.order._id}`).set('authorization', buyer.token).expect(200)).body.order;
  }

  const setStatus = (order: OrderDto, index: number, status: ItemStatus) =>
    t.http().put(`/api/order/status/item/${order.products[index]._id}`).set('authorization', admin.token).send({ orderId: order._id, status }).expect(200);

  async function delivered(products: Array<{ id: string }>): Promise<OrderDto> {
    const order = await buy(products);
    for (const index of order.products.keys()) await setStatus(order, index, ItemStatus.Delivered);
    return order;
  }

  /** Returns an item of a delivered order through to Refunded (by bank transfer: it was cash on delivery). */
  async function returnAndRefund(order: OrderDto, index = 0): Promise<void> {
    const asked = await t.http().post('/api/return').set('authorization', buyer.token)
      .send({ orderId: order._id, itemId: order.products[index]._id, reason: 'too-firm', bank }).expect(201);
    const id = asked.body.return._id;
    const move = (body: object) => t.http().put(`/api/return/${id}`).set('authorization', admin.token).send(body).expect(200);
    await move({ status: 'Approved', pickupDate: indianToday() });
    await move({ status: 'Received' });
    await move({ status: 'Refunded' });
  }

  const ledger = (who: UserFixture | null, query = '') => {
    const req = t.http().get(`/api/marketplace/ledger${query}`);
    return who ? req.set('authorization', who.token) : req;
  };
  const settle = (body: object, who: UserFixture | null = admin) => {
    const req = t.http().post('/api/marketplace/settlements');
    return (who ? req.set('authorization', who.token) : req).send(body);
  };
  const pay = (id: string, body: object, who: UserFixture | null = admin) => {
    const req = t.http().put(`/api/marketplace/settlements/${id}`);
    return (who ? req.set('authorization', who.token) : req).send(body);
  };
  const settlements = (who: UserFixture | null, query = '') => {
    const req = t.http().get(`/api/marketplace/settlements${query}`);
    return who ? req.set('authorization', who.token) : req;
  };
  const count = async (table: string) => Number((await t.orm.em.getConnection().execute(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it('records a sale line to the paisa when a seller’s item is Delivered, once, and takes it back when its return is refunded', async () => {
    const pune = await seller('27', 'PNQ', 'AABCP1234K');
    const pillow = await pune.product(123_457);
    const order = await buy([pillow]);
    expect([order.products[0].totalPrice, order.products[0].totalTax]).toEqual([1234.57, 222.22]);
    // Nothing is owed before delivery.
    await setStatus(order, 0, ItemStatus.Shipped);
    expect((await ledger(pune.user).expect(200)).body.lines).toEqual([]);

    await setStatus(order, 0, ItemStatus.Delivered);
    const today = indianToday();
    // The order's one invoice is its seller's, in its own series.
    const invoice = (await t.http().get(`/api/order/${order._id}/invoice`).set('authorization', buyer.token).expect(200)).body;
    // ₹1,456.79 with GST: commission 10 % ₹145.68, its GST 18 % ₹26.22, TCS 0.5 % of ₹1,234.57 ₹6.17, TDS 0.1 % ₹1.23.
    const sale: LedgerLineDto = {
      _id: expect.any(String),
      merchantId: pune.merchant.id,
      orderId: order._id,
      itemId: order.products[0]._id,
      invoiceNumber: invoice.number,
      date: today,
      kind: 'sale',
      total: 1456.79,
      taxableValue: 1234.57,
      commission: 145.68,
      commissionGst: 26.22,
      tcs: 6.17,
      tds: 1.23,
      payable: 1277.49,
      settlementId: null,
    };
    expect(invoice.number).toMatch(/^PNQ\//);
    const read = await ledger(pune.user).expect(200);
    expect(read.body).toEqual({
      lines: [sale],
      totals: { total: 1456.79, taxableValue: 1234.57, commission: 145.68, commissionGst: 26.22, tcs: 6.17, tds: 1.23, payable: 1277.49, unsettled: 1277.49 },
    });

    // Delivered again after a step back records nothing new.
    await setStatus(order, 0, ItemStatus.Shipped);
    await setStatus(order, 0, ItemStatus.Delivered);
    expect(await count('ledger_lines')).toBe(1);

    await returnAndRefund(order);
    const after = await ledger(pune.user).expect(200);
    const refund = { ...sale, kind: 'refund', total: -1456.79, taxableValue: -1234.57, commission: -145.68, commissionGst: -26.22, tcs: -6.17, tds: -1.23, payable: -1277.49 };
    expect(after.body.lines).toEqual(expect.arrayContaining([sale, refund]));
    expect(after.body.lines).toHaveLength(2);
    expect(after.body.totals).toEqual({ total: 0, taxableValue: 0, commission: 0, commissionGst: 0, tcs: 0, tds: 0, payable: 0, unsettled: 0 });
  });

  it('follows the merchant’s own commission rate, leaves the shop’s own items out, and takes back an item cancelled after delivery', async () => {
    const mysuru = await seller('29', 'MYS', 'AABCM1234K');
    await t.http().put(`/api/merchant/${mysuru.merchant.id}/commission`).set('authorization', admin.token).send({ rate: 12.5 }).expect(200);
    const theirs = await mysuru.product(123_457);
    const ours = await createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise: 50_000, gstRate: 18 });
    const order = await delivered([theirs, ours]);

    const { body } = await ledger(admin, `?merchant=${mysuru.merchant.id}`).expect(200);
    // 12.5 % of ₹1,456.79 is ₹182.09875 → ₹182.10, its GST ₹32.778 → ₹32.78.
    expect(body.lines).toEqual([expect.objectContaining({ itemId: order.products[0]._id, commission: 182.1, commissionGst: 32.78, tcs: 6.17, tds: 1.23, payable: 1234.51 })]);
    expect(await count('ledger_lines')).toBe(1);

    await setStatus(order, 0, ItemStatus.Cancelled);
    await setStatus(order, 1, ItemStatus.Cancelled);
    const after = (await ledger(admin, `?merchant=${mysuru.merchant.id}`).expect(200)).body;
    expect(after.lines.map((line: LedgerLineDto) => [line.kind, line.payable])).toEqual(expect.arrayContaining([['sale', 1234.51], ['refund', -1234.51]]));
    expect(await count('ledger_lines')).toBe(2);
  });

  it('settles every unsettled line up to a day, refuses nothing or a net refund, takes a later refund back in the next settlement, and is paid once', async () => {
    const pune = await seller('27', 'PNQ', 'AABCP1234K');
    const first = await delivered([await pune.product(123_457)]);
    const today = indianToday();

    // A day before the line: nothing to settle, and nothing written.
    const before = await settle({ merchantId: pune.merchant.id, upTo: '2026-01-01' }).expect(400);
    expect(before.body).toEqual({ error: MarketplaceMessage.nothingToSettle });
    expect(await count('settlements')).toBe(0);

    const made = await settle({ merchantId: pune.merchant.id, upTo: today }).expect(201);
    const settlement: SettlementDto = made.body.settlement;
    expect(made.body).toEqual({ success: true, message: MarketplaceMessage.settled(1), settlement: expect.anything() });
    expect(settlement).toEqual({
      _id: expect.any(String), merchantId: pune.merchant.id, upTo: today, lines: 1, amount: 1277.49, status: 'due', utr: null, paidAt: null, created: expect.any(String),
    });
    expect((await ledger(admin, `?merchant=${pune.merchant.id}`).expect(200)).body.lines[0].settlementId).toBe(settlement._id);
    expect((await settle({ merchantId: pune.merchant.id, upTo: today }).expect(400)).body).toEqual({ error: MarketplaceMessage.nothingToSettle });

    // Paid with the bank's UTR, once; a malformed one or a second payment is refused.
    expect((await pay(settlement._id, { utr: 'not a utr' }).expect(400)).body).toEqual({ error: MarketplaceMessage.utrInvalid });
    expect((await pay(settlement._id, {}).expect(400)).body).toEqual({ error: MarketplaceMessage.utrRequired });
    const paid = await pay(settlement._id, { utr: 'hdfc r5 2026 1202 0001' }).expect(200);
    expect(paid.body.settlement).toEqual({ ...settlement, status: 'paid', utr: 'HDFCR5202612020001', paidAt: expect.any(String) });
    expect((await pay(settlement._id, { utr: 'HDFCR5202612020002' }).expect(400)).body).toEqual({ error: MarketplaceMessage.alreadyPaid });
    expect((await pay(randomUUID(), { utr: 'HDFCR5202612020002' }).expect(404)).body).toEqual({ error: MarketplaceMessage.settlementNotFound });

    // Refunded after it was settled: taken back next time, the paid settlement untouched.
    await returnAndRefund(first);
    const netRefund = await settle({ merchantId: pune.merchant.id, upTo: today }).expect(400);
    expect(netRefund.body).toEqual({ error: MarketplaceMessage.notPositive });
    expect(await count('settlements')).toBe(1);
    await delivered([await pune.product(200_000)]);
    // ₹2,360 with GST: commission ₹236, its GST ₹42.48, TCS ₹10, TDS ₹2 → ₹2,069.52 less the ₹1,277.49 taken back.
    const next = await settle({ merchantId: pune.merchant.id, upTo: today }).expect(201);
    expect(next.body.settlement).toEqual(expect.objectContaining({ lines: 2, amount: 792.03, status: 'due' }));
    const list = await settlements(pune.user).expect(200);
    expect(list.body.settlements.map((each: SettlementDto) => [each._id, each.status, each.amount])).toEqual([
      [next.body.settlement._id, 'due', 792.03],
      [settlement._id, 'paid', 1277.49],
    ]);
    // One bank transfer pays one settlement.
    expect((await pay(next.body.settlement._id, { utr: 'HDFCR5202612020001' }).expect(409)).body).toEqual({ error: MarketplaceMessage.utrTaken });
  });

  it('puts each line in exactly one settlement when administrators settle the same merchant at once', async () => {
    const pune = await seller('27', 'PNQ', 'AABCP1234K');
    await delivered([await pune.product(100_000), await pune.product(150_000), await pune.product(99_999)]);
    const today = indianToday();

    const answers = await Promise.all(Array.from({ length: 4 }, () => settle({ merchantId: pune.merchant.id, upTo: today })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400]);
    const won = answers.find((answer) => answer.status === 201)?.body.settlement as SettlementDto;
    expect(won.lines).toBe(3);
    const rows = await t.orm.em.getConnection().execute('SELECT settlement_id, count(*)::int AS n FROM ledger_lines GROUP BY settlement_id');
    expect(rows).toEqual([{ settlement_id: won._id, n: 3 }]);
    expect(await count('settlements')).toBe(1);
    const lines = (await ledger(pune.user).expect(200)).body;
    expect(won.amount).toBe(lines.totals.payable);
  });

  it('lets a merchant read only its own books, administrators anyone’s, and settle and pay only administrators', async () => {
    const [pune, mysuru] = [await seller('27', 'PNQ', 'AABCP1234K'), await seller('29', 'MYS', 'AABCM1234K')];
    await delivered([await pune.product(100_000), await mysuru.product(100_000)]);
    const member = await createUser(t);
    const unlinked = await createUser(t, { role: Role.Merchant });
    const made = (await settle({ merchantId: pune.merchant.id, upTo: indianToday() }).expect(201)).body.settlement as SettlementDto;

    for (const read of [ledger, settlements]) {
      expect((await read(null).expect(401)).body).toEqual({ error: ErrorMessage.unauthenticated });
      expect((await read(member).expect(403)).body).toEqual({ error: ErrorMessage.forbidden });
      await read(unlinked).expect(404);
      // Another merchant's books are not found; its own id, or none, reads its own.
      await read(pune.user, `?merchant=${mysuru.merchant.id}`).expect(404);
      await read(pune.user, `?merchant=${pune.merchant.id}`).expect(200);
      await read(admin, '?merchant=nope').expect(400);
    }
    const own = (await ledger(pune.user).expect(200)).body.lines as LedgerLineDto[];
    expect(own.map((line) => line.merchantId)).toEqual([pune.merchant.id]);
    expect(((await ledger(mysuru.user).expect(200)).body.lines as LedgerLineDto[]).map((line) => line.merchantId)).toEqual([mysuru.merchant.id]);
    expect((await ledger(admin).expect(200)).body.lines).toHaveLength(2);
    expect((await settlements(pune.user).expect(200)).body.settlements).toEqual([made]);
    expect((await settlements(mysuru.user).expect(200)).body.settlements).toEqual([]);
    expect((await settlements(admin, `?merchant=${pune.merchant.id}`).expect(200)).body.settlements).toEqual([made]);

    for (const who of [null, member, pune.user]) {
      const expected = who ? 403 : 401;
      await settle({ merchantId: mysuru.merchant.id, upTo: indianToday() }, who).expect(expected);
      await pay(made._id, { utr: 'HDFCR5202612020001' }, who).expect(expected);
      const tcs = t.http().get(`/api/marketplace/tcs?month=${indianToday().slice(0, 7)}`);
      await (who ? tcs.set('authorization', who.token) : tcs).expect(expected);
    }
    expect(await count('settlements')).toBe(1);

    // Bad input, each named.
    expect((await settle({ merchantId: 'nope', upTo: indianToday() }).expect(400)).body).toEqual({ error: MarketplaceMessage.merchantInvalid });
    expect((await settle({ merchantId: mysuru.merchant.id, upTo: '2026-02-30' }).expect(400)).body).toEqual({ error: MarketplaceMessage.dateInvalid('Up to') });
    expect((await ledger(admin, '?from=2026-12-31&to=2026-12-01').expect(400)).body).toEqual({ error: MarketplaceMessage.rangeInvalid });
    expect((await ledger(admin, '?from=yesterday').expect(400)).body).toEqual({ error: MarketplaceMessage.dateInvalid('From') });
    await pay('nope', { utr: 'HDFCR5202612020001' }).expect(404);
  });

  it('reads a ledger and a list of settlements in a fixed number of statements, whatever their length', async () => {
    const pune = await seller('27', 'PNQ', 'AABCP1234K');
    const reads = async () => [
      await countStatements(t, () => ledger(pune.user).expect(200)),
      await countStatements(t, () => settlements(pune.user).expect(200)),
    ];
    await delivered([await pune.product(100_000)]);
    await settle({ merchantId: pune.merchant.id, upTo: indianToday() }).expect(201);
    const few = await reads();
    await delivered([await pune.product(100_000), await pune.product(120_000), await pune.product(130_000)]);
    await settle({ merchantId: pune.merchant.id, upTo: indianToday() }).expect(201);
    expect(await reads()).toEqual(few);
  });

  it('reports the month’s TCS by seller as GSTR-8 table 3: IGST to another state, CGST and SGST within one, returns netted', async () => {
    const [pune, mysuru] = [await seller('27', 'PNQ', 'AABCP1234K'), await seller('29', 'MYS', 'AABCM1234K')];
    const order = await delivered([await pune.product(123_457), await pune.product(200_000), await mysuru.product(123_457)]);
    await returnAndRefund(order, 1);
    const month = indianToday().slice(0, 7);

    const report = await t.http().get(`/api/marketplace/tcs?month=${month}`).set('authorization', admin.token).expect(200);
    expect(report.body).toEqual({
      month,
      gstin: SHOP.SHOP_GSTIN,
      sellers: [
        // Maharashtra's seller delivering in Karnataka: ₹6.17 + ₹10 sold, ₹10 taken back with its return.
        { merchantId: pune.merchant.id, gstin: gstinFor('27', 'AABCP1234K'), legalName: 'PNQ Sleep Private Limited', grossValue: 3234.57, returnedValue: 2000, netValue: 1234.57, igst: 6.17, cgst: 0, sgst: 0 },
        // Karnataka's seller delivering in Karnataka: ₹6.17 halved, the odd paisa to CGST.
        { merchantId: mysuru.merchant.id, gstin: gstinFor('29', 'AABCM1234K'), legalName: 'MYS Sleep Private Limited', grossValue: 1234.57, returnedValue: 0, netValue: 1234.57, igst: 0, cgst: 3.09, sgst: 3.08 },
      ],
      totals: { grossValue: 4469.14, returnedValue: 2000, netValue: 2469.14, igst: 6.17, cgst: 3.09, sgst: 3.08 },
    });
    const empty = await t.http().get('/api/marketplace/tcs?month=2025-01').set('authorization', admin.token).expect(200);
    expect(empty.body).toEqual({ month: '2025-01', gstin: SHOP.SHOP_GSTIN, sellers: [], totals: { grossValue: 0, returnedValue: 0, netValue: 0, igst: 0, cgst: 0, sgst: 0 } });
    for (const bad of ['2026-13', '2026-1', 'December']) {
      expect((await t.http().get(`/api/marketplace/tcs?month=${bad}`).set('authorization', admin.token).expect(400)).body).toEqual({ error: MarketplaceMessage.monthInvalid });
    }
  });
});
