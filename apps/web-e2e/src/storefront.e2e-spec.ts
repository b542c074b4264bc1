import { screenshot, shopUrl, useBrowser } from './support/browser';

describe('storefront frame', () => {
  const browser = useBrowser();

  it('shows the home page with its marketing sections', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' }).waitFor();
    for (const heading of ['Organic Cotton', 'Pocket Springs', 'Flippable Mattress', 'Why our products']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    const guarantee = page.getByRole('region', { name: 'Our guarantee' });
    for (const claim of ['10-Year Warranty', '100-Night Risk-Free Trial', 'Free Shipping All Over India']) {
      await guarantee.getByText(claim).waitFor();
    }
    await page.getByRole('link', { name: '+91 98765 43210' }).first().waitFor();
    const footer = page.getByRole('contentinfo');
    for (const link of ['Contact Us', 'Sell With Us', 'Policy']) {
      await footer.getByRole('link', { name: link }).waitFor();
    }
    await footer.getByText(/© \d{4} Nidra/).waitFor();
    await screenshot(page, 'home-1280');
  });

  it('paints the home page from the HTML before its scripts have run', async () => {
    const page = await browser.visit(412, { appScripts: false });
    await page.goto(shopUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' }).waitFor();
    await page.getByRole('region', { name: 'Our guarantee' }).getByText('100-Night Risk-Free Trial').waitFor();
    // Its links are the app's own addresses, so one followed now lands on the right page.
    expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('#/shop');
    expect(await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('#/register');
    await screenshot(page, 'home-before-scripts-412');

    // Opened on another page, it shows the header and footer but not the home page's content.
    const shop = await browser.visit(412, { appScripts: false });
    await shop.goto(shopUrl('/shop'));
    await shop.getByRole('link', { name: 'Sign Up' }).waitFor();
    await shop.getByRole('contentinfo').getByRole('link', { name: 'Policy' }).waitFor();
    expect(await shop.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' }).isVisible()).toBe(false);

    // Someone signed in is not offered to sign in or up while the app loads.
    const member = await browser.visit(1280, { appScripts: false });
    await member.addInitScript(() => localStorage.setItem('token', 'Bearer stored'));
    await member.goto(shopUrl('/'));
    await member.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' }).waitFor();
    expect(await member.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    expect(await member.getByRole('banner').getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(false);
    expect(await member.getByRole('banner').getByRole('link', { name: 'Shop' }).isVisible()).toBe(true);
  });

  it("asks for the app's scripts once home is painted, and at once on a link to a page the app draws", async () => {
    /** When the first paint came and when the app's start chunk was asked for, in the page's own clock. */
    const timings = (page: Awaited<ReturnType<typeof browser.visit>>) =>
      page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        asked: performance.getEntriesByType('resource').find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      }));

    const home = await browser.visit(412);
    await home.goto(shopUrl('/'));
    await home.locator('html[data-started]').waitFor({ state: 'attached' });
    const atHome = await timings(home);
    expect(atHome.asked).toBeGreaterThanOrEqual(atHome.painted);

    const shop = await browser.visit(412);
    await shop.goto(shopUrl('/shop'));
    await shop.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    const atShop = await timings(shop);
    expect(atShop.asked).toBeLessThan(atShop.painted);
    // Fetched once: the app's import takes what the early request fetched.
    const fetched = await shop.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name)).length);
    expect(fetched).toBe(1);
  });

  it('takes the painted home page over as it stands, and then answers clicks', async () => {
    const page = await browser.visit();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const opening = page.goto(shopUrl('/'));
    await page.locator('.hero__lead').waitFor();
    await page.evaluate(() => document.querySelector('.hero__lead')?.setAttribute('data-painted', 'from-html'));
    release();
    await opening;
    // The same element: the app kept what the browser had painted instead of drawing the page again.
    expect(await page.locator('.hero__lead').getAttribute('data-painted')).toBe('from-html');
    await page.getByRole('button', { name: 'Brands' }).click();
    await page.getByRole('region', { name: 'Shop By Brand' }).waitFor();
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
    await screenshot(page, 'home-360');
  });

  it('shows the policy page from the footer and starts it at the top', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    // The home page's products and reviews arrive after it paints and move the footer down: click once
    // nothing more is on its way.
    await page.locator('.product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toMatch(/#\/policy$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('shows the not-found page for an unknown path and for /404', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/no/such/page'));
    await page.getByText('The page you are looking for was not found.').waitFor();
    await page.goto(shopUrl('/404'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found-1280');
  });

  it('sends visitors who open the dashboard to the login page', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/dashboard'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(page.url()).toMatch(/#\/login$/);
  });
});
