// Shoppers as the soak and fault benchmarks send them: readers browsing (list pages, product pages,
// suggestions) and buyers placing one-line orders, each in a loop, every answer recorded with its time.
import { BUYER_PASSWORD } from './generate.mjs';
import { percentile, pick, query, random, signInBuyers } from './lib.mjs';

const TERMS = ['ort', 'gel', 'lat', 'foa', 'spr', 'coi', 'mat', 'res', 'coo', 'fir', 'nat', 'mem'];

/**
 * What a shop at `databaseUrl` (filled by bench/generate.mjs) offers the traffic: product slugs to read, and
 * bag lines to buy ({ product, variant }: the active variants of 200 products, no pillows).
 */
export async function catalogueOf(databaseUrl) {
  const visible = `p.is_active AND (b.id IS NULL OR b.is_active)`;
  const slugs = (await query(databaseUrl, `SELECT p.slug FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE ${visible} LIMIT 2000`)).map((r) => r.slug);
  const ids = (
    await query(
      databaseUrl,
      `SELECT p.id FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE ${visible} AND p.name NOT ILIKE '%pillow%' ORDER BY p.id LIMIT 200`,
    )
  ).map((r) => r.id);
  // Plenty of stock, so refusals measure the shop and not the catalogue: each variant's own units where the
  // product keeps stock by size (the product holding their sum), else the product's pool.
  await query(
    databaseUrl,
    `WITH sized AS (
       UPDATE product_variants v SET quantity = 1000000 FROM products p
        WHERE p.id = v.product_id AND p.stock_by_size AND v.product_id = ANY($1) RETURNING v.product_id, v.quantity, v.is_active
     )
     UPDATE products p SET quantity = CASE WHEN p.stock_by_size
                                           THEN (SELECT coalesce(sum(quantity) FILTER (WHERE is_active), 0) FROM sized WHERE sized.product_id = p.id)
                                           ELSE 1000000 END
      WHERE p.id = ANY($1)`,
    [ids],
  );
  const forSale = await query(
    databaseUrl,
    'SELECT product_id AS product, id AS variant FROM product_variants WHERE product_id = ANY($1) AND is_active ORDER BY product_id, id',
    [ids],
  );
  return { slugs, forSale };
}

/**
 * Runs `readers` browsing loops and `buyers` ordering loops against `url` until `signal` aborts.
 * Each answer is pushed to `log` as { at, ms, status, kind }, and each acknowledged order's id to
 * `orders`. A request that fails to connect is logged with status 0. `pauseMs` spaces a loop's requests.
 */
export async function runTraffic(url, catalogue, { readers, buyers, signal, log, orders, pauseMs = 0 }) {
  const tokens = await signInBuyers(url, buyers, BUYER_PASSWORD);
  const timed = async (kind, path, init = {}) => {
    const started = performance.now();
    let status = 0;
    let body;
    try {
      const res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      status = res.status;
      body = await res.json().catch(() => undefined);
    } catch {
      status = 0;
    }
    log.push({ at: Date.now(), ms: performance.now() - started, status, kind });
    return { status, body };
  };
  const pause = () => (pauseMs ? new Promise((wait) => setTimeout(wait, pauseMs)) : undefined);
  const reader = async (seed) => {
    const rand = random(seed);
    while (!signal.aborted) {
      const r = rand();
      if (r < 0.4) {
        await timed('list', '/api/product/list', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'all', category: 'all', brand: 'all', rating: 0, order: Math.floor(rand() * 3), pageNumber: 1 + Math.floor(rand() * 20) }),
        });
      } else if (r < 0.8) {
        await timed('product', `/api/product/item/${pick(rand, catalogue.slugs)}`);
      } else {
        await timed('search', `/api/product/list/search/${pick(rand, TERMS)}`);
      }
      await pause();
    }
  };
  const buyer = async (token, seed) => {
    const rand = random(seed);
    const headers = { 'content-type': 'application/json', authorization: token };
    while (!signal.aborted) {
      const cart = await timed('cart', '/api/cart/add', {
        method: 'POST',
        headers,
        body: JSON.stringify({ products: [{ ...pick(rand, catalogue.forSale), quantity: 1 }] }),
      });
      if (cart.status === 201) {
        const placed = await timed('order', '/api/order/add', { method: 'POST', headers, body: JSON.stringify({ cartId: cart.body.cartId }) });
        if (placed.status === 201) orders.push(placed.body.order._id);
      }
      await pause();
    }
  };
  await Promise.all([
    ...Array.from({ length: readers }, (_, i) => reader(100 + i)),
    ...tokens.map((token, i) => buyer(token, 200 + i)),
  ]);
}

/** Requests, failures and latency of the answers logged between two instants. */
export function summary(log, from = 0, to = Infinity) {
  const window = log.filter((entry) => entry.at >= from && entry.at < to);
  const latencies = window.map((entry) => entry.ms).sort((a, b) => a - b);
  const count = (test) => window.filter(test).length;
  return {
    requests: window.length,
    ok: count((e) => e.status >= 200 && e.status < 300),
    unavailable: count((e) => e.status === 503),
    failed: count((e) => e.status === 0 || (e.status >= 500 && e.status !== 503)),
    refused: count((e) => e.status >= 400 && e.status < 500),
    /** The failed answers by status (0: no answer), e.g. "500 ×2". */
    failedBy: Object.entries(
      window
        .filter((e) => e.status === 0 || (e.status >= 500 && e.status !== 503))
        .reduce((counts, e) => ({ ...counts, [e.status]: (counts[e.status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${status} ×${count}`)
      .join(', '),
    p50: latencies.length ? percentile(latencies, 50) : 0,
    p99: latencies.length ? percentile(latencies, 99) : 0,
    max: latencies.length ? latencies[latencies.length - 1] : 0,
  };
}
