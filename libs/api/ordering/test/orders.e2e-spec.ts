import { createServer } from 'node:http';
import { Product } from '@nidra/api/catalog';
import { Order, ORDERING_CONTEXT } from '../src';
import { ErrorMessage, OrderMessage, Role } from '@nidra/shared/contracts';
import { createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { eventually, startSmtpCapture, type SmtpCapture } from '@nidra/shared/testing';
import { countStatements, useTestApp, type TestApp } from '@nidra/api/testing';

async function cartFor(t: TestApp, who: UserFixture, lines: object[]): Promise<string> {
  const res = await t.http().post('/api/cart/add').set('authorization', who.token).send({ products: lines }).expect(201);
  return res.body.cartId;
}

describe('placing orders', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { SMTP_URL: smtp.url } }));
  beforeEach(async () => {
    await t.reset();
    smtp.messages.length = 0;
  });

  const place = (who: UserFixture, cartId: string, total?: number | string) =>
    t.http().post('/api/order/add').set('authorization', who.token).send({ cartId, total });

  it('takes the stock, keeps the server’s totals, emails the buyer, and gives one order per cart', async () => {
    const buyer = await createUser(t, { email: 'buyer@example.in', firstName: 'Ravi' });
    const product = await createProduct(t, { name: 'Ortho Rest 8 inch Mattress', pricePaise: 105_000, quantity: 30 });
    const cartId = await cartFor(t, buyer, [{ product: product.id, quantity: 2, size: '6x3', price: 1 }]);

    const res = await place(buyer, cartId, 1).expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        success: true,
        message: OrderMessage.placed,
        order: expect.objectContaining({ cartId, total: 37_800, totalTax: 6_804, totalWithTax: 44_604, status: 'Not processed' }),
      }),
    );
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(28);
    const again = await place(buyer, cartId).expect(201);
    expect(again.body.order._id).toBe(res.body.order._id);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(28);
    expect(await t.orm.em.fork().count(Order)).toBe(1);

    const mail = await eventually(() => {
      const found = smtp.messages.find((m) => m.to.includes('buyer@example.in'));
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail.raw).toContain(`Subject: Order Confirmation ${res.body.order._id}`);
  });

  it('takes the total the spec’s client sends back as text after a reload, and charges the server’s total anyway', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t, { name: 'Cloud Pillow', pricePaise: 100_000, quantity: 30 });
    const expected = expect.objectContaining({ total: 1_000, totalTax: 180, totalWithTax: 1_180 });
    for (const total of ['2098', 2098, ' 5 ', undefined]) {
      const cartId = await cartFor(t, buyer, [{ product: product.id, quantity: 1 }]);
      expect((await place(buyer, cartId, total).expect(201)).body.order).toEqual(expected);
    }
    const cartId = await cartFor(t, buyer, [{ product: product.id, quantity: 1 }]);
    expect((await place(buyer, cartId, 'two thousand').expect(400)).body).toEqual({ error: 'Total must be a number.' });
    expect(await t.orm.em.fork().count(Order)).toBe(4);
  });

  it('adds to the bag and places an order in a fixed number of statements, as many for three lines as for one', async () => {
    const buyer = await createUser(t);
    const products = await Promise.all([1, 2, 3].map((i) => createProduct(t, { name: `Mattress ${i}`, quantity: 30 })));
    const lines = products.map((product) => ({ product: product.id, quantity: 1, size: '6x3' }));
    const counts = [];
    for (const cart of [lines.slice(0, 1), lines]) {
      let cartId = '';
      const adding = await countStatements(t, async () => {
        cartId = await cartFor(t, buyer, cart);
      });
      const placing = await countStatements(t, () => place(buyer, cartId).expect(201));
      counts.push([adding, placing]);
    }
    expect(counts[1]).toEqual(counts[0]);
    // The bag in 3 (the caller's account, the products, the bag) and the order in 12, the stock checked
    // and taken in one of them.
    expect(counts[0]).toEqual([3, 12]);
  });

  it('refuses the whole order when a line is short, naming the product and what is left', async () => {
    const buyer = await createUser(t);
    const plenty = await createProduct(t, { name: 'Plenty Pillow', quantity: 50 });
    const scarce = await createProduct(t, { name: 'Scarce Mattress', quantity: 1 });
    const cartId = await cartFor(t, buyer, [
      { product: plenty.id, quantity: 5 },
      { product: scarce.id, quantity: 1, size: '6x3' },
    ]);
    await t.orm.em.fork().nativeUpdate(Product, { id: scarce.id }, { quantity: 0 });
    const res = await place(buyer, cartId).expect(400);
    expect(res.body).toEqual({ error: OrderMessage.onlyLeft(0, 'Scarce Mattress') });
    expect((await t.orm.em.fork().findOneOrFail(Product, plenty.id)).quantity).toBe(50);
    expect(await t.orm.em.fork().count(Order)).toBe(0);
  });

  it("answers 404 for someone else's cart and needs a token", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const product = await createProduct(t, { name: 'Pillow', quantity: 5 });
    const cartId = await cartFor(t, owner, [{ product: product.id, quantity: 1 }]);
    const res = await place(other, cartId).expect(404);
    expect(res.body).toEqual({ error: OrderMessage.cartNotFound });
    await t.http().post('/api/order/add').send({ cartId }).expect(401);
    expect(await t.orm.em.fork().count(Order)).toBe(0);
  });

  it('shows orders to their owner and administrators only', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const product = await createProduct(t, { name: 'Pillow', quantity: 50 });
    const placed = (await place(member, await cartFor(t, member, [{ product: product.id, quantity: 1 }])).expect(201)).body.order;

    const mine = await t.http().get('/api/order').set('authorization', member.token).expect(200);
    expect(mine.body.orders.map((o: { _id: string }) => o._id)).toEqual([placed._id]);
    expect((await t.http().get('/api/order').set('authorization', merchant.token)).body.orders).toEqual([]);
    await t.http().get(`/api/order/${placed._id}`).set('authorization', member.token).expect(200);
    const hidden = await t.http().get(`/api/order/${placed._id}`).set('authorization', merchant.token).expect(404);
    expect(hidden.body).toEqual({ error: OrderMessage.notFound });
    await t.http().get(`/api/order/${placed._id}`).set('authorization', admin.token).expect(200);
    await t.http().get(`/api/order/${placed._id}`).expect(401);

    await t.http().get('/api/order/allorder').expect(401);
    await t.http().get('/api/order/allorder').set('authorization', member.token).expect(403);
    await t.http().get('/api/order/allorder').set('authorization', merchant.token).expect(403);
    const all = await t.http().get('/api/order/allorder').set('authorization', admin.token).expect(200);
    expect(all.body.orders).toHaveLength(1);
    expect(all.body.orders[0].products[0].product).toEqual(expect.objectContaining({ name: 'Pillow', available: true }));
  });

  it('keeps what was bought when the product is later deleted', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const product = await createProduct(t, { name: 'Short-lived Pillow', quantity: 5 });
    const placed = (await place(buyer, await cartFor(t, buyer, [{ product: product.id, quantity: 1 }])).expect(201)).body.order;
    const waiting = await cartFor(t, buyer, [{ product: product.id, quantity: 1 }]);

    await t.http().delete(`/api/product/delete/${product.id}`).set('authorization', admin.token).expect(200);
    const res = await t.http().get(`/api/order/${placed._id}`).set('authorization', buyer.token).expect(200);
    expect(res.body.order.products[0].product).toEqual(expect.objectContaining({ name: 'Short-lived Pillow', available: false, _id: null }));
    // A cart waiting with it cannot be placed.
    expect((await place(buyer, waiting).expect(400)).body).toEqual({ error: OrderMessage.productGone('A product in your cart') });
  });

  it('answers 401 with the plain sentence', async () => {
    const res = await t.http().get('/api/order').expect(401);
    expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
  });
});

