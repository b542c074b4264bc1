// Lighthouse (mobile, its default throttling) on the storefront's first pages, against the production
// build serving the demo catalogue on a scratch database. Run through bench/run.mjs.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop, stop } from './lib.mjs';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * One page's report, in a browser of its own (pages that differ only after the # would not be a new
 * navigation). A trace Lighthouse could not read ("run Lighthouse again") is taken again, up to twice.
 */
async function measure(url, name) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!lhr.runtimeError) return lhr;
      if (attempt === 3 || !/run Lighthouse again/i.test(lhr.runtimeError.message)) {
        throw new Error(`Lighthouse could not measure ${name}: ${lhr.runtimeError.message}`);
      }
      console.log(`lighthouse ${name}: ${lhr.runtimeError.code}, measuring again`);
    } finally {
      await chrome.kill();
    }
  }
}

/** Measures the shop on an empty database, which it fills with the demo catalogue (pictures in its own folder). */
export async function runLighthouse({ databaseUrl, productSlug }) {
  const shop = await startShop(databaseUrl, { SEED_DEMO: 'true' });
  const pages = { '/': '/', '/#/shop': '/#/shop', 'product page': `/#/product/${productSlug}` };
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const lhr = await measure(`${shop.url}${path}`, name);
      if (process.env.BENCH_LIGHTHOUSE_JSON) {
        writeFileSync(`${process.env.BENCH_LIGHTHOUSE_JSON}-${name.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
      }
      results[name] = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      };
      console.log(`lighthouse ${name}: performance ${results[name].score}, LCP ${(results[name].lcpMs / 1000).toFixed(2)} s`);
    }
  } finally {
    await stop(shop.child);
  }
  return results;
}
