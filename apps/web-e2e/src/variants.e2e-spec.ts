import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VariantMessage, type ProductChangedResponse, type ProductResponse, type VariantFields } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { screenshot, SCREENSHOTS, shopUrl, useBrowser } from './support/browser';
import { registerMember, signIn } from './support/session';

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });

/**
 * A mattress at a base of ₹1,000 + 18 % GST, sold in Single 6x2.5 (8 in, none left), 6x3 (8 in by the rule:
 * ₹18,000, ₹21,240 with GST; 10 in at ₹25,000 by hand, ₹29,500) and Queen 5x6.5 (8 in, 3 left).
 */
const VARIANTS: VariantFields[] = [
  { size: '6x2.5', thickness: 8, quantity: 0 },
  { size: '6x3', thickness: 8, quantity: 20 },
  { size: '6x3', thickness: 10, quantity: 20, price: 25_000 },
  { size: '5x6.5', thickness: 8, quantity: 3 },
];

describe('sizes and thicknesses in the browser', () => {
  const browser = useBrowser();
  let admin: string;
  let mattress: OwnProduct;
  let tenInch: string;

  beforeAll(async () => {
    admin = await tokenOf(ADMIN.email, ADMIN.password);
    mattress = await ownProduct(admin, { name: 'Veda Latex Mattress', price: 1000, quantity: 50 });
    const { product } = await call<ProductChangedResponse>(`/product/${mattress._id}/variants`, {
      method: 'PUT',
      token: admin,
      body: { variants: VARIANTS },
    });
    tenInch = product.variants?.find((variant) => variant.size === '6x3' && variant.thickness === 10)?._id ?? '';
    expect(tenInch).not.toBe('');
  });

  it('chooses a size and a thickness, disables a size out of stock, and bags that variant at its price with GST', async () => {
    const member = await registerMember({ firstName: 'Veda' });
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl(`/product/${mattress.slug}`));
    await page.getByRole('heading', { name: mattress.name }).waitFor();

    // Single 6x2.5 has none left: shown, but not to be chosen. The page opens at 6x3, its cheapest thickness.
    const outOfStock = page.getByLabel('Size (feet)').locator('option', { hasText: '6x2.5 (Out of stock)' });
    expect(await outOfStock.isDisabled()).toBe(true);
    expect(await page.getByLabel('Size (feet)').inputValue()).toBe('6x3');
    expect(await page.getByLabel('Thickness').inputValue()).toBe('8');
    await page.locator('.product__price').filter({ hasText: '₹21,240.00' }).waitFor();
    await page.getByText('inclusive of all taxes').waitFor();
    await page.locator('.badge').filter({ hasText: 'In stock' }).waitFor();

    // Queen 5x6.5 is sold in 8 inches only, 3 left: one at a time.
    await page.getByLabel('Bed type').selectOption({ label: 'Queen' });
    expect(await page.getByLabel('Thickness').inputValue()).toBe('8');
    await page.getByText('Only 3 left in Queen 5x6.5 · 8 in').waitFor();
    await page.locator('.badge').filter({ hasText: 'Low stock' }).waitFor();
    await page.getByLabel('Quantity').fill('2');
    await page.getByText('Quantity may not be greater than 1.').waitFor();
    await page.getByLabel('Quantity').fill('1');
    await screenshot(page, 'product-variants-low-1280');

    await page.getByLabel('Bed type').selectOption({ label: 'Single' });
    await page.getByLabel('Thickness').selectOption('10');
    await page.locator('.product__price').filter({ hasText: '₹29,500.00' }).waitFor();
    await screenshot(page, 'product-variants-1280');
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    await bag(page).getByText('Size 6x3').waitFor();
    await bag(page).getByText('10 in').waitFor();
    await bag(page).getByText('Quantity 1 · ₹29,500.00 each').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart_items') ?? '[]') as Array<{ variant?: string }>);
    expect(stored.map((line) => line.variant)).toEqual([tenInch]);

    // The server prices that variant: checkout shows the same price, its thickness and sku.
    await bag(page).getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('Quantity 1 · ₹29,500.00 each').waitFor();
    await summary.getByText('10 in').waitFor();
    await summary.getByText(/^SKU /).waitFor();
    await summary.locator('.order-summary__total').getByText('₹29,500.00').waitFor();
    await screenshot(page, 'checkout-variant-1280');
  });

  it('fits the product page on a 360 px phone', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl(`/product/${mattress.slug}`));
    await page.getByRole('heading', { name: mattress.name }).waitFor();
    await page.getByLabel('Thickness').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'product-variants-360');
  });

  it('saves a price and a stock from the variants grid, and shows what the server refused', async () => {
    const product = await ownProduct(admin, { name: 'Veda Coir 8 inch Mattress', price: 1050, quantity: 40 });
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl(`/dashboard/product/edit/${product._id}`));
    const grid = page.getByRole('region', { name: 'Variants' });
    await grid.getByRole('checkbox', { name: 'Sell Queen 5x6.5 · 8 in' }).waitFor();
    expect(await grid.getByRole('checkbox', { name: 'Sell Queen 5x6.5 · 8 in' }).isChecked()).toBe(true);

    // Stock by size: every size sold gets its own stock.
    const stocks = grid.getByRole('textbox', { name: /^Stock of / });
    for (let index = 0; index < (await stocks.count()); index++) await stocks.nth(index).fill('10');
    await grid.getByLabel('Stock of Queen 5x6.5 · 8 in').fill('7');
    await grid.getByLabel('Price of Queen 5x6.5 · 8 in').fill('20000');

    // One unit's package for the courier: all four measures, or none.
    await grid.getByLabel('Packed weight of Queen 5x6.5 · 8 in').fill('24.5');
    await grid.getByRole('button', { name: 'Update variants' }).click();
    await grid.getByRole('alert').filter({ hasText: VariantMessage.packagePartial('Queen 5x6.5 · 8 in') }).waitFor();
    await grid.getByLabel('Packed length of Queen 5x6.5 · 8 in').fill('199');
    await grid.getByLabel('Packed breadth of Queen 5x6.5 · 8 in').fill('153');
    await grid.getByLabel('Packed height of Queen 5x6.5 · 8 in').fill('24');

    // Two variants given one sku: the server's words, nothing saved.
    await grid.getByLabel('SKU of Single 6x3 · 8 in').fill('VEDA-DUP');
    await grid.getByLabel('SKU of King 6x6 · 8 in').fill('VEDA-DUP');
    await grid.getByRole('button', { name: 'Update variants' }).click();
    await grid.getByRole('alert').filter({ hasText: VariantMessage.skuTwice('VEDA-DUP') }).waitFor();

    await grid.getByLabel('SKU of King 6x6 · 8 in').fill('VEDA-KING-8');
    await grid.getByRole('button', { name: 'Update variants' }).click();
    await grid.getByRole('status').filter({ hasText: VariantMessage.updated }).waitFor();

    const { product: saved } = await call<ProductResponse>(`/product/${product._id}`, { token: admin });
    const queen = saved.variants?.find((variant) => variant.size === '5x6.5' && variant.thickness === 8);
    expect(saved.stockBySize).toBe(true);
    expect(queen).toEqual(
      expect.objectContaining({ price: 20_000, quantity: 7, isActive: true, package: { weightKg: 24.5, lengthCm: 199, breadthCm: 153, heightCm: 24 } }),
    );
    expect(saved.variants?.find((variant) => variant.size === '6x6')?.sku).toBe('VEDA-KING-8');

    // A thickness added is offered in every size.
    await grid.getByLabel('Thickness (inches)').fill('10');
    await grid.getByRole('button', { name: 'Add thickness' }).click();
    expect(await grid.getByRole('checkbox', { name: 'Sell Queen 5x6.5 · 10 in' }).isChecked()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'variants-grid-page-1280');
    await grid.screenshot({ path: join(SCREENSHOTS, 'variants-grid-1280.png'), animations: 'disabled' });
  });
});
