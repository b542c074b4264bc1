import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { addDays, indianToday, ORDERS_CSV_HEADER, Role, type InsightSummaryResponse } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';
import { ADMIN } from './support/admin';
import { call, ownBrand, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { screenshot, shopUrl, useBrowser } from './support/browser';
import { onShopDatabase } from './support/database';
import { registerMember, signIn } from './support/session';

interface OrderLine {
  _id: string;
  totalPrice: number;
  totalTax: number;
  product: { _id: string };
}

/** A cash-on-delivery order of the lines, placed through the API as the checkout would. */
async function orderOf(token: string, lines: Array<[OwnProduct, number]>): Promise<{ _id: string; products: OrderLine[] }> {
  const { cartId } = await call<{ cartId: string }>('/cart/add', {
    method: 'POST',
    token,
    body: { products: lines.map(([product, quantity]) => ({ product: product._id, quantity })) },
  });
  return (await call<{ order: { _id: string; products: OrderLine[] } }>('/order/add', { method: 'POST', token, body: { cartId } })).order;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const withTax = (line: OrderLine) => paise(line.totalPrice) + paise(line.totalTax);

const summaryOf = (token: string) => call<InsightSummaryResponse>('/insight/summary', { token });

/** The Overview's period section ("Today", "Last 7 days", "Last 30 days"). */
const period = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

async function openOverview(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Account' }).getByRole('link');
  expect(await menu.last().textContent()).toBe('Overview');
  await menu.last().click();
  await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
}

describe('the Overview', () => {
  const browser = useBrowser();
  const tag = randomUUID().slice(0, 6);
  let adminToken: string;
  let merchant: { email: string; password: string; token: string };
  let coir: OwnProduct;
  let scarce: OwnProduct;
  let plain: OwnProduct;
  /** What the test's orders came to for the merchant's brand, in paise. */
  let brandRevenue = 0;

  beforeAll(async () => {
    adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    // A merchant whose brand only this test sells: its figures are the test's orders, to the paisa.
    const account = await registerMember({ email: `overview-merchant-${tag}@example.in` });
    const brand = await ownBrand(adminToken, `Overview Coir ${tag}`);
    const merchantId = randomUUID();
    await onShopDatabase('UPDATE users SET role = $1, merchant_id = $2 WHERE email = $3', [Role.Merchant, merchantId, account.email]);
    await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);
    merchant = { email: account.email, password: account.password, token: await tokenOf(account.email, account.password) };

    coir = await ownProduct(adminToken, { name: `Overview Coir Pillow ${tag}`, price: 1234.56, quantity: 40, brand: brand._id });
    scarce = await ownProduct(adminToken, { name: `Overview Last Pillow ${tag}`, price: 800, quantity: 2, brand: brand._id });
    plain = await ownProduct(adminToken, { name: `Overview Plain Pillow ${tag}`, price: 499, quantity: 40 });

    const buyer = await registerMember();
    const buyerToken = await tokenOf(buyer.email, buyer.password);
    const first = await orderOf(buyerToken, [
      [coir, 2],
      [plain, 1],
    ]);
    const second = await orderOf(buyerToken, [[coir, 1]]);
    const third = await orderOf(buyerToken, [[coir, 3]]);
    // A cancelled line leaves the figures.
    await call(`/order/status/item/${third.products[0]._id}`, { method: 'PUT', token: adminToken, body: { orderId: third._id, status: 'Cancelled' } });
    brandRevenue = withTax(first.products[0]) + withTax(second.products[0]);
  });

  it('shows a merchant their brand’s figures only, with each chart as a table and low stock to edit', async () => {
    const page = await browser.visit(1280);
    await openOverview(page, merchant.email, merchant.password);

    const today = period(page, 'Today');
    await today.getByText(formatInr(brandRevenue / 100), { exact: true }).waitFor();
    const figures = await today.locator('.overview-period__value').allTextContents();
    expect(figures).toEqual([formatInr(brandRevenue / 100), '2', formatInr(Math.round(brandRevenue / 2) / 100)]);
    expect(await period(page, 'Last 30 days').locator('.overview-period__value').first().textContent()).toBe(formatInr(brandRevenue / 100));

    // The best sellers are the brand's own: the plain pillow of no brand is not there.
    const top = page.getByRole('region', { name: 'Top products by revenue' });
    expect(await top.getByRole('row').allTextContents()).toEqual(['ProductUnitsRevenue', `${coir.name}3${formatInr(brandRevenue / 100)}`]);

    // Each chart has its table.
    const revenueChart = page.getByRole('figure', { name: /Revenue per day/ });
    await revenueChart.getByText('Show as table').click();
    const todayRow = revenueChart.getByRole('row').last();
    expect(await todayRow.textContent()).toContain(formatInr(brandRevenue / 100));
    const statusChart = page.getByRole('figure', { name: 'Items by status' });
    await statusChart.getByText('Show as table').click();
    expect(await statusChart.getByRole('row', { name: /Not processed/ }).textContent()).toBe('Not processed2');
    expect(await statusChart.getByRole('row', { name: /Cancelled/ }).textContent()).toBe('Cancelled1');

    const low = page.getByRole('region', { name: 'Low stock' });
    expect(await low.getByRole('listitem').allTextContents()).toEqual([`${scarce.name}2 leftEdit`]);
    await screenshot(page, 'overview-merchant-1280');
    await low.getByRole('link', { name: `Edit ${scarce.name}` }).click();
    await page.waitForURL(`**/#/dashboard/product/edit/${scarce._id}`);
  });

  it('shows the administrator the whole shop as the summary gives it, the test’s orders in it', async () => {
    const page = await browser.visit(1280);
    // Other tests may place orders meanwhile: the page must show what the summary said as it loaded.
    let shown: InsightSummaryResponse | undefined;
    for (let attempt = 0; attempt < 3 && !shown; attempt++) {
      const before = await summaryOf(adminToken);
      if (attempt === 0) await openOverview(page, ADMIN.email, ADMIN.password);
      else await page.reload();
      await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
      const after = await summaryOf(adminToken);
      if (JSON.stringify(before) === JSON.stringify(after)) shown = after;
    }
    if (!shown) throw new Error('The shop’s figures kept moving');
    const todays = shown.byDay[shown.byDay.length - 1];
    expect(shown.byDay[shown.byDay.length - 1].date).toBe(indianToday());
    expect(paise(todays.revenue)).toBeGreaterThanOrEqual(brandRevenue);
    expect(shown.topProducts.some((product) => product._id === coir._id) || shown.topProducts.length === 10).toBe(true);

    expect(await period(page, 'Today').locator('.overview-period__value').first().textContent()).toBe(formatInr(todays.revenue));
    expect(await period(page, 'Last 30 days').locator('.overview-period__value').allTextContents()).toEqual([
      formatInr(shown.revenue),
      String(shown.orders),
      formatInr(shown.averageOrderValue),
    ]);
    const top = page.getByRole('region', { name: 'Top products by revenue' });
    expect(await top.getByRole('row').count()).toBe(shown.topProducts.length + 1);
    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    await waiting.getByRole('link', { name: 'Merchant requests waiting' }).waitFor();
    expect(await waiting.getByRole('listitem').allTextContents()).toEqual([
      `${shown.pending.reviews}Reviews waiting for approval`,
      `${shown.pending.merchants}Merchant requests waiting`,
      `${shown.pending.returns}Open returns`,
    ]);
    await page.getByRole('figure', { name: /Revenue per day/ }).getByText('Show as table').waitFor();
    await screenshot(page, 'overview-admin-1280');

    const phone = await browser.visit(360);
    await openOverview(phone, ADMIN.email, ADMIN.password);
    await period(phone, 'Today').waitFor();
    await screenshot(phone, 'overview-admin-360');
  });

  it('exports the merchant’s lines of the orders as CSV from the Orders page', async () => {
    const page = await browser.visit(360);
    await signIn(page, merchant.email, merchant.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/dashboard/orders'));
    const form = page.getByRole('form', { name: 'Export orders' });
    await form.getByLabel('Item status').selectOption('Not processed');
    await screenshot(page, 'orders-export-360');
    const [file] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV' }).click()]);
    const today = indianToday();
    expect(file.suggestedFilename()).toBe(`orders-${addDays(today, -29)}-to-${today}.csv`);
    const lines = readFileSync(await file.path(), 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe(ORDERS_CSV_HEADER.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual([coir.name, coir.name]);

    const overview = await browser.visit(360);
    await openOverview(overview, merchant.email, merchant.password);
    await period(overview, 'Today').getByText(formatInr(brandRevenue / 100), { exact: true }).waitFor();
    await screenshot(overview, 'overview-merchant-360');
  });
});
