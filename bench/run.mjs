// `npm run bench`: the performance benchmarks (not tests; they print figures and fail nothing).
// Builds the shop if needed, fills a scratch database with a large catalogue (bench/generate.mjs), then
// loads the production build and a bare node:http + pg server (bench/ceiling.mjs) with autocannon from
// this process, 32 connections, varied requests: the reads, and the cart add + order add (the ceiling
// sending the shop's statements for them); counts SQL statements per request from the ORM's query
// log; weighs the storefront's initial JavaScript; watches the API's memory over two rounds; and ends
// with the chat benchmark. Writes the table to bench/results/latest.md as well.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runChatBench } from './chat.mjs';
import { placeOrders, readScenarios } from './scenarios.mjs';
import {
  CONNECTIONS,
  cpuNow,
  dropDatabase,
  ensureBuilt,
  fillCatalogue,
  fmt,
  freePort,
  load as loadFor,
  query,
  rssMb,
  scratchDatabase,
  startShop,
  stop,
  WEB,
} from './lib.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { SIZES } from './generate.mjs';

const DATABASE = 'nidra_bench';
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** `BENCH_ONLY=item,order` runs only those parts (list, item, search, order, statements, web, chat); all by default. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const runs = (part) => !ONLY || ONLY.has(part);
const load = (url, requests) => loadFor(url, requests, { duration: DURATION_S, warmup: WARMUP_S });
/** How long buyers go on placing orders before the warm order figure is taken (0: no warm figure). */
const ORDER_WARMUP_S = Number(process.env.BENCH_ORDER_WARMUP ?? 30);
const warmLoad = ORDER_WARMUP_S > 0 ? (url, requests) => loadFor(url, requests, { duration: DURATION_S, warmup: ORDER_WARMUP_S }) : undefined;
/** After the warm run, buyers place orders evenly spaced at this share of its rate (0: not measured). */
const ORDER_STEADY_SHARE = Number(process.env.BENCH_ORDER_STEADY ?? 0.75);

/**
 * Statements the shop runs for one request, read from its SQL log (LOG_LEVEL=debug): the lines that carry
 * the request's own id, so background work (the mail outbox) is not counted.
 */
async function statementsPerRequest(databaseUrl, requests) {
  const shop = await startShop(databaseUrl, { LOG_LEVEL: 'debug' });
  let lines = [];
  shop.child.stdout.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter((l) => l.includes('[query]'))));
  const counts = {};
  try {
    for (const [name, request] of Object.entries(requests)) {
      const seen = [];
      for (let i = 0; i < 3; i++) {
        // The first asks once (a filter set's first count); the second is what every later one costs.
        await fetch(`${shop.url}${request.path}`, request);
        const id = `bench-statements-${name}-${i}`;
        await fetch(`${shop.url}${request.path}`, { ...request, headers: { ...request.headers, 'x-request-id': id } });
        await new Promise((wait) => setTimeout(wait, 150)); // the log is written asynchronously
        seen.push(lines.filter((line) => line.includes(`"${id}"`)).length);
        lines = [];
      }
      counts[name] = Math.min(...seen);
    }
  } finally {
    await stop(shop.child);
  }
  return counts;
}

/**
 * The JavaScript a first visit runs before the page answers clicks: the scripts index.html loads and the
 * app's start with what it imports (named in the entry's list of its dynamic import's files).
 */
function initialJavaScript() {
  const html = readFileSync(resolve(WEB, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const entry of [...files]) {
    const deps = /m\.f=\[([^\]]*)\]/.exec(readFileSync(resolve(WEB, entry), 'utf8'))?.[1] ?? '';
    for (const [, file] of deps.matchAll(/"(assets\/[^"]+\.js)"/g)) files.add(file);
  }
  // Never a figure without the app's start: a build whose entry names its files otherwise stops here.
  if (![...files].some((file) => /^assets\/start-[^/]+\.js$/.test(file))) throw new Error('The entry does not name the app start\'s files');
  const sizes = [...files].map((file) => gzipSync(readFileSync(resolve(WEB, file))).length);
  return { files: files.size, gzipKb: sizes.reduce((a, b) => a + b, 0) / 1024 };
}

/**
 * What a warm order cost the machine's CPU, and so how many orders a second its cores can place at most
 * (a cart add and an order each), whatever the code waits for.
 */
