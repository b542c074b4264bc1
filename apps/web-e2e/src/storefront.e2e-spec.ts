import { holdAppScripts, screenshot, shopUrl, useBrowser } from './support/browser';

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

  it("asks for the app's scripts once home or a shop page is painted, and at once on a link to a page only the app draws", async () => {
    /** When the first paint came, when the first card's picture had come, and when the app's start chunk was asked for. */
    const timings = (page: Awaited<ReturnType<typeof browser.visit>>) =>
      page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const card = document.querySelector<HTMLImageElement>('.product-card img');
        return {
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          picture: resources.find((entry) => card && entry.name === card.src)?.responseEnd ?? Number.NaN,
          asked: resources.find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
          fetched: resources.filter((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name)).length,
        };
      });

    const home = await browser.visit(412);
    await home.goto(shopUrl('/'));
    await home.locator('html[data-started]').waitFor({ state: 'attached' });
    const atHome = await timings(home);
    expect(atHome.asked).toBeGreaterThanOrEqual(atHome.painted);

    // The shop page is drawn by the inline script from its data: the scripts wait until its pictures are in.
    const shop = await browser.visit(412);
    await shop.goto(shopUrl('/shop'));
    await shop.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    const atShop = await timings(shop);
    expect(atShop.asked).toBeGreaterThan(atShop.picture);

    const login = await browser.visit(412);
    await login.goto(shopUrl('/login'));
    await login.getByRole('heading', { name: 'Login' }).waitFor();
    const atLogin = await timings(login);
    expect(atLogin.asked).toBeLessThan(atLogin.painted);
    // Fetched once: the app's import takes what the early request fetched.
    expect(atLogin.fetched).toBe(1);
  });

  it("draws a shop or product page from its data before the app's scripts have run, as the app then draws it", async () => {
    /**
     * The page's content as the browser holds it (attributes in name order, adjacent texts as one), part by
     * part: the whole shop page; a product page's pictures and each part of its details in turn. Also where
     * its first picture stands, and whether the app's loading spinner has shown since the page was drawn.
     */
    const drawn = () =>
      (() => {
        const canonical = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
          if (!(node instanceof Element)) return '';
          const attributes = [...node.attributes].map((attribute) => ` ${attribute.name}="${attribute.value}"`).sort();
          return `<${node.localName}${attributes.join('')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
        };
        const shop = document.querySelector('.shop');
        const product = document.querySelector('.product');
        const info = product?.querySelector('.product__info');
        const picture = document.querySelector('.product-card img, .gallery__main')?.getBoundingClientRect();
        return {
          parts: shop ? [canonical(shop)] : [canonical(product?.firstElementChild as Element), ...[...(info?.children ?? [])].map(canonical)],
          picture: picture && [picture.x, picture.y, picture.width, picture.height],
          spinner: document.documentElement.hasAttribute('data-spinner'),
        };
      })();

    for (const [address, width] of [
      ['/shop', 412],
      ['/shop', 1280],
      ['/shop/category/pillows', 1280],
      ['/shop/brand/kumbha-coir', 412],
      ['/product/kumbha-coir-mattress', 412],
      ['/product/kumbha-coir-mattress', 1280],
    ] as const) {
      const page = await browser.visit(width);
      const release = await holdAppScripts(page);
      const opening = page.goto(shopUrl(address));
      await page.locator('.early-page').waitFor();
      await page.evaluate(() =>
        new MutationObserver(() => {
          if (document.querySelector('.page-loading')) document.documentElement.setAttribute('data-spinner', '');
        }).observe(document.body, { childList: true, subtree: true }),
      );
      const early = await page.evaluate(drawn);
      if (width === 412) await screenshot(page, `early-${address.split('/')[1]}-412`);
      release();
      await opening;
      const app = await page.evaluate(drawn);
      // The app draws the same page over it at once: the same markup (a product's details go on below what
      // was drawn), nothing moved, no spinner in between.
      expect(early.parts.length).toBeGreaterThan(0);
      expect(app.parts.slice(0, early.parts.length)).toEqual(early.parts);
      expect(app.picture).toEqual(early.picture);
      expect(app.spinner).toBe(false);
    }

    // Someone signed in sees their likes: the app draws the page. So it does a product that is not there.
    const member = await browser.visit(412, { appScripts: false });
    await member.addInitScript(() => localStorage.setItem('token', 'Bearer stored'));
    await member.goto(shopUrl('/shop'));
    const missing = await browser.visit(412, { appScripts: false });
    await missing.goto(shopUrl('/product/no-such-mattress'));
    for (const page of [member, missing]) {
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.early-page').count()).toBe(0);
    }
  });

  it('takes the painted home page over as it stands, and then answers clicks', async () => {
    const page = await browser.visit();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const release = await holdAppScripts(page);
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

  it('lands on the page of a link followed while the app takes a drawn page over', async () => {
    const page = await browser.visit(412);
    // A slow phone: the app's first render is long enough for a tap to come in the middle of it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The router reads the address as that render begins (and records its place in the history); a link on
    // the page still showing is followed right after, before the app's page is on screen.
    await page.addInitScript(() => {
      const replaceState = history.replaceState.bind(history);
      let followed = false;
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        replaceState(state, unused, url);
        if (followed || !(state && typeof state === 'object' && 'idx' in state)) return;
        followed = true;
        setTimeout(() => document.querySelector<HTMLAnchorElement>('footer a[href="#/policy"]')?.click());
      };
    });
    await page.goto(shopUrl('/shop'));
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toMatch(/#\/policy$/);
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
