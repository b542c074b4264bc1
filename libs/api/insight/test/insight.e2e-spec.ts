import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Brand, Product } from '@nidra/api/catalog';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { countStatements, useTestApp } from '@nidra/api/testing';
import {
  addDays,
  indianToday,
  InsightMessage,
  ItemStatus,
  ORDERS_CSV_HEADER,
  Role,
  type InsightSummaryResponse,
  type OrderDto,
} from '@nidra/shared/contracts';
import { startRazorpayStandIn, type RazorpayStandIn } from '@nidra/shared/testing';
import { INSIGHT_CONTEXT } from '../src';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
const paise = (rupees: number) => Math.round(rupees * 100);
const lineWithTax = (order: OrderDto, index: number) => paise(order.products[index].totalPrice + order.products[index].totalTax);
const zeroStatuses = { 'Not processed': 0, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 };

describe('the Overview and the orders export', () => {
  let razorpay: RazorpayStandIn;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
  });
  afterAll(() => razorpay.close());
  const t = useTestApp(() => ({ contexts: [INSIGHT_CONTEXT], env: razorpay.env }));
  beforeEach(() => t.reset());
  afterEach(() => jest.useRealTimers());

  let admin: UserFixture;
  let merchant: UserFixture;
  let member: UserFixture;
  let buyer: UserFixture;
  let ours: Brand;
  let theirs: Brand;

  /** The people and brands of a test: a merchant selling one brand, another brand, a buyer. */
  async function cast(): Promise<void> {
    const merchantId = randomUUID();
    ours = await createBrand(t, { name: 'Kerala Coir', merchantId });
    theirs = await createBrand(t, { name: 'Ortho Rest' });
    [admin, merchant, member, buyer] = await Promise.all([
      createUser(t, { role: Role.Admin }),
      createUser(t, { role: Role.Merchant, merchantId }),
      createUser(t, { role: Role.Member }),
      createUser(t, { firstName: 'Ravi' }),
    ]);
  }

  /** An order of the lines, paid on delivery, paid online, or left waiting for its payment. */
  async function buy(lines: Array<[Product, number]>, pay: 'cod' | 'paid' | 'pending' = 'cod'): Promise<OrderDto> {
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: lines.map(([product, quantity]) => ({ product: product.id, quantity })) }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', buyer.token)
      .send({ cartId: cart.body.cartId, address: home, paymentMethod: pay === 'cod' ? 'cod' : 'razorpay' }).expect(201);
    if (pay === 'paid') {
      await t.http().post('/api/payment/razorpay/verify').set('authorization', buyer.token)
        .send(razorpay.pay(placed.body.payment.razorpayOrderId)).expect(200);
    }
    return (await t.http().get(`/api/order/${placed.body.order._id}`).set('authorization', buyer.token).expect(200)).body.order;
  }

  const setStatus = (order: OrderDto, index: number, status: ItemStatus) =>
    t.http().put(`/api/order/status/item/${order.products[index]._id}`).set('authorization', admin.token).send({ orderId: order._id, status }).expect(200);

  const summary = async (who: UserFixture, query = ''): Promise<InsightSummaryResponse> =>
    (await t.http().get(`/api/insight/summary${query}`).set('authorization', who.token).expect(200)).body;

  const csv = async (who: UserFixture, query: string) => {
    const res = await t.http().get(`/api/insight/orders.csv${query}`).set('authorization', who.token).expect(200);
    return { res, rows: parse(res.text, { columns: true }) as Array<Record<string, string>> };
  };

  it('sums confirmed orders of the period with tax, leaves out unpaid orders and cancelled items, and gives a merchant their brand only', async () => {
    await cast();
    const coir = await createProduct(t, { name: 'Coir Classic Pillow', pricePaise: 1_234_567, quantity: 40, brand: ours });
    const ortho = await createProduct(t, { name: 'Ortho Firm Pillow', pricePaise: 899_999, quantity: 40, brand: theirs });
    const pillow = await createProduct(t, { name: 'Plain Pillow', pricePaise: 49_950, quantity: 40 });

    const mixed = await buy([[coir, 2], [ortho, 1]]);
    const plain = await buy([[pillow, 3]]);
    const paid = await buy([[coir, 1]], 'paid');
    await buy([[ortho, 2]], 'pending');
    await setStatus(mixed, 1, ItemStatus.Cancelled);
    await setStatus(plain, 0, ItemStatus.Shipped);

    const today = indianToday();
    const revenue = lineWithTax(mixed, 0) + lineWithTax(plain, 0) + lineWithTax(paid, 0);
    const all = await summary(admin);
    expect(all).toEqual({
      from: addDays(today, -29),
      to: today,
      revenue: revenue / 100,
      orders: 3,
      averageOrderValue: Math.round(revenue / 3) / 100,
      previous: { from: addDays(today, -59), to: addDays(today, -30), revenue: 0, orders: 0, averageOrderValue: 0 },
      byDay: expect.any(Array),
      itemsByStatus: { ...zeroStatuses, 'Not processed': 2, Shipped: 1, Cancelled: 1 },
      topProducts: [
        { _id: coir.id, name: 'Coir Classic Pillow', slug: coir.slug, revenue: (lineWithTax(mixed, 0) + lineWithTax(paid, 0)) / 100, quantity: 3 },
        { _id: pillow.id, name: 'Plain Pillow', slug: pillow.slug, revenue: lineWithTax(plain, 0) / 100, quantity: 3 },
      ],
      lowStock: [],
      retiredGstRates: [],
      pending: { reviews: 0, merchants: 0, returns: 0 },
    });
    expect(all.byDay).toHaveLength(30);
    expect(all.byDay[0]).toEqual({ date: addDays(today, -29), revenue: 0, orders: 0 });
    expect(all.byDay[29]).toEqual({ date: today, revenue: revenue / 100, orders: 3 });

    const mine = await summary(merchant);
    const ourRevenue = lineWithTax(mixed, 0) + lineWithTax(paid, 0);
    expect(mine).toEqual(
      expect.objectContaining({
        revenue: ourRevenue / 100,
        orders: 2,
        averageOrderValue: Math.round(ourRevenue / 2) / 100,
        itemsByStatus: { ...zeroStatuses, 'Not processed': 2 },
        topProducts: [expect.objectContaining({ _id: coir.id, quantity: 3 })],
        pending: { reviews: 0, merchants: 0, returns: 0 },
      }),
    );

    // Cancelling the last live line of an order takes the order out too; bringing it back counts it again.
    await setStatus(plain, 0, ItemStatus.Cancelled);
    expect(await summary(admin)).toEqual(expect.objectContaining({ revenue: (revenue - lineWithTax(plain, 0)) / 100, orders: 2 }));
    await setStatus(plain, 0, ItemStatus.Processing);
    expect(await summary(admin)).toEqual(expect.objectContaining({ revenue: revenue / 100, orders: 3 }));
    await t.http().delete(`/api/order/cancel/${mixed._id}`).set('authorization', buyer.token).expect(200);
    expect(await summary(merchant)).toEqual(expect.objectContaining({ revenue: lineWithTax(paid, 0) / 100, orders: 1 }));

    // After every change, the roll-up is what the orders themselves add up to.
    const sql = (text: string) => t.orm.em.getConnection().execute(text);
    const lines = `SELECT (o.created AT TIME ZONE 'Asia/Kolkata')::date::text AS day, i.order_id, i.brand_id, i.product_id, i.status, i.quantity, i.total_paise, i.tax_paise FROM orders o
                     JOIN order_items i ON i.order_id = o.id WHERE o.payment_status IN ('cod', 'paid', 'refunded')`;
    const sums = `coalesce(sum(l.total_paise + l.tax_paise) FILTER (WHERE l.status <> 'Cancelled'), 0)::int AS revenue,
                  count(DISTINCT l.order_id) FILTER (WHERE l.status <> 'Cancelled')::int AS orders,
                  count(*) FILTER (WHERE l.status = 'Not processed')::int AS waiting, count(*) FILTER (WHERE l.status = 'Cancelled')::int AS cancelled`;
    const kept = `revenue_paise::int AS revenue, orders, items_not_processed AS waiting, items_cancelled AS cancelled`;
    expect(await sql(`SELECT day::text AS day, ${kept} FROM sales_days`)).toEqual(await sql(`SELECT l.day, ${sums} FROM (${lines}) l GROUP BY l.day`));
    expect(await sql(`SELECT brand_id, day::text AS day, ${kept} FROM brand_sales_days ORDER BY brand_id`)).toEqual(
      await sql(`SELECT l.brand_id, l.day, ${sums} FROM (${lines}) l WHERE l.brand_id IS NOT NULL GROUP BY l.brand_id, l.day ORDER BY l.brand_id`),
    );
    const live = `SELECT l.product_id, sum(l.total_paise + l.tax_paise)::int AS revenue, sum(l.quantity)::int AS quantity FROM (${lines}) l
                   WHERE l.status <> 'Cancelled' GROUP BY l.product_id ORDER BY l.product_id`;
    for (const table of ['product_sales_days', 'product_sales_months']) {
      expect(await sql(`SELECT product_id, revenue_paise::int AS revenue, quantity FROM ${table} WHERE quantity <> 0 ORDER BY product_id`)).toEqual(await sql(live));
    }
  });

  it('counts days in Indian Standard Time, against the same number of days just before', async () => {
    const fakeNow = (iso: string) =>
      jest.useFakeTimers({ now: new Date(iso), advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    fakeNow('2026-03-10T18:29:00Z'); // 11:59 pm on 10 March in India
    await cast();
    const mattress = await createProduct(t, { name: 'Late Night Pillow', pricePaise: 100_000, quantity: 40, brand: ours });
    const late = await buy([[mattress, 1]]);
    fakeNow('2026-03-10T18:31:00Z'); // 12:01 am on 11 March
    const early = await buy([[mattress, 2]]);

    const eleventh = await summary(admin, '?from=2026-03-11&to=2026-03-11');
    expect(eleventh).toEqual(
      expect.objectContaining({
        from: '2026-03-11',
        to: '2026-03-11',
        revenue: lineWithTax(early, 0) / 100,
        orders: 1,
        previous: { from: '2026-03-10', to: '2026-03-10', revenue: lineWithTax(late, 0) / 100, orders: 1, averageOrderValue: lineWithTax(late, 0) / 100 },
        byDay: [{ date: '2026-03-11', revenue: lineWithTax(early, 0) / 100, orders: 1 }],
      }),
    );
    const week = await summary(merchant, '?from=2026-03-09&to=2026-03-12');
    expect(week.byDay).toEqual([
      { date: '2026-03-09', revenue: 0, orders: 0 },
      { date: '2026-03-10', revenue: lineWithTax(late, 0) / 100, orders: 1 },
      { date: '2026-03-11', revenue: lineWithTax(early, 0) / 100, orders: 1 },
      { date: '2026-03-12', revenue: 0, orders: 0 },
    ]);
    expect(week.previous).toEqual({ from: '2026-03-05', to: '2026-03-08', revenue: 0, orders: 0, averageOrderValue: 0 });
    // Best sellers of a few days, and of whole months less the days before the period.
    expect(week.topProducts).toEqual([expect.objectContaining({ _id: mattress.id, quantity: 3 })]);
    const months = await summary(admin, '?from=2026-03-11&to=2026-04-30');
    expect(months.topProducts).toEqual([{ _id: mattress.id, name: 'Late Night Pillow', slug: mattress.slug, revenue: lineWithTax(early, 0) / 100, quantity: 2 }]);

    const { rows } = await csv(admin, '?from=2026-03-10&to=2026-03-10');
    expect(rows.map((row) => [row['orderId'], row['date']])).toEqual([[late._id, '2026-03-10']]);
  });

  it('lists active products running low and what waits: reviews, seller requests and open returns', async () => {
    await cast();
    const low = await createProduct(t, { name: 'Almost Gone', quantity: 5, brand: ours });
    await createProduct(t, { name: 'Plenty', quantity: 6, brand: ours });
    await createProduct(t, { name: 'Hidden', quantity: 0, isActive: false, brand: ours });
    const elsewhere = await createProduct(t, { name: 'Last One', quantity: 1, brand: theirs });
    const review = { title: 'Good sleep', review: 'Firm, even and cool all night long.', rating: 5, isRecommended: 1 };
    await t.http().post('/api/review/add').set('authorization', buyer.token).send({ ...review, product: low.id }).expect(201);
    await t.http().post('/api/review/add').set('authorization', buyer.token).send({ ...review, product: elsewhere.id }).expect(201);
    await t.http().post('/api/merchant/seller-request')
      .send({ name: 'Ravi Menon', email: 'ravi@coir.in', phoneNumber: '9876543210', brand: 'Coir Co', business: 'Coir mattresses from Alappuzha.' }).expect(200);
    const sold = await createProduct(t, { name: 'Returned One Pillow', quantity: 40, brand: ours });
    const order = await buy([[sold, 1]]);
    await setStatus(order, 0, ItemStatus.Delivered);
    await t.http().post('/api/return').set('authorization', buyer.token)
      .send({ orderId: order._id, itemId: order.products[0]._id, reason: 'too-firm', bank: { accountName: 'Ravi Rao', accountNumber: '001234567890', ifsc: 'SBIN0001234' } })
      .expect(201);

    const all = await summary(admin);
    const pooled = { sku: null, size: null, thickness: null };
    expect(all.lowStock).toEqual([
      { _id: elsewhere.id, name: 'Last One', slug: elsewhere.slug, quantity: 1, ...pooled },
      { _id: low.id, name: 'Almost Gone', slug: low.slug, quantity: 5, ...pooled },
    ]);
    expect(all.pending).toEqual({ reviews: 2, merchants: 1, returns: 1 });
    const mine = await summary(merchant);
    expect(mine.lowStock).toEqual([{ _id: low.id, name: 'Almost Gone', slug: low.slug, quantity: 5, ...pooled }]);
    expect(mine.pending).toEqual({ reviews: 1, merchants: 0, returns: 1 });
  });

  it('lists for administrators the products still at a retired GST rate, to be edited', async () => {
    await cast();
    const twelve = await createProduct(t, { name: 'Coir Bolster at Twelve', gstRate: 12, brand: ours });
    const twentyEight = await createProduct(t, { name: 'Air Cooler Pad at Twenty-eight', gstRate: 28, isActive: false });
    await createProduct(t, { name: 'Ortho Pillow at Eighteen', gstRate: 18, brand: ours });
    await createProduct(t, { name: 'Plain Pillow at the Shop Rate' });

    expect((await summary(admin)).retiredGstRates).toEqual([
      { _id: twentyEight.id, name: 'Air Cooler Pad at Twenty-eight', slug: twentyEight.slug, gstRate: 28 },
      { _id: twelve.id, name: 'Coir Bolster at Twelve', slug: twelve.slug, gstRate: 12 },
    ]);
    // Changing the rate is the administrators' alone: a merchant is not asked to.
    expect((await summary(merchant)).retiredGstRates).toEqual([]);

    // Edited to a rate in force, the product leaves the list.
    await t.http().put(`/api/product/${twelve.id}`).set('authorization', admin.token)
      .send({ product: { name: twelve.name, description: twelve.description, quantity: twelve.quantity, price: twelve.pricePaise / 100, taxable: true, gstRate: 5 } })
      .expect(200);
    expect((await summary(admin)).retiredGstRates).toEqual([expect.objectContaining({ _id: twentyEight.id })]);
  });

  it('lists each active variant running low of a product keeping stock by size, the pooled ones as a whole', async () => {
    await cast();
    const sql = (text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(text, params);
    /** The product's variants with their own stock (size, thickness, units, active), its quantity their active sum. */
    const bySize = async (product: Product, variants: Array<[string, number, number, boolean]>) => {
      await sql('DELETE FROM product_variants WHERE product_id = ?', [product.id]);
      for (const [size, thickness, quantity, active] of variants) {
        await sql(
          `INSERT INTO product_variants (id, product_id, sku, size_label, thickness, price_paise, quantity, is_active)
           VALUES (gen_random_uuid(), ?, ?, ?, ?, 100000, ?, ?)`,
          [product.id, `${product.sku}-${size}-${thickness}`, size, thickness, quantity, active],
        );
      }
      await sql(
        'UPDATE products p SET stock_by_size = true, quantity = (SELECT sum(quantity) FROM product_variants WHERE product_id = p.id AND is_active) WHERE id = ?',
        [product.id],
      );
    };
    const ortho = await createProduct(t, { name: 'Ortho Sized', sku: 'ORTHO', quantity: 0, brand: ours });
    await bySize(ortho, [['6x3', 8, 40, true], ['5x6.5', 8, 2, true], ['6x6', 8, 5, true], ['6x6', 10, 0, false]]);
    const latex = await createProduct(t, { name: 'Latex Sized', sku: 'LATEX', quantity: 0, brand: theirs });
    await bySize(latex, [['6x3', 6, 1, true], ['5x6.5', 6, 1, true]]);
    const hidden = await createProduct(t, { name: 'Hidden Sized', sku: 'HIDDEN', quantity: 0, isActive: false, brand: ours });
    await bySize(hidden, [['6x3', 6, 0, true]]);
    const pooled = await createProduct(t, { name: 'Pooled Pillow', quantity: 3, brand: ours });

    const all = await summary(admin);
    const entry = (product: Product, quantity: number, size: string | null, thickness: number | null) => ({
      _id: product.id,
      name: product.name,
      slug: product.slug,
      quantity,
      sku: size === null ? null : `${product.sku}-${size}-${thickness}`,
      size,
      thickness,
    });
    expect(all.lowStock).toEqual([
      entry(latex, 1, '5x6.5', 6),
      entry(latex, 1, '6x3', 6),
      entry(ortho, 2, '5x6.5', 8),
      entry(pooled, 3, null, null),
      entry(ortho, 5, '6x6', 8),
    ]);
    expect((await summary(merchant)).lowStock).toEqual([entry(ortho, 2, '5x6.5', 8), entry(pooled, 3, null, null), entry(ortho, 5, '6x6', 8)]);
  });

  it('answers with as many statements for many orders as for one', async () => {
    await cast();
    const products = await Promise.all([1, 2, 3].map((n) => createProduct(t, { name: `Counted ${n} Pillow`, quantity: 2, brand: ours })));
    await buy([[products[0], 1]]);
    const counts = async () => [
      await countStatements(t, () => summary(admin)),
      await countStatements(t, () => summary(merchant)),
    ];
    const few = await counts();
    for (const product of products) await buy([[product, 1]]);
    expect(await counts()).toEqual(few);
    // The caller's account, then one question each: days, best sellers, low stock, returns, reviews, seller requests, retired rates.
    expect(few[0]).toBe(8);
  });

  it('exports one CSV row per item of confirmed orders, filtered by status, a merchant their brand’s lines only', async () => {
    await cast();
    const coir = await createProduct(t, { name: 'Coir, "Classic" Pillow', sku: 'COIR-1', pricePaise: 1_000_000, quantity: 40, brand: ours });
    // A name a spreadsheet would run as a formula is written as text.
    const ortho = await createProduct(t, { name: '=1+1 Ortho Pillow', sku: 'ORTHO-1', pricePaise: 500_000, quantity: 40, brand: theirs });
    const order = await buy([[coir, 2], [ortho, 1]]);
    await buy([[ortho, 1]], 'pending');
    await setStatus(order, 1, ItemStatus.Shipped);
    const today = indianToday();

    const { res, rows } = await csv(admin, `?from=${today}&to=${today}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect(res.text.split('\r\n')[0]).toBe(ORDERS_CSV_HEADER.join(','));
    expect(res.text).toContain('"Coir, ""Classic"" Pillow"');
    const line = (index: number) => order.products[index];
    expect(rows).toEqual([
      {
        orderId: order._id, date: today, status: 'Not processed', sku: 'COIR-1', product: 'Coir, "Classic" Pillow', size: '', quantity: '2',
        totalPrice: line(0).totalPrice.toFixed(2), tax: line(0).totalTax.toFixed(2), totalWithTax: (lineWithTax(order, 0) / 100).toFixed(2),
        paymentMethod: 'cod', paymentStatus: 'cod', pincode: '560041', state: 'Karnataka',
      },
      expect.objectContaining({ orderId: order._id, status: 'Shipped', sku: 'ORTHO-1', product: "'=1+1 Ortho Pillow", quantity: '1' }),
    ]);
    expect((await csv(admin, `?from=${today}&to=${today}&status=Shipped`)).rows.map((row) => row['sku'])).toEqual(['ORTHO-1']);
    expect((await csv(merchant, '')).rows.map((row) => row['sku'])).toEqual(['COIR-1']);
    expect((await csv(admin, `?from=${addDays(today, 1)}&to=${addDays(today, 2)}`)).res.text).toBe(`${ORDERS_CSV_HEADER.join(',')}\r\n`);
  });

  it('lets administrators and merchants in only, and refuses bad periods and statuses in plain words', async () => {
    await cast();
    for (const path of ['/api/insight/summary', '/api/insight/orders.csv']) {
      expect((await t.http().get(path).expect(401)).body).toEqual({ error: expect.any(String) });
      expect((await t.http().get(path).set('authorization', member.token).expect(403)).body).toEqual({ error: expect.any(String) });
      await t.http().get(path).set('authorization', merchant.token).expect(200);
      await t.http().get(path).set('authorization', admin.token).expect(200);
      for (const [query, error] of [
        ['?from=2026-02-30', InsightMessage.badDate('from')],
        ['?to=yesterday', InsightMessage.badDate('to')],
        ['?from=2026-03-02&to=2026-03-01', InsightMessage.fromAfterTo],
        ['?from=1990-01-01&to=2026-01-01', InsightMessage.tooLong],
      ]) {
        expect((await t.http().get(`${path}${query}`).set('authorization', admin.token).expect(400)).body).toEqual({ error });
      }
    }
    const lost = await t.http().get('/api/insight/orders.csv?status=Lost').set('authorization', admin.token).expect(400);
    expect(lost.body).toEqual({ error: InsightMessage.badStatus });
  });
});
