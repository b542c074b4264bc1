import { Role } from '@nidra/shared/contracts';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser } from '@nidra/api/identity/testing';
import { useTestApp } from './support/shop-app';

/**
 * The short version of `npm run bench:soak`: browsing and buying at once over real HTTP, until every buyer
 * has placed its orders (how fast that goes, and the memory it takes, are the benchmark's to measure).
 */
const ORDERS_EACH = 5;

describe('a short soak of browsing and buying', () => {
  const t = useTestApp({ env: { GLOBAL_RATE_LIMIT: '10000000' } });

  it('answers every request without a failure and sells exactly what it acknowledges', async () => {
    await t.reset();
    const products = await Promise.all(
      ['Ortho 6', 'Ortho 8', 'Latex 10'].map((name) => createProduct(t, { name, quantity: 100_000 })),
    );
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(t, { role: Role.Member })));
    const url = await t.url();
    const statuses = new Map<number, number>();
    const orders: string[] = [];
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const send = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${url}${path}`, init).catch(() => undefined);
      count(res?.status ?? 0);
      return res?.ok ? ((await res.json()) as Record<string, unknown>) : undefined;
    };
    let buying = true;

    const reader = async (n: number) => {
      for (let i = n; buying; i++) {
        await send('/api/product/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageNumber: 1 + (i % 3), order: i % 3 }) });
        await send(`/api/product/item/${products[i % products.length].slug}`);
        await send(`/api/product/list/search/${['ort', 'lat', 'o'][i % 3]}`);
      }
    };
    const buyer = async (token: string, n: number) => {
      const headers = { 'content-type': 'application/json', authorization: token };
      for (let i = n, placedHere = 0; placedHere < ORDERS_EACH; i++) {
        const cart = await send('/api/cart/add', {
          method: 'POST',
          headers,
          body: JSON.stringify({ products: [{ product: products[i % products.length].id, quantity: 1 + (i % 2), size: '6x3' }] }),
        });
        // A refusal fails the test below; buying stops there rather than trying for ever.
        if (!cart) break;
        const placed = await send('/api/order/add', { method: 'POST', headers, body: JSON.stringify({ cartId: cart['cartId'] }) });
        if (!placed) break;
        orders.push((placed['order'] as { _id: string })._id);
        placedHere += 1;
      }
    };
    const buyingDone = Promise.all(buyers.map((b, n) => buyer(b.token, n))).finally(() => (buying = false));
    await Promise.all([...Array.from({ length: 6 }, (_, n) => reader(n)), buyingDone]);

    expect([...statuses.keys()].sort()).toEqual([200, 201]);
    expect(orders).toHaveLength(buyers.length * ORDERS_EACH);
    const connection = t.orm.em.getConnection();
    const [stored] = await connection.execute<Array<{ orders: number; units: number }>>(
      `SELECT (SELECT count(*)::int FROM orders WHERE id = ANY(?::uuid[])) AS orders,
              (SELECT coalesce(sum(quantity), 0)::int FROM order_items) AS units`,
      [`{${orders.join(',')}}`],
    );
    const [{ left }] = await connection.execute<Array<{ left: number }>>('SELECT sum(quantity)::int AS left FROM products');
    expect(stored.orders).toBe(orders.length);
    expect(left + stored.units).toBe(3 * 100_000);
  }, 60_000);
});
