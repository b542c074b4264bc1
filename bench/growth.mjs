// `npm run bench:growth`: how the shop's costs grow with its data. The same reads (list, product page,
// suggestions) and order placement as `npm run bench`, on catalogues of 1,000, 10,000 and 100,000
// products (each with about 10 variants) with 20,000 orders, and on 10,000 products with 1,000,000 orders; with each database's size.
// Prints a table and writes it to bench/results/growth.md and growth.json. Figures, not tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dropDatabase, ensureBuilt, fillCatalogue, fmt, load as loadFor, query, rssMb, scratchDatabase, startShop, stop } from './lib.mjs';
import { BUYER_PASSWORD } from './generate.mjs';
import { placeOrders, readScenarios } from './scenarios.mjs';

const DATABASE = 'nidra_bench_growth';
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const load = (url, requests) => loadFor(url, requests, { duration: DURATION_S, warmup: WARMUP_S });
/**
 * Orders are measured after this many seconds of orders: a server just started compiles the order path for
 * its first seconds, which would otherwise pass for a cost of the data (at 1,000,000 orders a tenth fewer
 * in the first 6 s, the same once warm).
 */
const ORDER_WARMUP_S = Number(process.env.BENCH_ORDER_WARMUP ?? 15);
const orderLoad = (url, requests) => loadFor(url, requests, { duration: DURATION_S, warmup: ORDER_WARMUP_S });

/** `GROWTH_ONLY=1k,100k` runs some of them only. */
const SCENARIOS = [
  // Five reviews a user on the smallest catalogue (each user reviews a product once).
  { name: '1k', products: 1_000, orders: 20_000, reviews: 10_000 },
  { name: '10k', products: 10_000, orders: 20_000 },
  { name: '100k', products: 100_000, orders: 20_000 },
  { name: '10k, 1M orders', key: '1m-orders', products: 10_000, orders: 1_000_000 },
].filter((scenario) => !process.env.GROWTH_ONLY || process.env.GROWTH_ONLY.split(',').includes(scenario.key ?? scenario.name));

async function measure(scenario) {
  const databaseUrl = await scratchDatabase(DATABASE);
  try {
    const { name: _name, key: _key, ...sizes } = scenario;
    const generatedMs = await fillCatalogue(databaseUrl, sizes);
    const [{ size }] = await query(databaseUrl, 'SELECT pg_database_size(current_database())::bigint AS size');
    const [{ variants }] = await query(databaseUrl, 'SELECT count(*)::int AS variants FROM product_variants');
    const slugs = (await query(databaseUrl, 'SELECT p.slug FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.is_active AND b.is_active')).map((r) => r.slug);
    const brands = (await query(databaseUrl, 'SELECT slug FROM brands')).map((r) => r.slug);
    const categories = (await query(databaseUrl, 'SELECT slug FROM categories')).map((r) => r.slug);
    const roles = await overviewRoles(databaseUrl);
    const shop = await startShop(databaseUrl);
    try {
      const figures = {};
      figures.firstListMs = await timeFirstList(shop.url);
      console.log(`${scenario.name}: first list (the catalogue index built) ${figures.firstListMs} ms`);
      figures.overview = await timeOverview(shop.url, roles);
      console.log(`${scenario.name}: overview p50 ${figures.overview.admin.p50} / p99 ${figures.overview.admin.p99} ms (merchant ${figures.overview.merchant.p50} / ${figures.overview.merchant.p99})`);
      for (const key of ['list', 'item', 'search']) {
        figures[key] = await load(shop.url, readScenarios(slugs, brands, categories)[key]);
        console.log(`${scenario.name}: ${key} ${fmt(figures[key].rps)} req/s, p99 ${figures[key].p99} ms`);
      }
      figures.order = await placeOrders(shop.url, databaseUrl, orderLoad);
      console.log(`${scenario.name}: order ${fmt(figures.order.rps)} req/s, p99 ${figures.order.p99} ms, oversold ${figures.order.oversold}`);
      return { ...scenario, variants, generatedS: generatedMs / 1000, databaseMb: Number(size) / 2 ** 20, rssMb: rssMb(shop.child.pid), figures };
    } finally {
      await stop(shop.child);
    }
  } finally {
    await dropDatabase(DATABASE);
  }
}

