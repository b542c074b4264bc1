import { Role } from '@nidra/shared/contracts';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser } from '@nidra/api/identity/testing';
import { useTestApp } from './support/shop-app';

/** The short version of `npm run bench:soak`: a few seconds of browsing and buying over real HTTP. */
const SECONDS = 6;

describe('a short soak of browsing and buying', () => {
  const t = useTestApp({ env: { GLOBAL_RATE_LIMIT: '10000000' } });

  it('answers every request without a failure, sells exactly what it acknowledges and keeps its memory', async () => {
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
    const rssBefore = process.memoryUsage().rss;
    const until = Date.now() + SECONDS * 1000;

    const reader = async (n: number) => {
      for (let i = n; Date.now() < until; i++) {
        await send('/api/product/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageNumber: 1 + (i % 3), order: i % 3 }) });
        await send(`/api/product/item/${products[i % products.length].slug}`);
        await send(`/api/product/list/search/${['ort', 'lat', 'o'][i % 3]}`);
      }
    };
    const buyer = async (token: string, n: number) => {
      const headers = { 'content-type': 'application/json', authorization: token };
      for (let i = n; Date.now() < until; i++) {
        const cart = await send('/api/cart/add', {
          method: 'POST',
          headers,
          body: JSON.stringify({ products: [{ product: products[i % products.length].id, quantity: 1 + (i % 2), size: '6x3' }] }),
        });
        if (!cart) continue;
        const placed = await send('/api/order/add', { method: 'POST', headers, body: JSON.stringify({ cartId: cart['cartId'] }) });
        if (placed) orders.push((placed['order'] as { _id: string })._id);
      }
    };
    await Promise.all([...Array.from({ length: 6 }, (_, n) => reader(n)), ...buyers.map((b, n) => buyer(b.token, n))]);

    expect([...statuses.keys()].sort()).toEqual([200, 201]);
    expect(orders.length).toBeGreaterThan(20);
    const connection = t.orm.em.getConnection();
    const [stored] = await connection.execute<Array<{ orders: number; units: number }>>(
      `SELECT (SELECT count(*)::int FROM orders WHERE id = ANY(?::uuid[])) AS orders,
              (SELECT coalesce(sum(quantity), 0)::int FROM order_items) AS units`,
      [`{${orders.join(',')}}`],
    );
    const [{ left }] = await connection.execute<Array<{ left: number }>>('SELECT sum(quantity)::int AS left FROM products');
    expect(stored.orders).toBe(orders.length);
    expect(left + stored.units).toBe(3 * 100_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);
});
