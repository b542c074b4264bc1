import { Cart, ORDERING_CONTEXT } from '../src';
import { CartMessage, ErrorMessage } from '@nidra/shared/contracts';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';

describe('POST /api/cart/add', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  const add = (token: string, products: object[]) => t.http().post('/api/cart/add').set('authorization', token).send({ products });

  it('needs a token', async () => {
    const res = await t.http().post('/api/cart/add').send({ products: [] }).expect(401);
    expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
  });

  it('prices every line itself, for every role, ignoring the price the client sends', async () => {
    const pictures = ['/uploads/products/ortho-rest-front.webp', '/uploads/products/ortho-rest-side.webp'];
    const mattress = await createProduct(t, { name: 'Ortho Rest 8 inch Mattress', pricePaise: 105_000, quantity: 40, imageUrls: pictures });
    const pillow = await createProduct(t, { name: 'Latex Pillow', pricePaise: 119_900, taxable: false, quantity: 80 });
    for (const { token, user } of Object.values(await createOneOfEachRole(t))) {
      const res = await add(token, [
        { product: mattress.id, quantity: 2, size: '6x6', price: 1, taxable: false },
        { product: mattress.id, quantity: 1, size: 'custom', length: 78, breadth: 60 },
        { product: pillow.id, quantity: 1, price: 0 },
      ]).expect(201);
      expect(res.body.success).toBe(true);
      expect(res.body.cart.items.map((i: { price: number; totalPrice: number; totalTax: number; size: string | null }) => [i.size, i.price, i.totalPrice, i.totalTax])).toEqual([
        ['6x6', 37_800, 75_600, 13_608],
        ['78x60 in', 34_125, 34_125, 6_142.5],
        [null, 1_199, 1_199, 0],
      ]);
      // Each line shows its product's first picture, or none.
      expect(res.body.cart.items.map((i: { imageUrl: string | null }) => i.imageUrl)).toEqual([pictures[0], pictures[0], null]);
      expect(res.body.cart).toEqual(
        expect.objectContaining({ total: 110_924, totalTax: 19_750.5, totalWithTax: 130_674.5 }),
      );
      const stored = await t.orm.em.fork().findOneOrFail(Cart, res.body.cartId);
      expect(stored.userId).toBe(user.id);
    }
  });

  it('uses the GST rate the shop is configured with', async () => {
    t.config.gstRate = 12;
    try {
      const { token } = await createUser(t);
      const product = await createProduct(t, { name: 'Coir 6 inch Mattress', pricePaise: 81_000 });
      const res = await add(token, [{ product: product.id, quantity: 1, size: '6x3' }]).expect(201);
      expect(res.body.cart).toEqual(expect.objectContaining({ total: 14_580, totalTax: 1_749.6 }));
    } finally {
      t.config.gstRate = 18;
    }
  });

  it('refuses what cannot be sold, and stores nothing', async () => {
    const { token } = await createUser(t);
    const mattress = await createProduct(t, { name: 'Ortho 6', quantity: 20 });
    const soldOut = await createProduct(t, { name: 'Sold Out Mattress', quantity: 0 });
    const off = await createProduct(t, { name: 'Retired Mattress', isActive: false });
    const hiddenBrand = await createBrand(t, { isActive: false });
    const hidden = await createProduct(t, { name: 'Hidden Brand Mattress', brand: hiddenBrand });
    const cases: Array<[object, string]> = [
      [{ product: mattress.id, quantity: 1 }, CartMessage.chooseSize('Ortho 6')],
      [{ product: mattress.id, quantity: 1, size: '7x7' }, CartMessage.unknownSize('Ortho 6')],
      [{ product: mattress.id, quantity: 1, size: 'custom', length: 500, breadth: 60 }, CartMessage.badDimensions],
      [{ product: mattress.id, quantity: 2, size: '6x3' }, CartMessage.quantityMax(1)],
      [{ product: mattress.id, quantity: 0, size: '6x3' }, CartMessage.quantityMin],
      [{ product: soldOut.id, quantity: 1, size: '6x3' }, CartMessage.outOfStock('Sold Out Mattress')],
      [{ product: off.id, quantity: 1, size: '6x3' }, CartMessage.productGone('Retired Mattress')],
      [{ product: hidden.id, quantity: 1, size: '6x3' }, CartMessage.productGone('Hidden Brand Mattress')],
      [{ product: '3f0c6c8e-2f55-4d0c-9d0f-5a8c2b1e7d10', quantity: 1 }, CartMessage.unknownProduct],
    ];
    for (const [line, message] of cases) {
      const res = await add(token, [line]).expect(400);
      expect([line, res.body]).toEqual([line, { error: message }]);
    }
    const empty = await add(token, []).expect(400);
    expect(empty.body).toEqual({ error: CartMessage.productsRequired });
    expect(await t.orm.em.fork().count(Cart)).toBe(0);
  });

  it('counts lines of the same product and size together against the per-add cap', async () => {
    const { token } = await createUser(t);
    const mattress = await createProduct(t, { name: 'Ortho 6', quantity: 30 });
    const split = [
      { product: mattress.id, quantity: 3, size: '6x3' },
      { product: mattress.id, quantity: 3, size: '6x3' },
    ];
    expect((await add(token, split).expect(400)).body).toEqual({ error: CartMessage.quantityMax(5) });
    expect(await t.orm.em.fork().count(Cart)).toBe(0);

    const res = await add(token, [
      { product: mattress.id, quantity: 2, size: '6x3' },
      { product: mattress.id, quantity: 1, size: '6x6' },
      { product: mattress.id, quantity: 3, size: '6x3' },
    ]).expect(201);
    expect(res.body.cart.items.map((i: { size: string; quantity: number }) => [i.size, i.quantity])).toEqual([
      ['6x3', 5],
      ['6x6', 1],
    ]);
  });

  it('refuses quantities past what a line may hold, and keeps the largest cart the shop allows exact', async () => {
    const { token } = await createUser(t);
    const pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 30 });
    for (const quantity of [2 ** 31, 1e300, 1001]) {
      expect((await add(token, [{ product: pillow.id, quantity }]).expect(400)).body).toEqual({ error: CartMessage.quantityMax(1000) });
    }
    // ₹1 crore a base price, 10 ft × 10 ft custom, 50 of them: ₹5,000 crore before tax.
    const priciest = await createProduct(t, { name: 'Palace Mattress', pricePaise: 1_000_000_000, quantity: 100_000 });
    const res = await add(token, [{ product: priciest.id, quantity: 50, size: 'custom', length: 120, breadth: 120 }]).expect(201);
    expect(res.body.cart).toEqual(expect.objectContaining({ total: 50_000_000_000, totalTax: 9_000_000_000, totalWithTax: 59_000_000_000 }));
    const placed = await t.http().post('/api/order/add').set('authorization', token).send({ cartId: res.body.cartId }).expect(201);
    expect(placed.body.order.totalWithTax).toBe(59_000_000_000);
    const read = await t.http().get(`/api/order/${placed.body.order._id}`).set('authorization', token).expect(200);
    expect(read.body.order.products[0]).toEqual(expect.objectContaining({ purchasePrice: 1_000_000_000, totalPrice: 50_000_000_000 }));
  });
});
