import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { PRODUCT_CSV_COLUMNS, ProductCsvMessage, ProductMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { call, ownProduct, tokenOf } from './support/api';
import { onShopDatabase } from './support/database';
import { registerMember, signIn } from './support/session';

async function openProducts(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await signIn(page, email, password);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('heading', { name: 'Products' }).waitFor();
}

/** Sends this page's uploads at `bytesPerSecond`, so an upload lasts long enough to be watched. */
async function slowUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

/** A photo-like PNG (noise does not compress) of some megabytes. */
const noisyPicture = () =>
  sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#6a4c93', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .png()
    .toBuffer();

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits until the upload's bar stands at `percent` or more, short of done. */
async function uploadedAtLeast(page: Page, percent: number): Promise<void> {
  await page.waitForFunction((least) => {
    const value = Number(document.querySelector('.upload-progress__bar')?.getAttribute('value'));
    return value >= least && value < 100;
  }, percent);
}

/** A whole-page picture taken from the top, so the sticky header sits where a visitor sees it. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('products as CSV in the dashboard', () => {
  const browser = useBrowser();

  it('exports the products, takes back an edited price, and the shop shows it', async () => {
    const name = `CSV Round Pillow ${randomUUID().slice(0, 6)}`;
    const product = await ownProduct(await tokenOf(ADMIN.email, ADMIN.password), { name, price: 1234, quantity: 10 });
    const page = await browser.visit();
    await openProducts(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('products.csv');
    const [header, ...rows] = parse(readFileSync(await download.path()), { bom: true }) as string[][];
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    const mine = rows.find((row) => row[1] === name);
    expect(mine).toEqual([expect.stringMatching(/^E2E-/), name, `${name}, made by a browser test.`, '1234', '10', '1', '', '9404', '', '1']);

    // Only this test's product goes back, its price changed as a spreadsheet would.
    const edited = stringify([header, (mine as string[]).map((cell, at) => (header[at] === 'price' ? '1499' : cell))], { record_delimiter: 'windows' });
    await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByText('0 created, 1 updated').waitFor();
    await page.getByRole('link', { name: new RegExp(`${name}.*₹1,499\\.00`) }).waitFor();
    await screenshotFromTop(page, 'product-csv-import-1280');

    await page.goto(shopUrl(`/product/${product.slug}`));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The pillow's one variant follows the base price: ₹1,499 + 18 % GST.
    await page.locator('.product__price').filter({ hasText: '₹1,768.82' }).waitFor();
  });

  it('lists every refused row of a bad file and imports none of it, on a phone too', async () => {
    const sku = `E2E-BAD-${randomUUID().slice(0, 6)}`;
    const page = await browser.visit(360);
    await openProducts(page);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByText(ProductCsvMessage.fileRequired).waitFor();

    const file = ['sku,name,description,price,quantity', `${sku}-1,,,,`, `${sku}-2,Bad Pillow,Soft and low.,0,5`, `${sku}-3,Good Pillow,Fine.,499,5`].join('\r\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByText(ProductCsvMessage.rowsRefused(2)).waitFor();
    const refused = page.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
    expect(await refused.allTextContents()).toEqual([
      `Row 2: ${ProductMessage.nameRequired} ${ProductMessage.descriptionRequired} ${ProductMessage.quantityRequired} ${ProductMessage.priceRequired}`,
      `Row 3: ${ProductMessage.priceMin}`,
    ]);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFromTop(page, 'product-csv-errors-360');
    const { products } = await call<{ products: Array<{ sku: string }> }>('/product', { token: await tokenOf(ADMIN.email, ADMIN.password) });
    expect(products.filter((product) => product.sku.startsWith(sku))).toEqual([]);
  });

  it('lets a merchant export but not import', async () => {
    const member = await registerMember({ firstName: 'Export' });
    await onShopDatabase(`UPDATE users SET role = 'ROLE_MERCHANT', merchant_id = $1 WHERE email = $2`, [randomUUID(), member.email]);
    const page = await browser.visit();
    await openProducts(page, member.email, member.password);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(readFileSync(await download.path(), 'utf8')).toBe(`${PRODUCT_CSV_COLUMNS.join(',')}\r\n`);
    expect(await page.getByRole('button', { name: 'Import CSV' }).count()).toBe(0);
  });

  it('shows how far a product image has uploaded', async () => {
    const name = `Progress Pillow ${randomUUID().slice(0, 6)}`;
    const product = await ownProduct(await tokenOf(ADMIN.email, ADMIN.password), { name, price: 899, quantity: 4 });
    const picture = await noisyPicture();
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl(`/dashboard/product/edit/${product._id}`));
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    const images = page.locator('.image-strip img');
    expect(await images.count()).toBe(1);

    await slowUploads(page, 1024 * 1024);
    await watchNotices(page);
    await page.getByLabel('Add image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: picture });
    const bar = page.getByRole('progressbar', { name: /Uploading the image: \d+%/ });
    await bar.waitFor();
    await uploadedAtLeast(page, 20);
    await screenshotFromTop(page, 'product-image-progress-1280');
    await noticeShown(page, ProductMessage.imageAdded);
    await images.nth(1).waitFor();
    expect(await page.locator('.upload-progress').count()).toBe(0);
  });

  it('shows the progress of a new product with its image on a phone', async () => {
    const page = await browser.visit(360);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/dashboard/product/add'));
    await page.getByRole('heading', { name: 'Add Product' }).waitFor();
    const name = `Phone Progress Pillow ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Sku').fill(`E2E-${randomUUID().slice(0, 8)}`);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Added from a phone by a browser test.');
    await page.getByLabel('Quantity').fill('3');
    await page.getByLabel('Price').fill('699');
    await page.getByLabel('Image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await noisyPicture() });
    await slowUploads(page, 1024 * 1024);
    await watchNotices(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('progressbar', { name: /Uploading the image: \d+%/ }).waitFor();
    await uploadedAtLeast(page, 20);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFromTop(page, 'product-add-progress-360');
    await noticeShown(page, ProductMessage.added);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
  });
});
