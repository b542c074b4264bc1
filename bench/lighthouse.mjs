// Lighthouse (mobile, its default throttling) on the storefront's first pages, against the production
// build serving the demo catalogue on a scratch database. Run through bench/run.mjs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** `startShop(env)` starts the built shop and resolves with `{ url, child }`; `stop(child)` ends it. */
export async function runLighthouse({ startShop, stop, databaseUrl, productSlug }) {
  const shop = await startShop(databaseUrl, { SEED_DEMO: 'true', UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'nidra-bench-uploads-')) });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const pages = { '/': '/', '/#/shop': '/#/shop', 'product page': `/#/product/${productSlug}` };
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const { lhr } = await lighthouse(`${shop.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      results[name] = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      };
      console.log(`lighthouse ${name}: performance ${results[name].score}, LCP ${(results[name].lcpMs / 1000).toFixed(2)} s`);
    }
  } finally {
    await chrome.kill();
    await stop(shop.child);
  }
  return results;
}
