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
