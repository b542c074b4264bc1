import { Product } from '@nidra/api/catalog';
import { ItemStatus, OrderMessage, Role, type OrderDto } from '@nidra/shared/contracts';
import { createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';
import { ORDERING_CONTEXT } from '../src';

/** Places an order of the given lines for the buyer and answers the placed order. */
async function buy(t: TestApp, buyer: UserFixture, lines: object[]): Promise<OrderDto> {
  const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: lines }).expect(201);
  const res = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId }).expect(201);
  return res.body.order;
}

const stockOf = async (t: TestApp, id: string) => (await t.orm.em.fork().findOneOrFail(Product, id)).quantity;

describe('order item statuses and cancelling', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  const setStatus = (who: UserFixture | undefined, order: OrderDto, itemIndex: number, status: string) => {
    const req = t.http().put(`/api/order/status/item/${order.products[itemIndex]._id}`);
    if (who) req.set('authorization', who.token);
    return req.send({ orderId: order._id, cartId: order.cartId, status });
  };

  it('lets the owner cancel an item: its stock returns and the totals drop it', async () => {
    const buyer = await createUser(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', pricePaise: 50_000, quantity: 30 });
    const mattress = await createProduct(t, { name: 'Firm Mattress', pricePaise: 100_000, quantity: 10, taxable: false });
    const order = await buy(t, buyer, [
      { product: pillow.id, quantity: 2 },
      { product: mattress.id, quantity: 1, size: '6x3' },
    ]);
    expect(order.total).toBe(1_000 + 18_000);
    expect(await stockOf(t, pillow.id)).toBe(28);

    const res = await setStatus(buyer, order, 0, ItemStatus.Cancelled).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ success: true, message: OrderMessage.itemCancelled, orderCancelled: false }));
    // The mattress is still live, so the order does not read Cancelled.
    expect(res.body.order).toEqual(expect.objectContaining({ total: 18_000, totalTax: 0, totalWithTax: 18_000, status: ItemStatus.NotProcessed }));
    expect(await stockOf(t, pillow.id)).toBe(30);

    // Cancelling it again is refused and changes nothing, for the owner and an administrator alike.
    const admin = await createUser(t, { role: Role.Admin });
    for (const who of [buyer, admin]) {
      expect((await setStatus(who, order, 0, ItemStatus.Cancelled).expect(400)).body).toEqual({ error: OrderMessage.alreadyCancelled });
    }
    const reread = await t.http().get(`/api/order/${order._id}`).set('authorization', buyer.token).expect(200);
    expect(reread.body.order).toEqual(expect.objectContaining({ total: 18_000, status: ItemStatus.NotProcessed }));
    expect(await stockOf(t, pillow.id)).toBe(30);
  });

  it('never shows an order with a live or Delivered item as Cancelled', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 30 });
    const bolster = await createProduct(t, { name: 'Bolster Pillow', quantity: 30 });
    const order = await buy(t, buyer, [{ product: pillow.id, quantity: 1 }, { product: bolster.id, quantity: 2 }]);
    await setStatus(buyer, order, 0, ItemStatus.Cancelled).expect(200);
    const delivered = await setStatus(admin, order, 1, ItemStatus.Delivered).expect(200);
    expect(delivered.body.order.status).toBe(ItemStatus.Delivered);
    for (const path of ['/api/order', '/api/order/allorder']) {
      const who = path.endsWith('allorder') ? admin : buyer;
      const listed = await t.http().get(path).set('authorization', who.token).expect(200);
      expect(listed.body.orders.map((o: OrderDto) => o.status)).toEqual([ItemStatus.Delivered]);
    }
  });

  it('refuses a member any status but Cancelled (403), someone else’s item (404) and a delivered item (400)', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 30 });
    const order = await buy(t, member, [{ product: pillow.id, quantity: 1 }, { product: pillow.id, quantity: 2 }]);

    await setStatus(undefined, order, 0, ItemStatus.Cancelled).expect(401);
    expect((await setStatus(member, order, 0, ItemStatus.Shipped).expect(403)).body).toEqual({ error: OrderMessage.onlyCancel });
    expect((await setStatus(merchant, order, 0, ItemStatus.Delivered).expect(403)).body).toEqual({ error: OrderMessage.onlyCancel });
    expect((await setStatus(merchant, order, 0, ItemStatus.Cancelled).expect(404)).body).toEqual({ error: OrderMessage.notFound });
    expect((await setStatus(member, order, 0, 'Lost').expect(400)).body).toEqual({ error: OrderMessage.unknownStatus });
    const stranger = await createUser(t);
    await t.http().delete(`/api/order/cancel/${order._id}`).set('authorization', stranger.token).expect(404);
    await t.http().delete(`/api/order/cancel/${order._id}`).expect(401);
    const otherOrder = await buy(t, stranger, [{ product: pillow.id, quantity: 1 }]);
    const mixed = await t
      .http()
      .put(`/api/order/status/item/${otherOrder.products[0]._id}`)
      .set('authorization', member.token)
      .send({ orderId: order._id, status: ItemStatus.Cancelled })
      .expect(404);
    expect(mixed.body).toEqual({ error: OrderMessage.itemNotFound });
    expect(await stockOf(t, pillow.id)).toBe(26);

    const delivered = await setStatus(admin, order, 0, ItemStatus.Delivered).expect(200);
    expect(delivered.body).toEqual(expect.objectContaining({ message: OrderMessage.statusUpdated, orderCancelled: false }));
    expect(delivered.body.order.status).toBe(ItemStatus.Delivered);
    expect((await setStatus(member, order, 0, ItemStatus.Cancelled).expect(400)).body).toEqual({ error: OrderMessage.deliveredItem });
    const whole = await t.http().delete(`/api/order/cancel/${order._id}`).set('authorization', member.token).expect(400);
    expect(whole.body).toEqual({ error: OrderMessage.deliveredOrder });
    expect(await stockOf(t, pillow.id)).toBe(26);
  });

  it('cancels the order when its last item is cancelled, keeping it in both lists at ₹0', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 30 });
    const bolster = await createProduct(t, { name: 'Bolster Pillow', quantity: 30 });
    const order = await buy(t, buyer, [{ product: pillow.id, quantity: 1 }, { product: bolster.id, quantity: 3 }]);

    expect((await setStatus(buyer, order, 1, ItemStatus.Cancelled).expect(200)).body.orderCancelled).toBe(false);
    const last = await setStatus(buyer, order, 0, ItemStatus.Cancelled).expect(200);
    expect(last.body.orderCancelled).toBe(true);
    expect(last.body.order).toEqual(expect.objectContaining({ status: ItemStatus.Cancelled, total: 0, totalTax: 0, totalWithTax: 0 }));
    expect(await stockOf(t, pillow.id)).toBe(30);
    const mine = await t.http().get('/api/order').set('authorization', buyer.token).expect(200);
    expect(mine.body.orders.map((o: OrderDto) => o._id)).toEqual([order._id]);
    const all = await t.http().get('/api/order/allorder').set('authorization', admin.token).expect(200);
    expect(all.body.orders.map((o: OrderDto) => o._id)).toEqual([order._id]);
  });

  it('cancels a whole order for its owner or an administrator and puts every unit back', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 30 });
    const mattress = await createProduct(t, { name: 'Soft Mattress', quantity: 4 });
    const first = await buy(t, buyer, [{ product: pillow.id, quantity: 2 }, { product: mattress.id, quantity: 1, size: '6x3' }]);
    await setStatus(buyer, first, 0, ItemStatus.Cancelled).expect(200);

    const res = await t.http().delete(`/api/order/cancel/${first._id}`).set('authorization', buyer.token).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ success: true, message: OrderMessage.orderCancelled }));
    expect(res.body.order.products.map((item: { status: string }) => item.status)).toEqual([ItemStatus.Cancelled, ItemStatus.Cancelled]);
    expect([await stockOf(t, pillow.id), await stockOf(t, mattress.id)]).toEqual([30, 4]);

    const second = await buy(t, buyer, [{ product: mattress.id, quantity: 1, size: '6x3' }]);
    expect(await stockOf(t, mattress.id)).toBe(3);
    await t.http().delete(`/api/order/cancel/${second._id}`).set('authorization', admin.token).expect(200);
    expect(await stockOf(t, mattress.id)).toBe(4);
  });

  it('lets an administrator revive a cancelled item only while stock allows', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 30 });
    const order = await buy(t, buyer, [{ product: pillow.id, quantity: 5 }]);
    await setStatus(buyer, order, 0, ItemStatus.Cancelled).expect(200);
    expect(await stockOf(t, pillow.id)).toBe(30);

    const revived = await setStatus(admin, order, 0, ItemStatus.Processing).expect(200);
    expect(revived.body.order).toEqual(expect.objectContaining({ status: ItemStatus.Processing, total: order.total }));
    expect(await stockOf(t, pillow.id)).toBe(25);

    await setStatus(admin, order, 0, ItemStatus.Cancelled).expect(200);
    await t.orm.em.fork().nativeUpdate(Product, { id: pillow.id }, { quantity: 1 });
    const short = await setStatus(admin, order, 0, ItemStatus.Shipped).expect(400);
    expect(short.body).toEqual({ error: OrderMessage.onlyLeft(1, 'Cloud Pillow') });
    expect(await stockOf(t, pillow.id)).toBe(1);
  });
});

