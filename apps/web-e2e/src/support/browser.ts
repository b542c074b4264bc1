import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { WORKSPACE } from './shop-server';

export const SCREENSHOTS = join(WORKSPACE, 'dist/web-e2e/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function shopUrl(hashPath = '/'): string {
  const base = process.env['SHOP_URL'];
  if (!base) throw new Error('SHOP_URL is not set: the global setup did not start the shop.');
  return `${base}/#${hashPath}`;
}

const errors = new WeakMap<Page, Error[]>();

/** How a visitor's pages load: `appScripts: false` holds the app's scripts back, as a slow link would. */
export interface VisitOptions {
  appScripts?: boolean;
}

/**
 * A fresh visitor (own storage) with the given viewport width; uncaught page errors are recorded. The home
 * page is painted from the HTML before the app's scripts run: opening or reloading a page of the shop waits
 * until the app has started, so that a test clicks a page that answers, as a shopper's later clicks do.
 */
export async function newVisitor(browser: Browser, width = 1280, { appScripts = true }: VisitOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(recordNotices);
  const page = await context.newPage();
  errors.set(page, []);
  page.on('pageerror', (error) => errors.get(page)?.push(error));
  if (!appScripts) {
    await page.route('**/assets/*.js', (route) => route.abort());
    return page;
  }
  const startedIfShop = async () => {
    if (page.url().startsWith(process.env['SHOP_URL'] ?? '\0')) {
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await startedIfShop();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await startedIfShop();
    return response;
  };
  return page;
}

/**
 * Holds the app's scripts back from now on, as a slow link would, until the returned function lets them
 * through: what the page shows before its app runs can be looked at, then the app's taking it over.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The uncaught errors the page has thrown so far (a working page has none). */
export function pageErrors(page: Page): string[] {
  return (errors.get(page) ?? []).map((error) => error.message);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/**
 * One Chromium for the enclosing describe; `visit()` opens a fresh visitor. After each test every page
 * opened must have thrown no uncaught error, and is closed.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const opened = pages;
    pages = [];
    for (const page of opened) {
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }
  });
  afterAll(() => browser?.close());
  return {
    visit: async (width = 1280, options?: VisitOptions) => {
      if (!browser) throw new Error('The browser is used before its beforeAll hook ran.');
      const page = await newVisitor(browser, width, options);
      pages.push(page);
      return page;
    },
  };
}

/**
 * Notices go after 1 second, which a busy machine can miss between two polls. Every visitor's page
 * records every text that enters it from the moment each document starts (see `newVisitor`), so
 * `noticeShown` sees a notice however briefly it stood.
 */
function recordNotices(): void {
  const seen: string[] = [];
  (window as unknown as { __notices: string[] }).__notices = seen;
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
  }).observe(document, { childList: true, subtree: true });
}

/** Forgets the texts recorded so far: `noticeShown` then sees only notices shown from now on. */
export async function watchNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __notices: string[] }).__notices.length = 0;
  });
}

export async function noticeShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => (window as unknown as { __notices: string[] }).__notices.some((t) => t.includes(wanted)), text);
}