describe('racing for the last units', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });

  /** A real server on a port, so parallel requests truly run side by side. */
  async function listen(): Promise<{ port: number; close: () => Promise<unknown> }> {
    const server = createServer(t.app.getHttpAdapter().getInstance().server.listeners('request')[0] as never);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as { port: number }).port, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('makes one order of a cart placed five times at once', async () => {
    await t.reset();
    const { port, close } = await listen();
    try {
      const buyer = await createUser(t);
      const product = await createProduct(t, { name: 'Double Click Pillow', quantity: 30 });
      const cartId = await cartFor(t, buyer, [{ product: product.id, quantity: 2 }]);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`http://127.0.0.1:${port}/api/order/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: buyer.token },
            body: JSON.stringify({ cartId }),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as { order: { _id: string } } })),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(results.map((r) => r.body.order._id)).size).toBe(1);
      expect(await t.orm.em.fork().count(Order)).toBe(1);
      expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(28);
    } finally {
      await close();
    }
  });

  it('sells exactly the 3 left to 20 buyers at once, refusing the other 17, again and again', async () => {
    const { port, close } = await listen();
    try {
      for (let round = 0; round < 3; round++) {
        await t.reset();
        const product = await createProduct(t, { name: 'Last Three Pillow', quantity: 3 });
        const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
        const carts = await Promise.all(buyers.map((buyer) => cartFor(t, buyer, [{ product: product.id, quantity: 1 }])));
        const results = await Promise.all(
          buyers.map((buyer, i) =>
            fetch(`http://127.0.0.1:${port}/api/order/add`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: buyer.token },
              body: JSON.stringify({ cartId: carts[i] }),
            }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string } })),
          ),
        );
        const sold = results.filter((r) => r.status === 201).length;
        const refused = results.filter((r) => r.status === 400);
        expect([round, sold, refused.length]).toEqual([round, 3, 17]);
        expect(refused.every((r) => r.body.error === OrderMessage.onlyLeft(0, 'Last Three Pillow'))).toBe(true);
        expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(0);
      }
    } finally {
      await close();
    }
  }, 60_000);
});