function cpuLine({ api, postgres, client }) {
  const parts = `the API ${fmt(api, 1)} ms (all its threads), PostgreSQL ${postgres === null ? 'on another machine' : `${fmt(postgres, 1)} ms`}, the load generator ${fmt(client, 1)} ms`;
  // With the database elsewhere, this machine's cores are not the whole cost: no limit follows.
  if (postgres === null) return `- CPU per cart add + order, warm: ${parts}.`;
  const total = api + postgres + client;
  return `- CPU per cart add + order, warm: ${parts}: ${fmt(total, 1)} ms, so ${cpus().length} cores place at most about ${fmt((cpus().length * 1000) / total)} orders a second.`;
}

/** The order ceiling's own figures: the same buyers and requests at bench/ceiling.mjs, after the shop's runs. */
function ceilingLine(orders) {
  const { rps, p50, p99, errors, placed, caughtUpS, cpuMsPerOrder: cpu } = orders.ceiling;
  const { ratio, ratioCold } = orderRatios(orders);
  const spent = cpu
    ? `; CPU per cart add + order there: the ceiling ${fmt(cpu.api, 1)} ms, PostgreSQL ${cpu.postgres === null ? 'on another machine' : `${fmt(cpu.postgres, 1)} ms`}, the load generator ${fmt(cpu.client, 1)} ms`
    : '';
  return (
    `- Order ceiling (bench/ceiling.mjs, the shop's 3 + 12 statements, started ${fmt(caughtUpS, 1)} s after the shop's runs once their emails were out): ` +
    `${fmt(rps)} req/s, p50 ${p50} ms, p99 ${p99} ms, ${fmt(placed)} orders, ${errors} errors; ` +
    `the shop ${orders.warm ? `warm ${ratio} of it (its first run ${ratioCold})` : `${ratio} of it`}${spent}.`
  );
}

async function storefrontLighthouse() {
  const webDatabase = await scratchDatabase(`${DATABASE}_web`);
  try {
    return await runLighthouse({ databaseUrl: webDatabase, productSlug: 'ortho-rest-mattress' });
  } finally {
    await dropDatabase(`${DATABASE}_web`);
  }
}

/**
 * The shop's orders against the ceiling's: its warm run (its capacity, once it has compiled the order
 * path) when there is one, else its first; and the first run's, which meets code not yet compiled.
 */
function orderRatios(orders) {
  const ceiling = orders?.ceiling;
  if (!ceiling?.rps) return { ratio: null, ratioCold: null };
  const of = (rps) => Number((rps / ceiling.rps).toFixed(2));
  return { ratio: of((orders.warm ?? orders).rps), ratioCold: of(orders.rps) };
}

/** The run's figures for tools: the same as the table, in the shape the README names. */
function results({ rows, statements, orders, memory, js, pages, chat }) {
  const endpoints = {};
  for (const { key, ours, bare } of rows) {
    if (key === 'order-warm' || key === 'order-steady') continue;
    endpoints[key] =
      key === 'order'
        ? {
            rps: ours.rps,
            p50: ours.p50,
            p99: ours.p99,
            orders: orders?.placed ?? 0,
            oversold: orders?.oversold ?? 0,
            warm: ours.warm ? { rps: ours.warm.rps, p50: ours.warm.p50, p99: ours.warm.p99 } : null,
            steady: ours.steady ? { ordersPerSecond: ours.steady.ordersPerSecond, p50: ours.steady.p50, p99: ours.steady.p99 } : null,
            cpuMsPerOrder: orders?.cpuMsPerOrder ?? null,
            ceilingRps: orders?.ceiling?.rps ?? null,
            ...orderRatios(orders),
            ceiling: orders?.ceiling
              ? { p50: orders.ceiling.p50, p99: orders.ceiling.p99, errors: orders.ceiling.errors, cpuMsPerOrder: orders.ceiling.cpuMsPerOrder ?? null }
              : null,
          }
        : {
            rps: ours.rps,
            p50: ours.p50,
            p99: ours.p99,
            ceilingRps: bare?.rps ?? null,
            ratio: bare ? Number((ours.rps / bare.rps).toFixed(2)) : null,
            statements: statements[key] ?? null,
          };
  }
  return {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, memGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    endpoints,
    rssMb: { afterRound1: memory[0] ?? null, afterRound2: memory[1] ?? null },
    initialJsKbGzip: Number(js.gzipKb.toFixed(1)),
    lighthouse: pages ? Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, { score: page.score, lcpMs: page.lcpMs }])) : null,
    chat: chat
      ? {
          sockets: chat.sockets,
          oneAtATimeP99Ms: chat.single.p99,
          allAtOnceP99Ms: chat['member → administrator'].p99,
          floorAllAtOnceP99Ms: chat.floor.p99,
          warmAllAtOnceP99Ms: chat.warm.p99,
          floorWarmAllAtOnceP99Ms: chat.floorWarm.p99,
        }
      : null,
  };
}