/** Two generated buyers become an administrator and the merchant of the first brand, to ask for the Overview. */
async function overviewRoles(databaseUrl) {
  const merchantId = '00000000-0000-4000-8000-00000000b001';
  await query(databaseUrl, "UPDATE users SET role = 'ROLE_ADMIN' WHERE email = 'buyer1@bench.nidra.test'");
  await query(databaseUrl, "UPDATE users SET role = 'ROLE_MERCHANT', merchant_id = $1 WHERE email = 'buyer2@bench.nidra.test'", [merchantId]);
  await query(databaseUrl, 'UPDATE brands SET merchant_id = $1 WHERE id = (SELECT id FROM brands ORDER BY slug LIMIT 1)', [merchantId]);
  return { admin: 'buyer1@bench.nidra.test', merchant: 'buyer2@bench.nidra.test' };
}

/**
 * The first page of the list after the shop starts: it waits for the catalogue's index to be built, as
 * the first list after any change to the catalogue does. Timed on its own, so the reads' figures are
 * the steady state's and the build's cost is seen.
 */
async function timeFirstList(shopUrl) {
  const started = performance.now();
  const res = await fetch(`${shopUrl}/api/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'all', category: 'all', brand: 'all', rating: 0, order: 0, pageNumber: 1 }),
  });
  if (!res.ok) throw new Error(`The list failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return Math.round(performance.now() - started);
}

/** The Overview's summary of the last 30 days, asked one at a time (after a warm-up): p50 and p99 in ms. */
async function timeOverview(shopUrl, roles) {
  const timings = {};
  for (const [role, email] of Object.entries(roles)) {
    const login = await fetch(`${shopUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BUYER_PASSWORD }),
    });
    const { token } = await login.json();
    const times = [];
    for (let i = 0; i < 220; i++) {
      const started = performance.now();
      const res = await fetch(`${shopUrl}/api/insight/summary`, { headers: { authorization: token } });
      if (!res.ok) throw new Error(`The summary failed: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    timings[role] = { p50: Math.round(times[Math.floor(times.length / 2)]), p99: Math.round(times[Math.floor(times.length * 0.99)]) };
  }
  return timings;
}

async function main() {
  ensureBuilt();
  const runs = [];
  for (const scenario of SCENARIOS) runs.push(await measure(scenario));
  const cell = (figure) => `${fmt(figure.rps)} / ${figure.p99}`;
  const lines = [
    `# Growth, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `req/s / p99 ms, 32 connections, ${DURATION_S} s after ${WARMUP_S} s warm-up each (cart + order after ${ORDER_WARMUP_S} s of orders).`,
    '',
    '| data | first list ms | list | product page | suggestions | cart + order | Overview p50 / p99 ms (admin; merchant) | database | API memory |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${fmt(run.products)} products (${fmt(run.variants)} variants), ${fmt(run.orders)} orders | ${fmt(run.figures.firstListMs)} | ${cell(run.figures.list)} | ${cell(run.figures.item)} | ` +
        `${cell(run.figures.search)} | ${cell(run.figures.order)} | ` +
        `${run.figures.overview.admin.p50} / ${run.figures.overview.admin.p99}; ${run.figures.overview.merchant.p50} / ${run.figures.overview.merchant.p99} | ` +
        `${fmt(run.databaseMb)} MB | ${fmt(run.rssMb)} MB |`,
    ),
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(resolve(import.meta.dirname, 'results/growth.md'), `${text}\n`);
  writeFileSync(resolve(import.meta.dirname, 'results/growth.json'), `${JSON.stringify({ at: new Date().toISOString(), runs }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
