import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { ProductMessage, type ProductDto } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf } from './support/api';
import { noticeShown, screenshot, SCREENSHOTS, shopUrl, useBrowser } from './support/browser';
import { onShopDatabase } from './support/database';
import { signIn } from './support/session';

/** Full-page screenshots are taken from the top, so the sticky header sits where it belongs. */
const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
const higherRate = (page: Page) => page.getByRole('group', { name: 'Higher rate above a unit price' });

/** The error shown at a field and tied to it for screen readers. */
async function errorAt(page: Page, control: ReturnType<Page['getByLabel']>, message: string): Promise<void> {
  const error = page.getByText(message, { exact: true });
  await error.waitFor();
  expect((await control.getAttribute('aria-describedby'))?.split(' ')).toContain(await error.getAttribute('id'));
}

describe('a product’s GST in the dashboard', () => {
  const browser = useBrowser();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await tokenOf(ADMIN.email, ADMIN.password);
  });

  it('lets the administrator add a bedsheet at 5 % with 18 % above ₹2,500 a piece, counted in pieces', async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/dashboard/product/add'));
    await page.getByRole('heading', { name: 'Add Product' }).waitFor();
    const sku = `E2E-GST-${randomUUID().slice(0, 6)}`;
    const name = `Kantha Cotton Bedsheet ${sku}`;
    await page.getByLabel('Sku').fill(sku);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Hand-stitched cotton, one double bedsheet and two pillow covers.');
    await page.getByLabel('Quantity').fill('25');
    await page.getByLabel('Price').fill('2200');
    await page.getByLabel('HSN code', { exact: true }).fill('6304');
    await page.getByLabel('GST rate', { exact: true }).selectOption('5');
    await higherRate(page).getByLabel('Applies above ₹ a unit').fill('2500');
    await higherRate(page).getByLabel('Rate above it').selectOption('18');
    await page.getByLabel('Unit (UQC)').selectOption('SET');
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b5838d' } }).png().toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'kantha.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await noticeShown(page, ProductMessage.added);
    await page.getByRole('heading', { name: 'Products' }).waitFor();

    const { products } = await call<{ products: ProductDto[] }>('/product', { token: adminToken });
    expect(products.find((product) => product.sku === sku)).toEqual(
      expect.objectContaining({ hsn: '6304', gstRate: 5, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'SET' }),
    );
  });

  it('lists a product still at a retired rate on the Overview until the administrator changes it, with a higher rate and a unit', async () => {
    const bolster = await ownProduct(adminToken, { name: `Retired Rate Bolster ${randomUUID().slice(0, 6)}`, price: 900, quantity: 20 });
    await onShopDatabase('UPDATE products SET gst_rate = 12 WHERE id = $1', [bolster._id]);

    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/dashboard/overview'));
    const retired = page.getByRole('region', { name: 'GST rates to change' });
    const row = retired.getByRole('listitem').filter({ hasText: bolster.name });
    await row.getByText('12 %').waitFor();
    await retired.screenshot({ path: join(SCREENSHOTS, 'overview-retired-rates-1280.png') });
    await row.getByRole('link', { name: `Edit the GST rate of ${bolster.name}` }).click();
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();

    // The retired rate is shown with a note, and cannot be saved.
    const rate = page.getByLabel('GST rate', { exact: true });
    expect(await rate.inputValue()).toBe('12');
    const note = page.getByText('12 % was retired on 22 September 2025', { exact: false });
    await note.waitFor();
    expect(await rate.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await page.getByRole('button', { name: 'Save' }).click();
    await errorAt(page, rate, ProductMessage.gstRateInvalid);
    expect(await focusedName(page)).toBe('gstRate');
    await top(page);
    await screenshot(page, 'product-gst-retired-1280');

    // A higher rate needs both its price and its rate.
    await rate.selectOption('5');
    const above = higherRate(page).getByLabel('Applies above ₹ a unit');
    await above.fill('2500');
    await page.getByRole('button', { name: 'Save' }).click();
    await errorAt(page, above, ProductMessage.gstRateAboveInvalid);
    expect(await focusedName(page)).toBe('gstAbovePrice');
    await higherRate(page).getByLabel('Rate above it').selectOption('18');
    await page.getByLabel('Unit (UQC)').selectOption('PCS');
    expect(await note.count()).toBe(0);
    await top(page);
    await screenshot(page, 'product-gst-form-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'product-gst-form-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    const { product } = await call<{ product: ProductDto }>(`/product/${bolster._id}`, { token: adminToken });
    expect(product).toEqual(expect.objectContaining({ gstRate: 5, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'PCS' }));

    await page.goto(shopUrl('/dashboard/overview'));
    await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
    // The Overview is asked again on each visit: the edited product leaves the list.
    await page.getByText(bolster.name).waitFor({ state: 'detached' });
    await page.locator('.overview:not([aria-busy])').waitFor();
    expect(await page.getByText(bolster.name).count()).toBe(0);
  });
});
