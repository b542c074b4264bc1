import { randomUUID } from 'node:crypto';
import { Product, ProductVariant } from '@nidra/api/catalog';
import { Order, OrderItem, ORDERING_CONTEXT } from '../src';
import { CartMessage, CheckoutMessage, DeliveryMessage, OrderMessage, VariantMessage } from '@nidra/shared/contracts';
import { createProduct, setVariants, variantsOf } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';

async function cartFor(t: TestApp, who: UserFixture, lines: object[]): Promise<string> {
  const res = await t.http().post('/api/cart/add').set('authorization', who.token).send({ products: lines }).expect(201);
  return res.body.cartId;
}

/** A mattress in Single and Queen, 6 and 8 inches, with stock kept per variant. */
async function familyWithStock(t: TestApp, stock: { single6: number; single8: number; queen6: number; queen8: number }) {
  const product = await createProduct(t, { sku: `ORTHO-${randomUUID().slice(0, 6)}`, name: 'Ortho Rest Mattress', pricePaise: 81_000 });
  const variants = await setVariants(t, product, [
    { size: '6x3', thickness: 6, quantity: stock.single6 },
    { size: '6x3', thickness: 8, price: 19_999, quantity: stock.single8 },
    { size: '5x6.5', thickness: 6, quantity: stock.queen6 },
    { size: '5x6.5', thickness: 8, price: 34_999, quantity: stock.queen8 },
  ]);
  const pick = (size: string, thickness: number) => variants.find((v) => v.sizeLabel === size && v.thickness === thickness && v.isActive) as ProductVariant;
  return { product, single6: pick('6x3', 6), single8: pick('6x3', 8), queen6: pick('5x6.5', 6), queen8: pick('5x6.5', 8) };
}

const stockOf = async (t: TestApp, ids: string[]) => {
  const rows = await t.orm.em.fork().find(ProductVariant, { id: ids });
  return Object.fromEntries(rows.map((row) => [row.id, row.quantity]));
};

