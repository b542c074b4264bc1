import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { EDocumentMessage, indianToday, type Gstr1, type OrderInvoicesResponse } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf } from './support/api';
import { noticeShown, screenshot, SCREENSHOTS, shopUrl, useBrowser, watchNotices } from './support/browser';
import { marketplaceSeller } from './support/sellers';
import { registerMember, signIn, type Member } from './support/session';

const SHOP_GSTIN = '29AABCN1234A1Z2';
const home = { name: 'Meera Iyer', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
/** A business registered in Maharashtra, buying for delivery to Bengaluru. */
const BUSINESS = { gstin: '27AAPFU0939F1ZV', legalName: 'Sahyadri Hotels Private Limited', address: '7 Linking Road, Bandra West, Mumbai 400050', stateCode: '27' };

/** WCAG 2.x A and AA rules broken seriously or critically on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

/** Nothing wider than the screen: tables scroll inside their own box. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** What a download saved, as text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** The API's answer as it came, byte for byte. */
async function rawApi(path: string, token: string): Promise<string> {
  const res = await fetch(`${process.env['SHOP_URL']}/api${path}`, { headers: { authorization: token } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.text();
}

/** Signs in and opens a page of the shop. */
async function openAs(page: Page, who: Pick<Member, 'email' | 'password'>, path: string): Promise<void> {
  await signIn(page, who.email, who.password);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  await page.goto(shopUrl(path));
}

/** A shopper's order, placed as checkout would place it; `buyer` bills a business. */
async function placeOrder(productId: string, buyer?: typeof BUSINESS): Promise<string> {
  const shopper = await registerMember();
  const token = await tokenOf(shopper.email, shopper.password);
  const { cartId } = await call<{ cartId: string }>('/cart/add', { method: 'POST', token, body: { products: [{ product: productId, quantity: 1 }] } });
  const { order } = await call<{ order: { _id: string } }>('/order/add', { method: 'POST', token, body: { cartId, address: home, ...(buyer && { buyer }) } });
  return order._id;
}

describe('GST returns and e-documents', () => {
  const browser = useBrowser();

  it('shows a seller’s GSTR-1 for this month with its B2CS row, and downloads exactly the API’s JSON', async () => {
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    // A seller of this test's own (Kerala), so its return holds this test's sale alone.
    const { account, gstin, legalName, brand } = await marketplaceSeller(adminToken, 'Periyar Pillows');
    const pillow = await ownProduct(adminToken, { name: `Kapok Pillow ${randomUUID().slice(0, 6)}`, price: 1499, quantity: 10, brand: brand._id });
    const orderId = await placeOrder(pillow._id);

    const month = indianToday().slice(0, 7);
    const period = `${month.slice(5, 7)}${month.slice(0, 4)}`;
    const expected = await call<Gstr1>(`/gst/gstr1?gstin=${gstin}&period=${period}`, { token: adminToken });
    // A shopper in Karnataka buying from Kerala through the shop: an inter-state e-commerce supply.
    expect(expected.b2cs).toEqual([expect.objectContaining({ sply_ty: 'INTER', pos: '29', typ: 'E', etin: SHOP_GSTIN })]);
    const [row] = expected.b2cs;

    const page = await browser.visit(1280);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'GST returns' }).click();
    await page.getByRole('heading', { name: 'GST returns' }).waitFor();

    // The shop's GSTIN comes first; last month is the one shown at first.
    const picker = page.getByLabel('GSTIN');
    await picker.locator('option').first().waitFor({ state: 'attached' });
    expect(await picker.inputValue()).toBe(SHOP_GSTIN);
    await picker.selectOption(gstin);
    expect(await picker.locator('option:checked').textContent()).toBe(`${gstin} (${legalName})`);
    const lastMonth = await page.getByLabel('Month').inputValue();
    expect(lastMonth < month).toBe(true);
    // Nothing was sold by this seller last month.
    await page.getByText('No sales in this month', { exact: true }).waitFor();

    await page.getByLabel('Month').fill(month);
    const b2cs = page.getByRole('region', { name: 'B2C small (table 7)' });
    const b2csRow = b2cs.getByRole('row', { name: /29 Karnataka/ });
    await b2csRow.waitFor();
    expect(await b2csRow.getByRole('cell').allTextContents()).toEqual([
      'Inter-state',
      'E-commerce',
      SHOP_GSTIN,
      `${row.rt} %`,
      formatInr(row.txval),
      formatInr(row.iamt),
      formatInr(row.camt),
      formatInr(row.samt),
      formatInr(row.csamt),
    ]);
    const summary = page.getByRole('region', { name: 'Summary' });
    const b2csCard = summary.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'B2C small (by place of supply and rate) (table 7)' }) });
    expect(await b2csCard.locator('dd').allTextContents()).toEqual(['1', formatInr(row.txval), formatInr(row.iamt + row.camt + row.samt + row.csamt)]);
    await page.getByRole('region', { name: 'HSN summary: B2C (table 12)' }).getByRole('row', { name: new RegExp(expected.hsn.hsn_b2c[0]?.hsn_sc ?? 'none') }).waitFor();
    await page.getByRole('region', { name: 'Documents issued (table 13)' }).getByRole('row', { name: /Invoices for outward supply/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The file is the API's JSON as it came, named as the offline tool imports it.
    const file = await downloaded(page, () => page.getByRole('button', { name: 'Download JSON' }).click());
    expect(file.name).toBe(`GSTR1_${gstin}_${period}.json`);
    expect(file.text).toBe(await rawApi(`/gst/gstr1?gstin=${gstin}&period=${period}`, adminToken));
    expect(JSON.parse(file.text)).toEqual(expected);
    // Full-page screenshots are taken from the top, so the sticky header sits where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'gst-returns-1280');

    // On a phone the page fits the screen; the wide tables scroll in their own boxes.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'gst-returns-360');

    // The seller reads its own return alone, and on the order's page makes its invoice's e-way bill JSON
    // (a shopper without a GSTIN: no e-invoice).
    const theirs = await browser.visit(1280);
    await openAs(theirs, account, '/dashboard/gst-returns');
    await theirs.getByRole('heading', { name: 'GST returns' }).waitFor();
    await theirs.getByLabel('GSTIN').locator('option').first().waitFor({ state: 'attached' });
    expect(await theirs.getByLabel('GSTIN').locator('option').allTextContents()).toEqual([`${gstin} (${legalName})`]);
    await theirs.goto(shopUrl(`/order/${orderId}`));
    const invoice = theirs.getByRole('region', { name: 'Invoice' });
    await invoice.getByRole('button', { name: /^E-way bill JSON of invoice / }).waitFor();
    expect(await invoice.getByRole('button', { name: /^E-invoice JSON/ }).count()).toBe(0);
    expect(await invoice.getByText('An e-way bill is needed', { exact: false }).count()).toBe(0);
  });

  it('gives a business order’s invoice its e-invoice and e-way bill JSON and records the IRP’s answer once', async () => {
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    // Over ₹50,000 with tax, so the consignment needs an e-way bill.
    const pillows = await ownProduct(adminToken, { name: `Mulberry Silk Pillow Set ${randomUUID().slice(0, 6)}`, price: 45_000, quantity: 5 });
    const orderId = await placeOrder(pillows._id, BUSINESS);
    const [invoice] = (await call<OrderInvoicesResponse>(`/order/${orderId}/invoices`, { token: adminToken })).invoices;
    expect(invoice.buyer.gstin).toBe(BUSINESS.gstin);
    expect(invoice.totals.total).toBeGreaterThan(50_000);

    const page = await browser.visit(1280);
    await openAs(page, ADMIN, `/order/${orderId}`);
    const invoices = page.getByRole('region', { name: 'Invoice' });
    await invoices.getByText('An e-way bill is needed: the consignment is over ₹50,000').waitFor();

    // Each file is the API's JSON for this invoice.
    const eInvoice = await downloaded(page, () => invoices.getByRole('button', { name: `E-invoice JSON of invoice ${invoice.number}` }).click());
    expect(eInvoice.name).toBe(`${invoice.number.replace(/\//g, '-')}-einvoice.json`);
    expect(eInvoice.text).toBe(await rawApi(`/invoice/${invoice._id}/einvoice.json`, adminToken));
    const ewayBill = await downloaded(page, () => invoices.getByRole('button', { name: `E-way bill JSON of invoice ${invoice.number}` }).click());
    expect(ewayBill.name).toBe(`${invoice.number.replace(/\//g, '-')}-eway-bill.json`);
    expect(ewayBill.text).toBe(await rawApi(`/invoice/${invoice._id}/eway-bill.json`, adminToken));

    // Shipping the consignment asks for its e-way bill, and links the invoice's e-way bill JSON beside the number.
    const shipping = page.getByRole('region', { name: 'Ship with courier' });
    await shipping.getByRole('checkbox', { name: new RegExp(pillows.name) }).check();
    await shipping.getByLabel('E-way bill number').waitFor();
    const shippingEwayBill = await downloaded(page, () => shipping.getByRole('button', { name: `E-way bill JSON of invoice ${invoice.number}` }).click());
    expect(shippingEwayBill.text).toBe(ewayBill.text);
    await shipping.screenshot({ path: join(SCREENSHOTS, 'ship-with-courier-eway-bill-1280.png') });

    // A malformed IRN is refused at its field in the server's words; the IRP's answer is then recorded and shown.
    await invoices.getByRole('button', { name: 'Record the IRP’s answer' }).click();
    const form = page.getByRole('form', { name: `IRN of invoice ${invoice.number}` });
    await form.getByLabel('IRN').fill('not-an-irn');
    await form.getByLabel('Ack No').fill('112610000012345');
    await form.getByLabel('Ack Date').fill('2026-12-02 10:15:00');
    await form.getByLabel('Signed QR code').fill('eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiTklEIn0.c2lnbmF0dXJl');
    await form.getByRole('button', { name: 'Record IRN' }).click();
    await form.getByText(EDocumentMessage.irnInvalid).waitFor();
    expect(await form.getByLabel('IRN').getAttribute('aria-invalid')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'order-invoice-irn-form-1280');

    const irn = randomUUID().replace(/-/g, '').repeat(2);
    await form.getByLabel('IRN').fill(irn);
    await watchNotices(page);
    await form.getByRole('button', { name: 'Record IRN' }).click();
    await noticeShown(page, 'The IRN is recorded.');
    await invoices.getByText(irn, { exact: true }).waitFor();
    await invoices.getByText('112610000012345 of 2026-12-02 10:15:00', { exact: true }).waitFor();
    expect(await invoices.getByRole('button', { name: 'Record the IRP’s answer' }).count()).toBe(0);
    const [recorded] = (await call<OrderInvoicesResponse>(`/order/${orderId}/invoices`, { token: adminToken })).invoices;
    expect(recorded.irn).toEqual({ irn, ackNo: '112610000012345', ackDate: '2026-12-02 10:15:00', signedQrCode: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiTklEIn0.c2lnbmF0dXJl' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'order-invoice-irn-1280');
    await invoices.screenshot({ path: join(SCREENSHOTS, 'order-invoice-irn-section-1280.png') });

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'order-invoice-irn-360');
    await invoices.screenshot({ path: join(SCREENSHOTS, 'order-invoice-irn-section-360.png') });
  });
});