async function main() {
  const startedAt = Date.now();
  ensureBuilt();
  const databaseUrl = await scratchDatabase(DATABASE);
  const generatedMs = await fillCatalogue(databaseUrl);
  const [{ variants }] = await query(databaseUrl, 'SELECT count(*)::int AS variants FROM product_variants');
  console.log(
    `Catalogue: ${fmt(SIZES.products)} products with ${fmt(variants)} variants, ${SIZES.brands} brands, ${SIZES.categories} categories, ${fmt(SIZES.users)} users, ` +
      `${fmt(SIZES.reviews)} reviews, ${fmt(SIZES.orders)} orders, generated in ${(generatedMs / 1000).toFixed(1)} s`,
  );

  const slugs = (await query(databaseUrl, `SELECT p.slug FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.is_active AND b.is_active`)).map((r) => r.slug);
  const brands = (await query(databaseUrl, 'SELECT slug FROM brands')).map((r) => r.slug);
  const categories = (await query(databaseUrl, 'SELECT slug FROM categories')).map((r) => r.slug);

  // One signing key for both: the ceiling checks the tokens the shop issues to the buyers.
  const jwtSecret = `bench-${randomUUID()}-${randomUUID()}`;
  const shop = await startShop(databaseUrl, { JWT_SECRET: jwtSecret });
  const ceilingPort = await freePort();
  const ceiling = fork(resolve(import.meta.dirname, 'ceiling.mjs'), [String(ceilingPort), databaseUrl], {
    stdio: 'inherit',
    env: { ...process.env, CEILING_JWT_SECRET: jwtSecret },
  });
  await once(ceiling, 'message');
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;

  const rows = [];
  const memory = [];
  try {
    const names = { list: 'POST /api/product/list', item: 'GET /api/product/item/{slug}', search: 'GET /api/product/list/search/{term}' };
    for (const round of [1, 2]) {
      for (const key of Object.keys(names).filter(runs)) {
        const ours = await load(shop.url, readScenarios(slugs, brands, categories)[key]);
        if (round === 1) {
          const bare = await load(ceilingUrl, readScenarios(slugs, brands, categories)[key]);
          rows.push({ key, name: names[key], ours, bare });
        }
        console.log(`round ${round}: ${names[key]}: ${fmt(ours.rps)} req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms, ${ours.errors} errors`);
      }
      memory.push(rssMb(shop.child.pid));
    }
    const orders = runs('order')
      ? await placeOrders(shop.url, databaseUrl, load, {
          warmLoad,
          cpu: () => cpuNow(shop.child.pid),
          steadyShare: ORDER_STEADY_SHARE,
          ceiling: { url: ceilingUrl, cpu: () => cpuNow(ceiling.pid) },
        })
      : null;
    if (orders) rows.push({ key: 'order', name: 'POST /api/cart/add + /api/order/add (32 buyers)', ours: orders, bare: orders.ceiling });
    if (orders?.warm) rows.push({ key: 'order-warm', name: `the same, after ${ORDER_WARMUP_S} s more of orders`, ours: orders.warm, bare: orders.ceiling });
    if (orders?.ceiling) {
      const { rps, p50, p99, errors } = orders.ceiling;
      console.log(`orders at the ceiling: ${fmt(rps)} req/s, p50 ${p50} ms, p99 ${p99} ms, ${errors} errors`);
    }
    if (orders?.steady) {
      const { ordersPerSecond, p50, p99, errors } = orders.steady;
      const share = Math.round(ORDER_STEADY_SHARE * 100);
      rows.push({ key: 'order-steady', name: `the same, ${fmt(ordersPerSecond, 1)} orders a second evenly spaced (${share} % of the warm run's)`, ours: { rps: ordersPerSecond * 2, p50, p99, errors } });
    }

    const statements = !runs('statements') ? {} : await statementsPerRequest(databaseUrl, {
      list: { path: '/api/product/list', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'all', category: 'all', brand: 'all', rating: 0, order: 1, pageNumber: 3 }) },
      item: { path: `/api/product/item/${slugs[0]}` },
      search: { path: '/api/product/list/search/ort' },
    });
    const js = initialJavaScript();
    // The storefront as shoppers get it: the demo catalogue with its pictures, on a database of its own.
    const pages = runs('web') ? await storefrontLighthouse() : null;
    const chat = runs('chat') ? await runChatBench() : null;

    const table = [
      '| endpoint | req/s | p50 ms | p99 ms | ceiling req/s | ours / ceiling | SQL statements | errors |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(({ key, name, ours, bare }) =>
        `| ${name} | ${fmt(ours.rps)} | ${ours.p50} | ${ours.p99} | ${bare ? fmt(bare.rps) : '—'} | ${bare ? (ours.rps / bare.rps).toFixed(2) : '—'} | ${statements[key] ?? '—'} | ${ours.errors} |`,
      ),
    ];
    const lines = [
      `# Benchmark, ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${fmt(totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up${warmLoad && runs('order') ? ` (orders also after ${ORDER_WARMUP_S} s more)` : ''}.`,
      `Catalogue: ${fmt(SIZES.products)} products with ${fmt(variants)} variants, ${fmt(SIZES.reviews)} reviews, ${fmt(SIZES.orders)} orders.`,
      '',
      ...table,
      '',
      Object.keys(statements).length > 0 &&
        `- SQL statements per request (a repeated request): ${Object.entries(statements).map(([name, count]) => `${name} ${count}`).join(', ')}.`,
      orders && `- Orders placed: ${fmt(orders.placed)}; oversold products or variants: ${orders.oversold}; errors: ${orders.errors + (orders.warm?.errors ?? 0) + (orders.steady?.errors ?? 0)}.`,
      orders?.cpuMsPerOrder && cpuLine(orders.cpuMsPerOrder),
      orders?.ceiling && ceilingLine(orders),
      orders?.steady &&
        `- Evenly spaced orders: started once the emails of the runs before were out (${fmt(orders.steady.caughtUpS, 1)} s after them); ` +
          `${fmt(orders.steady.emailsWaiting)} of their own emails waiting when they ended.`,
      `- Storefront initial JavaScript: ${fmt(js.gzipKb, 1)} KB gzip in ${js.files} file(s).`,
      pages && `- Lighthouse (mobile): ${Object.entries(pages)
        .map(([name, page]) => `${name} performance ${page.score}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, CLS ${page.cls.toFixed(3)}`)
        .join('; ')}.`,
      memory.length === 2 && `- API memory (RSS) after round 1: ${fmt(memory[0])} MB; after round 2: ${fmt(memory[1])} MB.`,
      chat && `- Chat, 1,000 sockets: one message at a time p50 ${chat.single.p50.toFixed(1)} ms, p99 ${chat.single.p99.toFixed(1)} ms; ` +
        `all at once ${fmt(chat.burstPerSecond)} messages/s, p99 ${fmt(chat['member → administrator'].p99)} ms ` +
        `(socket.io alone passing the same burst on: p99 ${fmt(chat.floor.p99)} ms); ` +
        `a second burst once warm p99 ${fmt(chat.warm.p99)} ms (socket.io alone ${fmt(chat.floorWarm.p99)} ms).`,
      `- Whole run: ${((Date.now() - startedAt) / 60_000).toFixed(1)} min.`,
    ];
    const text = lines.filter((line) => line !== null && line !== false).join('\n');
    console.log(`\n${text}`);
    mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(resolve(import.meta.dirname, 'results/latest.md'), `${text}\n`);
    writeFileSync(resolve(import.meta.dirname, 'results/latest.json'), `${JSON.stringify(results({ rows, statements, orders, memory, js, pages, chat }), null, 2)}\n`);
  } finally {
    ceiling.kill();
    await stop(shop.child);
    await dropDatabase(DATABASE);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
