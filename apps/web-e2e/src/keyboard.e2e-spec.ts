import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { OrderMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownBrand, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { registerMember } from './support/session';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** The focused element shows a ring: an outline at least 2 px wide, or a box shadow. */
async function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
  });
}

const activeInside = (page: Page, selector: string) =>
  page.evaluate((within) => Boolean(document.activeElement?.closest(within)), selector);

describe('shopping with the keyboard alone', () => {
  const browser = useBrowser();
  let product: OwnProduct;
  let categoryName: string;

  beforeAll(async () => {
    const tag = randomUUID().slice(0, 6);
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const brand = await ownBrand(admin, `Keyed Sleep ${tag}`);
    product = await ownProduct(admin, { name: `Keyed Comfort Mattress ${tag}`, price: 1000, quantity: 30, brand: brand._id });
    categoryName = `Keyed Beds ${tag}`;
    await call('/category/add', {
      method: 'POST',
      token: admin,
      body: { name: categoryName, description: 'Mattresses of the keyboard test.', products: [product._id], isActive: true },
    });
  });

  it('signs in, searches, filters, buys a mattress in a chosen size on cash on delivery and signs out', async () => {
    const member = await registerMember({ firstName: 'Kiran', lastName: 'Das' });
    const page = await browser.visit();
    await page.goto(shopUrl('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    // The first Tab shows the skip link; following it puts focus on the page's content, on the same route.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skip)).toBe(true);
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    expect(await focusRingShown(page)).toBe(true);
    await screenshot(page, 'keyboard-skip-link-1280');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(page.url()).toMatch(/#\/login$/);

    // Signing in: the next Tab reaches the form.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Email Address'))).toBe(true);
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();

    // Searching: suggestions are reached with the arrow keys, Escape closes them.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await tabTo(page, search, { back: true });
    // Suggestions come for terms of 3, 6, 9 … letters.
    await page.keyboard.type('Keyed Com');
    const suggestion = page.getByRole('link', { name: new RegExp(product.name) });
    await suggestion.waitFor();
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(suggestion)).toBe(true);
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isFocused(search)).toBe(true);
    expect(await search.getAttribute('aria-expanded')).toBe('false');

    // Filtering: the shop, then the category.
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await tabTo(page, page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: categoryName }));
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();

    // Opening the product and choosing a size.
    await tabTo(page, page.getByRole('link', { name: new RegExp(product.name) }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const bedType = page.getByLabel('Bed type');
    await tabTo(page, bedType);
    const firstBed = await bedType.inputValue();
    await page.keyboard.press('ArrowDown');
    expect(await bedType.inputValue()).not.toBe(firstBed);
    const size = page.getByLabel('Size (feet)');
    await tabTo(page, size);
    const firstSize = await size.inputValue();
    await page.keyboard.press('ArrowDown');
    const chosenSize = await size.inputValue();
    expect(chosenSize).not.toBe(firstSize);

    // Adding to the bag opens it with focus inside; Tab and Shift+Tab stay inside.
    await tabTo(page, page.getByRole('button', { name: 'Add To Bag' }));
    await page.keyboard.press('Enter');
    const bag = page.getByRole('dialog', { name: 'Your Bag' });
    await bag.getByText(`Size ${chosenSize}`).waitFor();
    expect(await activeInside(page, '[role="dialog"]')).toBe(true);
    const stops = await bag.evaluate((dialog) => dialog.querySelectorAll('a[href], button:not([disabled])').length);
    const close = bag.getByRole('button', { name: 'Close the bag' });
    expect(await isFocused(close)).toBe(true);
    for (let press = 0; press < stops; press++) {
      await page.keyboard.press('Tab');
      expect(await activeInside(page, '[role="dialog"]')).toBe(true);
    }
    expect(await isFocused(close)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(bag.getByRole('button', { name: 'Place Order' }))).toBe(true);
    expect(await focusRingShown(page)).toBe(true);
    await screenshot(page, 'keyboard-bag-1280');

    // Escape closes it, with focus back on the bag button.
    await page.keyboard.press('Escape');
    await bag.waitFor({ state: 'detached' });
    const bagButton = page.getByRole('button', { name: 'Bag, 1 item' });
    expect(await isFocused(bagButton)).toBe(true);

    // The bag button opens it again, on to checkout.
    await page.keyboard.press('Enter');
    await tabTo(page, bag.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    // A first address, typed; cash on delivery is chosen already.
    await tabTo(page, page.getByLabel('Mobile', { exact: true }));
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Address', { exact: true }))).toBe(true);
    await page.keyboard.type('5, Lake View Road, Kakkanad');
    await page.keyboard.press('Tab');
    await page.keyboard.type('682030');
    await page.waitForFunction(() => (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value === 'Kerala');
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    const place = page.getByRole('button', { name: 'Place Order' });
    await tabTo(page, place);
    expect(await focusRingShown(page)).toBe(true);
    await watchNotices(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    await noticeShown(page, OrderMessage.placed);
    await page.getByText('Payment: Cash on Delivery').waitFor();

    // Signing out.
    await tabTo(page, page.getByRole('button', { name: 'Sign Out' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  });

  it('keeps the category menu a dialog that Escape closes, focus back on its button', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl('/'));
    await page.getByRole('heading', { name: 'Better Sleep, Better Living' }).waitFor();
    const menuButton = page.getByRole('button', { name: 'Shop By Category' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Shop By Category' });
    await menu.getByRole('link', { name: categoryName }).waitFor();
    expect(await activeInside(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(menu.getByRole('link').last())).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(menuButton)).toBe(true);
  });
});
