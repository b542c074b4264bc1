import { WishlistMessage } from '@nidra/shared/contracts';
import { noticeShown, screenshot, shopUrl, useBrowser } from './support/browser';
import { registerMember, signIn } from './support/session';

describe('shopping the demo catalogue', () => {
  const browser = useBrowser();

  it('browses, pages, filters by category and rating, and sorts', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByText(/^Showing: 1 – 8 products of \d+$/).waitFor();
    const total = Number((await page.getByText(/^Showing:/).textContent())?.match(/of (\d+)/)?.[1]);
    // The demo catalogue's 17 products (8 mattress families, 5 bedding, 4 pillows), and whatever other tests added.
    expect(total).toBeGreaterThanOrEqual(17);
    await screenshot(page, 'shop-1280');

    await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('button', { name: '2', exact: true }).click();
    // Other tests add products of their own meanwhile, so the total may have grown.
    await page.getByText(/^Showing: 9 – 16 products of \d+$/).waitFor();

    await page.getByRole('link', { name: 'Pillows', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pillows' }).waitFor();
    await page.getByText('Showing: 1 – 4 products of 4').waitFor();
    expect(await page.getByRole('navigation', { name: 'Shop pages' }).count()).toBe(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    // Cards show prices with GST: ₹399 + 18 %; a pillow has one price, so no "from".
    await page.locator('.product-card__price').first().filter({ hasText: /^₹470\.82$/ }).waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
    await page.locator('.product-card__price').first().filter({ hasText: /^₹1,414\.82$/ }).waitFor();

    // The demo catalogue has no reviews yet, so asking for 1 star or more leaves nothing.
    await page.getByLabel('Rating').fill('20');
    await page.getByText('no products found.').waitFor();
  });

  it("asks for a shop or product page's products once, before the app has loaded, with the first pictures", async () => {
    for (const [address, request, heading, pictures] of [
      ['/product/kumbha-coir-mattress', 'GET /api/product/item/kumbha-coir-mattress', 'Kumbha Coir Mattress', /-1200\.webp$/],
      ['/shop/category/pillows', 'POST /api/product/list', 'Pillows', /-400\.webp$/],
    ] as const) {
      const page = await browser.visit(412);
      const asked: string[] = [];
      page.on('request', (sent) => {
        const path = new URL(sent.url()).pathname;
        if (path.startsWith('/api/product/')) asked.push(`${sent.method()} ${path}`);
      });
      await page.goto(shopUrl(address));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('img').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The app took the page's early answer instead of asking again.
      expect(asked.filter((sent) => sent === request)).toHaveLength(1);
      const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) => link.href));
      expect(preloaded.length).toBeGreaterThan(0);
      for (const url of preloaded) expect(url).toMatch(pictures);
      // The pictures asked for early are the ones the page shows.
      const shown = await page.evaluate(() => [...document.images].map((image) => image.src));
      for (const url of preloaded) expect(shown).toContain(url);
    }
  });

  it('shows a product whose price with GST follows the size, and a 360 px shop', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl('/product/kumbha-coir-mattress'));
    await page.getByRole('heading', { level: 1, name: 'Kumbha Coir Mattress' }).waitFor();
    await page.getByText('In stock').waitFor();
    // It opens at the first size in stock in its cheapest thickness: 6 inches at ₹810 × 6 × 2.5 + 18 % GST.
    expect(await page.getByLabel('Thickness').inputValue()).toBe('6');
    await page.getByText('₹14,337.00').waitFor();
    await page.getByText('inclusive of all taxes').waitFor();
    await page.getByLabel('Thickness').selectOption('8');
    await page.getByText('₹18,585.00').waitFor(); // ₹1,050 × 6 × 2.5 + 18 % GST
    await page.getByLabel('Bed type').selectOption({ label: 'King' });
    expect(await page.getByLabel('Size (feet)').inputValue()).toBe('6x6');
    await page.getByText('₹44,604.00').waitFor(); // ₹1,050 × 6 × 6 + 18 % GST
    await page.getByLabel('Bed type').selectOption({ label: 'Customize' });
    await page.getByLabel('Length (inches)').fill('78');
    await page.getByLabel('Breadth (inches)').fill('60');
    await page.getByText('₹31,063.50').waitFor(); // the base ₹810 × 6.5 × 5 + 18 % GST
    await page.getByText('Made to order').first().waitFor();
    await page.getByLabel('Quantity').fill('51'); // never more than 50 per add
    await page.getByText(/^Quantity may not be greater than \d+\.$/).waitFor();
    await page.getByRole('link', { name: 'See more from Kumbha Coir' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kumbha Coir' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'brand-shop-360');

    await page.goto(shopUrl('/product/no-such-mattress'));
    await page.getByText('no product found.').waitFor();
  });

  it('keeps the wishlist heart for signed-in shoppers', async () => {
    const member = await registerMember();
    const page = await browser.visit();
    await page.goto(shopUrl('/product/natural-latex-pillow'));
    await page.getByRole('heading', { level: 1, name: 'Natural Latex Pillow' }).waitFor();
    expect(await page.getByLabel('Bed type').count()).toBe(0);
    await page.getByText('₹1,414.82').waitFor(); // ₹1,199 + 18 % GST
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByText(WishlistMessage.signInFirst).waitFor();

    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/product/natural-latex-pillow'));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await noticeShown(page, WishlistMessage.added);
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    await screenshot(page, 'product-1280');

    await page.goto(shopUrl('/dashboard/wishlist'));
    await page.getByRole('heading', { name: 'Your Wishlist' }).waitFor();
    await page.getByRole('link', { name: 'Natural Latex Pillow' }).waitFor();
    // The wishlist shows what cards show: the price with GST.
    await page.getByText(/₹1,414\.82/).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await noticeShown(page, WishlistMessage.removed);
    await page.getByText(WishlistMessage.empty).waitFor();
  });
});

describe('the header’s ways into the catalogue', () => {
  const browser = useBrowser();

  it('suggests products while typing and opens the chosen one', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    const searched: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/product\/list\/search\/(.+)$/.exec(request.url());
      if (match) searched.push(decodeURIComponent(match[1]));
    });
    await page.getByLabel('Search products').fill('kumbha');
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    await suggestions.getByRole('link', { name: /Kumbha Coir Mattress/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Kumbha Coir Mattress' }).waitFor();
    expect(page.url()).toMatch(/#\/product\/kumbha-coir-mattress$/);
    // One request, sent after the pause in typing, for the whole six-letter term.
    expect(searched).toEqual(['kumbha']);
  });

  it('opens a brand from the Brands dropdown and a category from the side menu', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl('/'));
    await page.getByRole('button', { name: 'Brands' }).click();
    const panel = page.getByRole('region', { name: 'Shop By Brand' });
    await panel.getByRole('link', { name: 'See all' }).waitFor();
    await panel.getByRole('link', { name: 'Leela Latex' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leela Latex' }).waitFor();

    await page.getByRole('button', { name: 'Shop By Category' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shop By Category' });
    await drawer.getByRole('link', { name: 'Protectors' }).click();
    await page.getByRole('heading', { level: 1, name: 'Protectors' }).waitFor();
    expect(await drawer.count()).toBe(0);
  });
});
