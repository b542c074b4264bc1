import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { CatalogMessage, CategoryMessage, ProductMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { screenshot, shopUrl, useBrowser } from './support/browser';
import { onShopDatabase } from './support/database';
import { registerMember, signIn } from './support/session';

describe('managing products in the dashboard', () => {
  const browser = useBrowser();

  it('lets the administrator add a product with an image and find it in the shop', async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(ProductMessage.skuRequired).waitFor();
    await page.getByText(ProductMessage.imageRequired).waitFor();

    const sku = `E2E-${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Sku').fill(sku);
    await page.getByLabel('Name').fill('Monsoon Cool Gel Mattress');
    await page.getByLabel('Description').fill('Cooling gel foam for humid coastal nights.');
    await page.getByLabel('Quantity').fill('30');
    await page.getByLabel('Price').fill('1899');
    await page.getByLabel('Brand').selectOption({ label: 'Chandra Foam' });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6a4c93' } }).png().toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'gel.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(ProductMessage.added).waitFor();
    await page.getByRole('link', { name: /Monsoon Cool Gel Mattress/ }).waitFor();

    await page.goto(shopUrl('/shop'));
    const card = page.getByRole('link', { name: /Monsoon Cool Gel Mattress/ });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/products\/.+-400\.webp$/);
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Monsoon Cool Gel Mattress' }).waitFor();
    await page.getByText(`SKU: ${sku}`).waitFor();
    await screenshot(page, 'new-product-1280');
  });

  it("shows a merchant only its own brand's products", async () => {
    const member = await registerMember({ firstName: 'Kumar' });
    const merchantId = randomUUID();
    await onShopDatabase(`UPDATE users SET role = 'ROLE_MERCHANT', merchant_id = $1 WHERE email = $2`, [merchantId, member.email]);
    await onShopDatabase(`UPDATE brands SET merchant_id = $1 WHERE slug = 'kumbha-coir'`, [merchantId]);

    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Account' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Account Details', 'Account Security', 'Address', 'Brand', 'Products', 'Orders', 'WishList', 'Support']);
    await menu.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('link', { name: /Kumbha Coir 6 inch Mattress/ }).waitFor();
    const names = await page.locator('.card__title').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Kumbha Coir'))).toBe(true);

    await menu.getByRole('link', { name: 'Brand' }).click();
    await page.getByRole('heading', { name: 'Brand', exact: true }).waitFor();
    await page.locator('.card__title').first().waitFor();
    expect(await page.locator('.card__title').allTextContents()).toEqual([expect.stringContaining('Kumbha Coir')]);
    expect(await page.getByRole('link', { name: 'Add', exact: true }).count()).toBe(0);
  });

  it('lets the administrator group products into a category that the shop then lists', async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    // The form is ready once its product choices have loaded.
    await page.getByLabel('Leela Natural Latex 10 inch Mattress').waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText(CategoryMessage.productsRequired).waitFor();
    await page.getByLabel('Name').fill('Cooling Picks');
    await page.getByLabel('Description').fill('Mattresses that sleep cool in summer.');
    await page.getByLabel('Filter products').fill('latex 1');
    await page.getByLabel('Leela Natural Latex 10 inch Mattress').check();
    await page.getByLabel('Leela Natural Latex 12 inch Mattress').check();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText(CategoryMessage.added).waitFor();

    await page.goto(shopUrl('/shop'));
    await page.getByRole('link', { name: 'Cooling Picks' }).click();
    await page.getByText('Showing: 1 – 2 products of 2').waitFor();

    await page.goto(shopUrl('/dashboard/category'));
    await page.getByRole('link', { name: /Cooling Picks/ }).click();
    // The edit form shows the category's products chosen.
    await page.getByRole('checkbox', { name: 'Leela Natural Latex 10 inch Mattress', checked: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Leela Natural Latex 12 inch Mattress', checked: true }).waitFor();
    expect(await page.locator('label.switch').getAttribute('title')).toBe(CatalogMessage.disableWarning('Cooling Picks'));
    await page.getByRole('checkbox', { name: 'Active' }).click();
    await page.getByRole('checkbox', { name: 'Disabled' }).waitFor();
    await page.goto(shopUrl('/shop'));
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('link', { name: 'Bedding' }).waitFor();
    // The list the shop held may still be refreshing; it must settle without the disabled category.
    await page.getByRole('link', { name: 'Cooling Picks' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('link', { name: 'Bedding' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cooling Picks' }).count()).toBe(0);
  });
});
