import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { CatalogMessage, CategoryMessage, ProductMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { noticeShown, screenshot, shopUrl, useBrowser } from './support/browser';
import { ownBrand, ownProduct, tokenOf } from './support/api';
import { onShopDatabase } from './support/database';
import { registerMember, signIn } from './support/session';

describe('managing products in the dashboard', () => {
  const browser = useBrowser();

  it('lets the administrator add a product with an image and find it in the shop', async () => {
    const brand = await ownBrand(await tokenOf(ADMIN.email, ADMIN.password), 'Monsoon Sleep');
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
    await page.getByLabel('Brand').selectOption({ label: brand.name });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6a4c93' } }).png().toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'gel.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await noticeShown(page, ProductMessage.added);
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
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const brand = await ownBrand(admin, 'Kumar Coir');
    const made = [await ownProduct(admin, { name: `${brand.name} 6 inch Mattress`, price: 810, quantity: 20, brand: brand._id })];
    made.push(await ownProduct(admin, { name: `${brand.name} 8 inch Mattress`, price: 1050, quantity: 20, brand: brand._id }));
    const member = await registerMember({ firstName: 'Kumar' });
    const merchantId = randomUUID();
    await onShopDatabase(`UPDATE users SET role = 'ROLE_MERCHANT', merchant_id = $1 WHERE email = $2`, [merchantId, member.email]);
    await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);

    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Account' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Account Details', 'Account Security', 'Address', 'Brand', 'Products', 'Business Details', 'Orders', 'Returns', 'Payouts', 'GST returns', 'WishList', 'Support', 'Overview']);
    await menu.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('link', { name: new RegExp(made[0].name) }).waitFor();
    const names = await page.locator('.card__title').allTextContents();
    expect(names.sort()).toEqual(made.map((product) => product.name).sort());

    await menu.getByRole('link', { name: 'Brand' }).click();
    await page.getByRole('heading', { name: 'Brand', exact: true }).waitFor();
    await page.locator('.card__title').first().waitFor();
    expect(await page.locator('.card__title').allTextContents()).toEqual([expect.stringContaining(brand.name)]);
    expect(await page.getByRole('link', { name: 'Add', exact: true }).count()).toBe(0);
  });

  it('lets the administrator group products into a category that the shop then lists', async () => {
    // Products of this test's own: disabling the category disables them too.
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const [ten, twelve] = ['Cooling Latex 10 inch Mattress', 'Cooling Latex 12 inch Mattress'];
    for (const [name, price] of [[ten, 1350], [twelve, 1600]] as const) await ownProduct(admin, { name, price, quantity: 20 });
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    // The form is ready once its product choices have loaded.
    await page.getByLabel(ten).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText(CategoryMessage.productsRequired).waitFor();
    await page.getByLabel('Name').fill('Cooling Picks');
    await page.getByLabel('Description').fill('Mattresses that sleep cool in summer.');
    await page.getByLabel('Filter products').fill('cooling latex');
    await page.getByLabel(ten).check();
    await page.getByLabel(twelve).check();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await noticeShown(page, CategoryMessage.added);

    await page.goto(shopUrl('/shop'));
    await page.getByRole('link', { name: 'Cooling Picks' }).click();
    await page.getByText('Showing: 1 – 2 products of 2').waitFor();

    await page.goto(shopUrl('/dashboard/category'));
    await page.getByRole('link', { name: /Cooling Picks/ }).click();
    // The edit form shows the category's products chosen.
    await page.getByRole('checkbox', { name: ten, checked: true }).waitFor();
    await page.getByRole('checkbox', { name: twelve, checked: true }).waitFor();
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
