import { Brand, Product } from '@nidra/api/catalog';
import { Cart, CartCleanupJob, Order, ORDERING_CONTEXT } from '../src';
import { OrderMessage, Role } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';

async function cartFor(t: TestApp, who: UserFixture, lines: object[]): Promise<string> {
  const res = await t.http().post('/api/cart/add').set('authorization', who.token).send({ products: lines }).expect(201);
  return res.body.cartId;
}

describe('placing a cart priced on catalogue data that has changed since', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  const place = (who: UserFixture, cartId: string) => t.http().post('/api/order/add').set('authorization', who.token).send({ cartId });
  const stockOf = async (id: string) => (await t.orm.em.fork().findOneOrFail(Product, id)).quantity;
  const admin = async () => createUser(t, { role: Role.Admin });

  it('refuses a product disabled since, naming it, and writes nothing', async () => {
    const buyer = await createUser(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 10 });
    const mattress = await createProduct(t, { name: 'Firm Mattress', quantity: 10 });
    const cartId = await cartFor(t, buyer, [{ product: pillow.id, quantity: 1 }, { product: mattress.id, quantity: 1, size: '6x3' }]);
    const { token } = await admin();
    await t.http().put(`/api/product/${mattress.id}/active`).set('authorization', token).send({ product: { isActive: false } }).expect(200);

    expect((await place(buyer, cartId).expect(400)).body).toEqual({ error: OrderMessage.productGone('Firm Mattress') });
    expect(await t.orm.em.fork().count(Order)).toBe(0);
    expect([await stockOf(pillow.id), await stockOf(mattress.id)]).toEqual([10, 10]);
  });

  it('refuses a product whose brand was disabled since', async () => {
    const buyer = await createUser(t);
    const brand = await createBrand(t, { name: 'Dreamwell' });
    const pillow = await createProduct(t, { name: 'Dreamwell Pillow', brand, quantity: 10 });
    const cartId = await cartFor(t, buyer, [{ product: pillow.id, quantity: 1 }]);
    await t.orm.em.fork().nativeUpdate(Brand, { id: brand.id }, { isActive: false });

    expect((await place(buyer, cartId).expect(400)).body).toEqual({ error: OrderMessage.productGone('Dreamwell Pillow') });
    expect(await t.orm.em.fork().count(Order)).toBe(0);
    expect(await stockOf(pillow.id)).toBe(10);
  });

  it('refuses a price changed since with 409 naming the new price, then places the repriced cart at it', async () => {
    const buyer = await createUser(t);
    const mattress = await createProduct(t, { name: 'Ortho Rest', pricePaise: 100_000, quantity: 30 });
    const pillow = await createProduct(t, { name: 'Cloud Pillow', pricePaise: 50_000, quantity: 10 });
    const cartId = await cartFor(t, buyer, [{ product: mattress.id, quantity: 2, size: '6x3' }, { product: pillow.id, quantity: 1 }]);
    const { token } = await admin();
    const edit = { name: 'Ortho Rest', description: 'Firmer now.', quantity: 30, price: 1_250.5, taxable: true };
    await t.http().put(`/api/product/${mattress.id}`).set('authorization', token).send({ product: edit }).expect(200);

    const refused = await place(buyer, cartId).expect(409);
    expect(refused.body).toEqual({ error: OrderMessage.priceChanged('Ortho Rest', formatInr(1_250.5)) });
    expect(await t.orm.em.fork().count(Order)).toBe(0);
    expect(await stockOf(mattress.id)).toBe(30);

    // 6x3 is base × 18: ₹22,509.00 a unit at the new price.
    const placed = await place(buyer, cartId).expect(201);
    expect(placed.body.order.products.map((item: { purchasePrice: number; totalPrice: number }) => [item.purchasePrice, item.totalPrice])).toEqual([
      [22_509, 45_018],
      [500, 500],
    ]);
    expect(placed.body.order).toEqual(expect.objectContaining({ total: 45_518, totalTax: 8_193.24, totalWithTax: 53_711.24 }));
    expect(await stockOf(mattress.id)).toBe(28);
  });

  it('refuses a product made tax-free since, and charges no tax on it the second time', async () => {
    const buyer = await createUser(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', pricePaise: 50_000, quantity: 10 });
    const cartId = await cartFor(t, buyer, [{ product: pillow.id, quantity: 1 }]);
    await t.orm.em.fork().nativeUpdate(Product, { id: pillow.id }, { taxable: false });
    expect((await place(buyer, cartId).expect(409)).body.error).toBe(OrderMessage.priceChanged('Cloud Pillow', formatInr(500)));
    expect((await place(buyer, cartId).expect(201)).body.order).toEqual(expect.objectContaining({ total: 500, totalTax: 0 }));
  });
});

describe('carts nobody placed', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  it('are deleted once untouched for CART_TTL_DAYS days; placed and recent carts stay', async () => {
    const buyer = await createUser(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 10 });
    const old = await cartFor(t, buyer, [{ product: pillow.id, quantity: 1 }]);
    const placed = await cartFor(t, buyer, [{ product: pillow.id, quantity: 1 }]);
    await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: placed }).expect(201);
    const recent = await cartFor(t, buyer, [{ product: pillow.id, quantity: 1 }]);
    const longAgo = new Date(Date.now() - (t.config.cartTtlDays + 1) * 24 * 60 * 60 * 1000);
    await t.orm.em.fork().nativeUpdate(Cart, { id: { $in: [old, placed] } }, { updated: longAgo });

    expect(await t.app.get(CartCleanupJob).run()).toBe(1);
    const left = await t.orm.em.fork().find(Cart, {});
    expect(left.map((cart) => cart.id).sort()).toEqual([placed, recent].sort());
    await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: old }).expect(404);
  });
});
