// The traffic the benchmarks send: shoppers reading the catalogue, and buyers placing orders.
import { CONNECTIONS, percentile, pick, query, random, signInBuyers } from './lib.mjs';
import { BUYER_PASSWORD } from './generate.mjs';

/** The read traffic: the list as the spec's client sends it (varied filters and pages), product pages, suggestions. */
export function readScenarios(slugs, brands, categories) {
  const terms = ['ort', 'gel', 'lat', 'foa', 'spr', 'coi', 'pil', 'mat', 'qui', 'she', 'top', 'res', 'coo', 'fir', 'clo', 'dua', 'bon', 'nat', 'mem', 'rub', 'inc', 'ses'];
  const rand = random(7);
  return {
    list: (req) => {
      // The body the spec's own web client sends: every filter present, "all" where none is chosen.
      const body = { name: 'all', category: 'all', brand: 'all', rating: 0, order: Math.floor(rand() * 3), pageNumber: 1 + Math.floor(rand() * 40) };
      const r = rand();
      if (r < 0.25) body.category = pick(rand, categories);
      else if (r < 0.45) body.brand = pick(rand, brands);
      if (rand() < 0.3) Object.assign(body, { min: 500 + Math.floor(rand() * 5000), max: 10_000 + Math.floor(rand() * 40_000) });
      if (rand() < 0.2) body.rating = 1 + Math.floor(rand() * 4);
      if (body.category !== 'all' || body.brand !== 'all' || body.rating) body.pageNumber = 1 + Math.floor(rand() * 3);
      return { ...req, method: 'POST', path: '/api/product/list', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    },
    item: (req) => ({ ...req, method: 'GET', path: `/api/product/item/${pick(rand, slugs)}` }),
    search: (req) => ({ ...req, method: 'GET', path: `/api/product/list/search/${pick(rand, terms)}` }),
  };
}

/** Variants the buyers choose from: those with at least this many units (or a pool this large), so none runs out. */
const PLENTY = 100;

/**
 * What the buyers put in their bags: the active variants with plenty of stock of the first 40 products for
 * sale (no pillows), each as a bag line asks for it ({ product, variant }), read from the products' own
 * pages as a shopper's browser reads them.
 */
async function bagLines(shopUrl, databaseUrl) {
  const products = await query(
    databaseUrl,
    `SELECT p.id, p.slug FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.is_active AND (b.id IS NULL OR b.is_active) AND p.name NOT ILIKE '%pillow%' ORDER BY p.id LIMIT 40`,
  );
  const lines = [];
  for (const { id, slug } of products) {
    const response = await fetch(`${shopUrl}/api/product/item/${slug}`);
    if (!response.ok) throw new Error(`The product page of ${slug} failed: ${response.status} ${await response.text()}`);
    const { product } = await response.json();
    for (const variant of product.variants) if (variant.isActive && variant.quantity >= PLENTY) lines.push({ product: id, variant: variant._id });
  }
  if (lines.length === 0) throw new Error('No variant has stock to buy');
  return lines;
}

/**
 * Each connection's two requests, in turn: a mattress into the bag (one of `lines`, { product, variant },
 * picked by `rand`) and the bag placed, as one of the buyers `tokens` (a connection keeps its buyer);
 * `onPlaced` for each order placed.
 */
function buyingRequests(tokens, lines, rand, onPlaced) {
  let nextBuyer = 0;
  const auth = (context) => {
    context.token ??= tokens[nextBuyer++ % tokens.length];
    return { 'content-type': 'application/json', authorization: context.token };
  };
  return [
    {
      setupRequest: (req, context) => ({
        ...req,
        method: 'POST',
        path: '/api/cart/add',
        headers: auth(context),
        body: JSON.stringify({ products: [{ ...pick(rand, lines), quantity: 1 }] }),
      }),
      onResponse: (status, body, context) => {
        context.cartId = status < 300 ? JSON.parse(body).cartId : undefined;
      },
    },
    {
      setupRequest: (req, context) => ({
        ...req,
        method: 'POST',
        path: '/api/order/add',
        headers: auth(context),
        body: JSON.stringify({ cartId: context.cartId }),
      }),
      onResponse: (status) => {
        if (status < 300) onPlaced();
      },
    },
  ];
}

/**
 * 32 buyers adding a mattress to the bag (a variant with stock, `bagLines`) and placing it, through `load`;
 * then whether any product or variant was oversold. With `warmLoad` they go on placing orders, and that second run is the server's figure once warm:
 * a server just started compiles the order path's code (the ORM, mail, the documents) for its first minute
 * or so, on the same two cores. With `cpu` (readings of `cpuNow`), the warm run also says what an order cost
 * the machine's CPU, by process. With `steadyShare`, the buyers then place orders at that share of the warm
 * run's rate, arriving evenly spaced (`steadyOrders`): the wait a buyer sees while the machine has room,
 * where the runs before measure it full, each buyer's next order queued behind the other 31.
 * With `ceiling` ({ url, cpu }: bench/ceiling.mjs, which signs the same tokens in), the same buyers then
 * place the same requests (the same products in the same order as the first run) there, through `load`,
 * once the shop has sent every email due, so that its outbox takes none of the ceiling's CPU; `cpu` (a
 * reading of `cpuNow` for the ceiling's process) says what an order cost there.
 */
export async function placeOrders(shopUrl, databaseUrl, load, { warmLoad, cpu, steadyShare, ceiling: bare } = {}) {
  const buyers = await signInBuyers(shopUrl, CONNECTIONS, BUYER_PASSWORD);
  const lines = await bagLines(shopUrl, databaseUrl);
  const ids = [...new Set(lines.map((line) => line.product))];
  const variantIds = lines.map((line) => line.variant);
  const stock = await query(databaseUrl, 'SELECT id, quantity FROM products WHERE id = ANY($1)', [ids]);
  const before = new Map(stock.map((row) => [row.id, row.quantity]));
  // A variant's own units count only while its product keeps stock by size.
  const variantStock = await query(
    databaseUrl,
    'SELECT v.id, v.quantity FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ANY($1) AND p.stock_by_size',
    [variantIds],
  );
  const variantsBefore = new Map(variantStock.map((row) => [row.id, row.quantity]));
  // Items carry the shop's millisecond clock; the generated ones are minutes older than this mark.
  const [{ now: startedAt }] = await query(databaseUrl, 'SELECT now()');
  const rand = random(11);
  let placed = 0;
  const buying = buyingRequests(buyers, lines, rand, () => (placed += 1));
  const result = await load(shopUrl, buying);
  const warmFrom = warmLoad && cpu ? { placed, cpu: cpu() } : undefined;
  const warm = warmLoad ? await warmLoad(shopUrl, buying) : undefined;
  const warmTo = warmFrom ? { placed, cpu: cpu() } : undefined;
  let steady;
  if (warm && steadyShare) {
    // The runs before leave confirmation emails (each with its PDF) still to send: the steady run starts
    // once they are out, and says how many of its own are still waiting when it ends.
    const caughtUpS = await emailsSent(databaseUrl);
    const measured = await steadyOrders(shopUrl, buyers, () => pick(rand, lines), (steadyShare * warm.rps) / 2, () => (placed += 1));
    steady = { ...measured, caughtUpS, emailsWaiting: await emailsWaiting(databaseUrl) };
  }
  const perOrder = (ms, from) => (ms === null ? null : Number(((ms - from) / (warmTo.placed - warmFrom.placed)).toFixed(1)));
  const cpuMsPerOrder =
    warmTo && warmTo.placed > warmFrom.placed
      ? Object.fromEntries(Object.entries(warmTo.cpu).map(([name, ms]) => [name, perOrder(ms, warmFrom.cpu[name])]))
      : undefined;
  // Stock and sales read in one statement (one snapshot), so an order finishing meanwhile cannot skew them.
  const after = await query(
    databaseUrl,
    `SELECT p.id, p.quantity,
            (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
              WHERE i.product_id = p.id AND i.created >= $2::timestamptz - interval '1 second') AS units
       FROM products p WHERE p.id = ANY($1)`,
    [ids, startedAt],
  );
  const variantsAfter = await query(
    databaseUrl,
    `SELECT v.id, v.quantity,
            (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
              WHERE i.variant_id = v.id AND i.created >= $2::timestamptz - interval '1 second') AS units
       FROM product_variants v WHERE v.id = ANY($1)`,
    [[...variantsBefore.keys()], startedAt],
  );
  const oversold =
    after.filter((row) => row.quantity < 0 || before.get(row.id) - row.quantity !== row.units).length +
    variantsAfter.filter((row) => row.quantity < 0 || variantsBefore.get(row.id) - row.quantity !== row.units).length;
  const ceiling = bare ? await ceilingOrders(bare, databaseUrl, load, buyers, lines) : undefined;
  return { ...result, warm, steady, placed, oversold, cpuMsPerOrder, ceiling };
}

/**
 * The same buyers placing the same orders at bench/ceiling.mjs, after the shop's emails are out. The
 * ceiling's outbox rows are due at 'infinity' (neither it nor the shop sends them), so the shop's count of
 * emails waiting includes them from here on.
 */
async function ceilingOrders({ url, cpu }, databaseUrl, load, buyers, lines) {
  const caughtUpS = await emailsSent(databaseUrl);
  let placed = 0;
  const from = cpu?.();
  const result = await load(url, buyingRequests(buyers, lines, random(11), () => (placed += 1)));
  const to = cpu?.();
  const cpuMsPerOrder =
    from && placed > 0 ? Object.fromEntries(Object.entries(to).map(([name, ms]) => [name, ms === null ? null : Number(((ms - from[name]) / placed).toFixed(1))])) : undefined;
  return { ...result, placed, caughtUpS, cpuMsPerOrder };
}

/** How long buyers place orders at a steady rate, in seconds. */
const STEADY_S = 15;

/**
 * Orders arriving evenly spaced, `perSecond` of them, each placed by whichever of `tokens`' buyers is free
 * (a cart add, then the order). An order's cart add is timed from when it was due, so a late start (every
 * buyer still busy, or the load generator itself behind) counts against the shop, as a shopper would see
 * it; the order add from when it was sent. Resolves with the rate and the answers' p50 and p99, both
 * requests together as in the runs before.
 */
async function steadyOrders(shopUrl, tokens, bagLine, perSecond, onPlaced) {
  const free = [...tokens];
  const waiting = [];
  const times = [];
  let errors = 0;
  const send = async (path, token, body) => {
    const response = await fetch(`${shopUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    // A refusal's body is read too, so its connection is free for the next request.
    const answer = response?.ok ? await response.json() : await response?.text().then(() => undefined);
    if (!answer) errors += 1;
    return answer;
  };
  const order = async (due) => {
    const token = free.pop() ?? (await new Promise((taken) => waiting.push(taken)));
    const cart = await send('/api/cart/add', token, { products: [{ ...bagLine(), quantity: 1 }] });
    times.push(performance.now() - due);
    if (cart) {
      const sent = performance.now();
      if (await send('/api/order/add', token, { cartId: cart.cartId })) onPlaced();
      times.push(performance.now() - sent);
    }
    const next = waiting.shift();
    if (next) next(token);
    else free.push(token);
  };
  const started = performance.now();
  const orders = [];
  for (let i = 0; i < Math.round(perSecond * STEADY_S); i++) {
    const due = started + (i * 1000) / perSecond;
    const early = due - performance.now();
    if (early > 0) await new Promise((wait) => setTimeout(wait, early));
    orders.push(order(due));
  }
  await Promise.all(orders);
  times.sort((a, b) => a - b);
  return { ordersPerSecond: Number(perSecond.toFixed(1)), p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), errors };
}

const emailsWaiting = async (databaseUrl) =>
  (await query(databaseUrl, "SELECT count(*)::int AS waiting FROM mail_outbox WHERE status = 'pending'"))[0].waiting;

/** Waits until the shop has sent every email due; resolves with the seconds that took. */
async function emailsSent(databaseUrl) {
  const started = performance.now();
  while ((await emailsWaiting(databaseUrl)) > 0) {
    if (performance.now() - started > 300_000) throw new Error('The shop did not send its emails within 5 minutes');
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}
