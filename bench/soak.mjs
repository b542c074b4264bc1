// Soak (not a test): browsing and buying at a steady pace against the production build for a long
// while (SOAK_SECONDS, 600 by default), on a scratch database with the generated catalogue. Prints,
// minute by minute, the requests, failures, p99 and the API's memory, then whether memory grows.
// Usage: npm run build && node bench/soak.mjs
import { dropDatabase, ensureBuilt, fillCatalogue, fmt, rssMb, scratchDatabase, sleep, startShop, stop } from './lib.mjs';
import { catalogueOf, runTraffic, summary } from './traffic.mjs';

const DATABASE = 'nidra_bench_soak';
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WINDOW_S = Math.min(60, SECONDS);

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const num = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const den = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

async function main() {
  ensureBuilt();
  const databaseUrl = await scratchDatabase(DATABASE);
  await fillCatalogue(databaseUrl);
  const catalogue = await catalogueOf(databaseUrl);
  const shop = await startShop(databaseUrl);
  const log = [];
  const orders = [];
  const memory = [[0, rssMb(shop.child.pid)]];
  const controller = new AbortController();
  try {
    const started = Date.now();
    // 12 browsing and 4 buying loops, each resting 20 ms between requests: a steady few hundred per second.
    const traffic = runTraffic(shop.url, catalogue, { readers: 12, buyers: 4, pauseMs: 20, signal: controller.signal, log, orders });
    console.log(`Soak: ${SECONDS} s against ${shop.url}; RSS at start ${fmt(memory[0][1])} MB`);
    console.log('| minute | requests | req/s | failed | refused | p50 ms | p99 ms | RSS MB |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (let window = 1; window * WINDOW_S <= SECONDS; window++) {
      await sleep(started + window * WINDOW_S * 1000 - Date.now());
      const from = started + (window - 1) * WINDOW_S * 1000;
      const figures = summary(log, from, from + WINDOW_S * 1000);
      const rss = rssMb(shop.child.pid);
      memory.push([window * WINDOW_S, rss]);
      console.log(
        `| ${window} | ${fmt(figures.requests)} | ${fmt(figures.requests / WINDOW_S)} | ${figures.failed + figures.unavailable} | ${figures.refused} | ` +
          `${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${fmt(rss)} |`,
      );
    }
    controller.abort();
    await traffic;
    const total = summary(log);
    const growth = slope(memory.slice(1)) * 60;
    console.log(
      `\nTotal: ${fmt(total.requests)} requests, ${fmt(orders.length)} orders, ${total.failed + total.unavailable} failed, ${total.refused} refused, ` +
        `p99 ${total.p99.toFixed(1)} ms. RSS ${fmt(memory[0][1])} MB at start, ${fmt(memory.at(-1)[1])} MB at the end; ` +
        `trend after the first minute ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB per minute.`,
    );
  } finally {
    controller.abort();
    await stop(shop.child);
    await dropDatabase(DATABASE);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