describe('searching orders by id', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  it('finds the caller’s own orders, or everyone’s for an administrator, from 2 characters', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 10 });
    const mine = await buy(t, member, [{ product: pillow.id, quantity: 1 }]);
    const theirs = await buy(t, merchant, [{ product: pillow.id, quantity: 1 }]);
    const search = (who: UserFixture | undefined, text: string) => {
      const req = t.http().get('/api/order/search').query({ search: text });
      return who ? req.set('authorization', who.token) : req;
    };
    const ids = (res: { body: { orders: OrderDto[] } }) => res.body.orders.map((o) => o._id).sort();

    expect(ids(await search(member, mine._id.slice(9, 17)).expect(200))).toEqual([mine._id]);
    expect(ids(await search(member, theirs._id.toUpperCase()).expect(200))).toEqual([]);
    expect(ids(await search(merchant, theirs._id.slice(0, 8).toUpperCase()).expect(200))).toEqual([theirs._id]);
    expect((await search(admin, '-').expect(400)).body).toEqual({ error: OrderMessage.searchTooShort });
    expect(ids(await search(admin, '-4').expect(200))).toEqual([mine._id, theirs._id].sort());
    expect(ids(await search(admin, '%%').expect(200))).toEqual([]);
    const narrowed = await t.http().get('/api/order/search').query({ search: '-4', scope: 'mine' }).set('authorization', admin.token).expect(200);
    expect(ids(narrowed)).toEqual([]);
    expect((await search(member, ' a ').expect(400)).body).toEqual({ error: OrderMessage.searchTooShort });
    await search(undefined, mine._id).expect(401);
  });
});