describe('variants in the bag and in orders', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  const add = (who: UserFixture, products: object[]) => t.http().post('/api/cart/add').set('authorization', who.token).send({ products });
  const place = (who: UserFixture, cartId: string) => t.http().post('/api/order/add').set('authorization', who.token).send({ cartId });

  it('prices a line at its variant, chosen by id or by size and thickness (the cheapest thickness when left out)', async () => {
    const buyer = await createUser(t);
    const { product, single6, single8, queen8 } = await familyWithStock(t, { single6: 10, single8: 10, queen6: 10, queen8: 10 });
    const res = await add(buyer, [
      { product: product.id, variant: queen8.id, quantity: 1 },
      { product: product.id, size: '6x3', thickness: 8, quantity: 1 },
      { product: product.id, size: '6x3', quantity: 1 },
    ]).expect(201);
    const lines = res.body.cart.items.map((i: Record<string, unknown>) => [i['variant'], i['sku'], i['size'], i['thickness'], i['price'], i['priceWithTax']]);
    expect(lines).toEqual([
      [queen8.id, queen8.sku, '5x6.5', 8, 34_999, 41_298.82],
      [single8.id, single8.sku, '6x3', 8, 19_999, 23_598.82],
      // 6x3 by the rule from ₹810: 810 × 6 × 3.
      [single6.id, single6.sku, '6x3', 6, 14_580, 17_204.4],
    ]);
    expect(res.body.cart).toEqual(expect.objectContaining({ total: 69_578, totalTax: 12_524.04, totalWithTax: 82_102.04 }));

    const placed = await place(buyer, res.body.cartId).expect(201);
    const items = placed.body.order.products.map((i: Record<string, unknown>) => [i['variant'], i['sku'], i['size'], i['thickness'], i['purchasePrice']]);
    expect(items).toEqual([
      [queen8.id, queen8.sku, '5x6.5', 8, 34_999],
      [single8.id, single8.sku, '6x3', 8, 19_999],
      [single6.id, single6.sku, '6x3', 6, 14_580],
    ]);
    // The invoice names each mattress's size and thickness.
    const invoice = await t.http().get(`/api/order/${placed.body.order._id}/invoice`).set('authorization', buyer.token).expect(200);
    expect(invoice.body.lines.map((line: { description: string }) => line.description)).toEqual([
      'Ortho Rest Mattress (5x6.5, 8 in)',
      'Ortho Rest Mattress (6x3, 8 in)',
      'Ortho Rest Mattress (6x3, 6 in)',
    ]);
    // Each variant gave its own unit; the product's stock is their sum.
    expect(await stockOf(t, [single6.id, single8.id, queen8.id])).toEqual({ [single6.id]: 9, [single8.id]: 9, [queen8.id]: 9 });
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(37);
  });

  it('refuses a variant that is off, short, of another product or in a thickness not sold, naming it', async () => {
    const buyer = await createUser(t);
    const { product, queen6 } = await familyWithStock(t, { single6: 3, single8: 0, queen6: 2, queen8: 1 });
    const other = await createProduct(t, { name: 'Other Mattress' });
    const [otherVariant] = await variantsOf(t, other);
    await setVariants(t, product, [
      { size: '6x3', thickness: 6, quantity: 3 },
      { size: '6x3', thickness: 8, quantity: 0, price: 19_999 },
      { size: '5x6.5', thickness: 6, quantity: 2 },
      { size: '5x6.5', thickness: 8, quantity: 1, price: 34_999, isActive: false },
    ]);
    const cases: Array<[object, string]> = [
      [{ product: product.id, size: '6x3', thickness: 8, quantity: 1 }, CartMessage.outOfStock('Ortho Rest Mattress in Single 6x3 · 8 in')],
      [{ product: product.id, size: '5x6.5', thickness: 8, quantity: 1 }, VariantMessage.gone('Ortho Rest Mattress', 'Queen 5x6.5 · 8 in')],
      [{ product: product.id, size: '5x6.5', thickness: 10, quantity: 1 }, VariantMessage.thicknessNotSold('Ortho Rest Mattress', 10)],
      [{ product: product.id, variant: otherVariant.id, quantity: 1 }, VariantMessage.variantNotOfProduct],
      [{ product: product.id, variant: queen6.id, quantity: 2 }, CartMessage.quantityMax(1)],
      // Sizes it was sold in before its variants were set stay known, and are no longer available.
      [{ product: product.id, size: '6.5x6', quantity: 1 }, VariantMessage.gone('Ortho Rest Mattress', 'King 6.5x6 · 6 in')],
      [{ product: product.id, size: '7x7', quantity: 1 }, CartMessage.unknownSize('Ortho Rest Mattress')],
      [{ product: product.id, size: '6x3', thickness: 0, quantity: 1 }, VariantMessage.thicknessInvalid],
    ];
    for (const [line, message] of cases) {
      const res = await add(buyer, [line]).expect(400);
      expect([line, res.body]).toEqual([line, { error: message }]);
    }
  });

  it('refuses to place a bag whose variant was switched off meanwhile, and takes nothing', async () => {
    const buyer = await createUser(t);
    const { product, single6, queen6 } = await familyWithStock(t, { single6: 5, single8: 5, queen6: 5, queen8: 5 });
    const cartId = await cartFor(t, buyer, [
      { product: product.id, variant: single6.id, quantity: 1 },
      { product: product.id, variant: queen6.id, quantity: 1 },
    ]);
    await setVariants(t, product, [
      { size: '6x3', thickness: 6, quantity: 5 },
      { size: '6x3', thickness: 8, quantity: 5, price: 19_999 },
      { size: '5x6.5', thickness: 8, quantity: 5, price: 34_999 },
    ]);
    const res = await place(buyer, cartId).expect(400);
    expect(res.body).toEqual({ error: VariantMessage.gone('Ortho Rest Mattress', 'Queen 5x6.5 · 6 in') });
    expect(await t.orm.em.fork().count(Order)).toBe(0);
    expect(await stockOf(t, [single6.id])).toEqual({ [single6.id]: 5 });
  });

  it('gives the last Queen to exactly one of twenty buyers, and refuses nobody a King', async () => {
    const product = await createProduct(t, { name: 'Race Mattress', pricePaise: 81_000 });
    const variants = await setVariants(t, product, [
      { size: '5x6.5', thickness: 6, quantity: 1 },
      { size: '6x6', thickness: 6, quantity: 100 },
    ]);
    const queen = variants.find((v) => v.sizeLabel === '5x6.5') as ProductVariant;
    const king = variants.find((v) => v.sizeLabel === '6x6') as ProductVariant;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const queenCarts = await Promise.all(buyers.slice(0, 10).map((buyer) => cartFor(t, buyer, [{ product: product.id, variant: queen.id, quantity: 1 }])));
    const kingCarts = await Promise.all(buyers.slice(10).map((buyer) => cartFor(t, buyer, [{ product: product.id, variant: king.id, quantity: 1 }])));
    const results = await Promise.all([
      ...queenCarts.map((cartId, i) => place(buyers[i], cartId)),
      ...kingCarts.map((cartId, i) => place(buyers[10 + i], cartId)),
    ]);
    const queenStatuses = results.slice(0, 10).map((res) => res.status);
    expect(queenStatuses.filter((status) => status === 201)).toHaveLength(1);
    expect(queenStatuses.filter((status) => status === 400)).toHaveLength(9);
    for (const res of results.slice(0, 10).filter((r) => r.status === 400)) {
      expect(res.body).toEqual({ error: VariantMessage.onlyLeft(0, 'Race Mattress', 'Queen 5x6.5 · 6 in') });
    }
    expect(results.slice(10).map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(await stockOf(t, [queen.id, king.id])).toEqual({ [queen.id]: 0, [king.id]: 90 });
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(90);
  });

  it('takes a pooled product’s units from its one pool whatever the size, and gives them back on cancelling', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t, { name: 'Pooled Mattress', pricePaise: 81_000, quantity: 10 });
    const cartId = await cartFor(t, buyer, [
      { product: product.id, size: '6x3', quantity: 1 },
      { product: product.id, size: '6x6', quantity: 1 },
    ]);
    const placed = await place(buyer, cartId).expect(201);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(8);
    // Variants of a pooled product keep no units of their own.
    expect((await variantsOf(t, product)).every((variant) => variant.quantity === null)).toBe(true);
    await t.http().delete(`/api/order/cancel/${placed.body.order._id}`).set('authorization', buyer.token).expect(200);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(10);
  });

  it('gives a cancelled variant’s units back to that variant', async () => {
    const buyer = await createUser(t);
    const { product, queen6 } = await familyWithStock(t, { single6: 5, single8: 5, queen6: 5, queen8: 5 });
    const placed = await place(buyer, await cartFor(t, buyer, [{ product: product.id, variant: queen6.id, quantity: 1 }])).expect(201);
    expect(await stockOf(t, [queen6.id])).toEqual({ [queen6.id]: 4 });
    await t.http().delete(`/api/order/cancel/${placed.body.order._id}`).set('authorization', buyer.token).expect(200);
    expect(await stockOf(t, [queen6.id])).toEqual({ [queen6.id]: 5 });
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(20);
  });

  it('makes a custom size to order: it draws no stock, even from a product with none left', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t, { name: 'Made To Order Mattress', pricePaise: 81_000, quantity: 0 });
    const res = await add(buyer, [{ product: product.id, size: 'custom', length: 72, breadth: 36, quantity: 1 }]).expect(201);
    expect(res.body.cart.items[0]).toEqual(expect.objectContaining({ size: '72x36 in', variant: null, sku: `${product.sku}-CUSTOM`, price: 14_580 }));
    const placed = await place(buyer, res.body.cartId).expect(201);
    expect(placed.body.order.products[0]).toEqual(expect.objectContaining({ variant: null, sku: `${product.sku}-CUSTOM` }));
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(0);
    await t.http().delete(`/api/order/cancel/${placed.body.order._id}`).set('authorization', buyer.token).expect(200);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(0);
  });

  it('places a bag filled before variants: each line finds the variant of its size', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t, { name: 'Old Bag Mattress', pricePaise: 81_000, quantity: 10 });
    const cartId = await cartFor(t, buyer, [{ product: product.id, size: '6x3', quantity: 1 }]);
    // As a line was stored before variants: a size label and no variant.
    await t.orm.em.fork().execute('UPDATE cart_items SET variant_id = NULL, sku = NULL, thickness = NULL WHERE cart_id = ?', [cartId]);
    const placed = await place(buyer, cartId).expect(201);
    const [variant] = (await variantsOf(t, product)).filter((v) => v.sizeLabel === '6x3');
    expect(placed.body.order.products[0]).toEqual(expect.objectContaining({ variant: variant.id, sku: variant.sku, size: '6x3', purchasePrice: 14_580 }));
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(9);
    const item = await t.orm.em.fork().findOneOrFail(OrderItem, { order: placed.body.order._id });
    expect(item.stockHeld).toBe(true);
  });

  it('prices a bag again at a variant’s new price and refuses the order until it is placed again', async () => {
    const buyer = await createUser(t);
    const { product, queen8 } = await familyWithStock(t, { single6: 5, single8: 5, queen6: 5, queen8: 5 });
    const cartId = await cartFor(t, buyer, [{ product: product.id, variant: queen8.id, quantity: 1 }]);
    await setVariants(t, product, [
      { size: '6x3', thickness: 6, quantity: 5 },
      { size: '6x3', thickness: 8, quantity: 5, price: 19_999 },
      { size: '5x6.5', thickness: 6, quantity: 5 },
      { size: '5x6.5', thickness: 8, quantity: 5, price: 36_999 },
    ]);
    const refused = await place(buyer, cartId).expect(409);
    expect(refused.body.error).toContain('Ortho Rest Mattress');
    const placed = await place(buyer, cartId).expect(201);
    expect(placed.body.order.products[0].purchasePrice).toBe(36_999);
    expect(OrderMessage.placed).toBe(placed.body.message);
  });

  it('prices the bag for the delivery pincode to the paisa the order then carries, CGST + SGST within the state, IGST across', async () => {
    const buyer = await createUser(t);
    const stranger = await createUser(t);
    // Three at ₹100.05: 9 % of ₹300.15 is ₹27.0135 (₹27.01 twice within the state), 18 % ₹54.027 (₹54.03 across).
    const product = await createProduct(t, { name: 'Paisa Pillow', pricePaise: 10_005, quantity: 50 });
    const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar' };
    const places = [
      ['560001', { cgst: 27.01, sgst: 27.01, igst: 0 }, 54.02, 354.17],
      ['110001', { cgst: 0, sgst: 0, igst: 54.03 }, 54.03, 354.18],
    ] as const;
    for (const [pincode, split, tax, withTax] of places) {
      const cartId = await cartFor(t, buyer, [{ product: product.id, quantity: 3 }]);
      const bag = await t.http().get(`/api/cart/${cartId}`).query({ pincode }).set('authorization', buyer.token).expect(200);
      expect(bag.body.cart).toEqual(expect.objectContaining({ total: 300.15, totalTax: tax, totalWithTax: withTax, ...split }));
      const placed = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId, address: { ...home, pincode } }).expect(201);
      expect([placed.body.order.totalTax, placed.body.order.totalWithTax]).toEqual([bag.body.cart.totalTax, bag.body.cart.totalWithTax]);
    }
    const cartId = await cartFor(t, buyer, [{ product: product.id, quantity: 1 }]);
    // Without a pincode: as priced, no split.
    const plain = await t.http().get(`/api/cart/${cartId}`).set('authorization', buyer.token).expect(200);
    expect(plain.body.cart).toEqual(expect.objectContaining({ total: 100.05, totalTax: 18.01, cgst: null, sgst: null, igst: null }));
    expect(plain.body.cart.items[0]).toEqual(expect.objectContaining({ price: 100.05, priceWithTax: 118.06, quantity: 1 }));
    await t.http().get(`/api/cart/${cartId}`).expect(401);
    expect((await t.http().get(`/api/cart/${cartId}`).set('authorization', stranger.token).expect(404)).body).toEqual({ error: OrderMessage.cartNotFound });
    expect((await t.http().get(`/api/cart/${cartId}`).query({ pincode: '12345' }).set('authorization', buyer.token).expect(400)).body).toEqual({
      error: DeliveryMessage.invalidPincode,
    });
    expect((await t.http().get(`/api/cart/${cartId}`).query({ pincode: '999999' }).set('authorization', buyer.token).expect(400)).body).toEqual({
      error: CheckoutMessage.pincodeUnknown,
    });
  });
});
