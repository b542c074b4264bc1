import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { CheckoutMessage, OrderMessage, type TaxInvoiceResponse } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { noticeShown, screenshot, SCREENSHOTS, shopUrl, useBrowser, watchNotices } from './support/browser';
import { registerMember, signIn } from './support/session';

/** A pillow of this test's own at ₹1,000 + 18 % GST. */
let PILLOW: OwnProduct;

/** A business registered in Maharashtra (its GSTIN starts 27), buying for delivery to Bengaluru. */
const BUSINESS = { gstin: '27AAPFU0939F1ZV', legalName: 'Sahyadri Hotels Private Limited', address: '7 Linking Road, Bandra West, Mumbai 400050' };
const DELIVERY = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', zipCode: '560041', city: 'Bengaluru', state: 'Karnataka' };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const businessSection = (page: Page) => page.getByRole('group', { name: 'Buying for a business?' });
const field = (page: Page, label: string) => businessSection(page).getByLabel(label, { exact: true });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

/** The field's error: shown, and tied to the field for screen readers. */
async function errorAt(page: Page, label: string, message: string): Promise<void> {
  const error = businessSection(page).getByText(message, { exact: true });
  await error.waitFor();
  expect(await field(page, label).getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
  expect(await field(page, label).getAttribute('aria-invalid')).toBe('true');
}

/** Serious or critical WCAG problems in the checkout form. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.checkout').withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
}

describe('buying for a business at checkout', () => {
  const browser = useBrowser();
  beforeAll(async () => {
    PILLOW = await ownProduct(await tokenOf(ADMIN.email, ADMIN.password), { name: 'Udyam Office Pillow', price: 1000, quantity: 40 });
  });

  it('bills the business by its GSTIN, legal name and billing address, the delivery address shipped to', async () => {
    const member = await registerMember({ firstName: 'Asha', lastName: 'Rao' });
    const token = await tokenOf(member.email, member.password);
    await call('/address/add', { method: 'POST', token, body: { ...DELIVERY, country: 'India', isDefault: true } });

    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl(`/product/${PILLOW.slug}`));
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    const bag = page.getByRole('dialog', { name: 'Your Bag' });
    await bag.getByText(PILLOW.name).waitFor();
    await bag.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('radio', { name: /4th Cross, Jayanagar/ }).waitFor();

    // Closed, the section asks nothing; opened, Place Order names each missing field with the server's words.
    expect(await field(page, 'GSTIN').count()).toBe(0);
    const ticked = businessSection(page).getByRole('checkbox', { name: 'Yes: a GST invoice in my business’s name' });
    await ticked.check();
    expect(await ticked.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await errorAt(page, 'GSTIN', CheckoutMessage.gstinInvalid);
    await errorAt(page, 'Legal name', CheckoutMessage.buyerLegalNameRequired);
    await errorAt(page, 'Billing address', CheckoutMessage.buyerAddressRequired);
    expect(await focusedName(page)).toBe('gstin');
    expect(await accessibilityProblems(page)).toEqual([]);

    // A wrong check character is refused; the right GSTIN names its state from its first two digits.
    await field(page, 'GSTIN').fill('27AAPFU0939F1ZX');
    await errorAt(page, 'GSTIN', CheckoutMessage.gstinInvalid);
    expect(await field(page, 'State').inputValue()).toBe('Maharashtra');
    await field(page, 'GSTIN').fill(BUSINESS.gstin.toLowerCase());
    expect(await field(page, 'GSTIN').inputValue()).toBe(BUSINESS.gstin);
    await page.waitForFunction(() => !document.querySelector('input[name="gstin"][aria-invalid]'));
    await field(page, 'Legal name').fill(BUSINESS.legalName);
    await field(page, 'Billing address').fill(BUSINESS.address);
    expect(await businessSection(page).locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    await businessSection(page).screenshot({ path: join(SCREENSHOTS, 'checkout-business-1280.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'checkout-business-page-1280');

    // On a phone the section fits the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    await field(page, 'GSTIN').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await businessSection(page).screenshot({ path: join(SCREENSHOTS, 'checkout-business-360.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'checkout-business-page-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // What the server refuses is shown at its field: here a state changed on the way to the server.
    await page.route('**/api/order/add', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({ postData: JSON.stringify({ ...body, buyer: { ...body.buyer, stateCode: '29' } }) });
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await errorAt(page, 'GSTIN', CheckoutMessage.buyerStateMismatch);
    expect(await focusedName(page)).toBe('gstin');
    await page.unroute('**/api/order/add');

    await watchNotices(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    await noticeShown(page, OrderMessage.placed);
    const orderId = (page.url().match(/order\/success\/([\w-]+)/) ?? [])[1] as string;
    expect(orderId).toBeDefined();

    // The invoice bills the business and ships to the delivery address.
    const invoice = await call<TaxInvoiceResponse>(`/order/${orderId}/invoice`, { token });
    expect(invoice.buyer).toEqual({ name: BUSINESS.legalName, gstin: BUSINESS.gstin, address: BUSINESS.address, stateCode: '27' });
    expect(invoice.shipTo).toEqual({ name: DELIVERY.name, address: expect.stringContaining(DELIVERY.address) });
    expect(invoice.placeOfSupply.stateCode).toBe('29');

    // The order page lists the order's invoice by seller, number and total, to download.
    await page.goto(shopUrl(`/order/${orderId}`));
    const invoices = page.getByRole('region', { name: 'Invoice' });
    await invoices.getByText(`Sold by ${invoice.seller.name}`).waitFor();
    await invoices.getByText(`Invoice number ${invoice.number}`).waitFor();
    await invoices.getByText(/₹1,180\.00$/).waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), invoices.getByRole('button', { name: 'Download invoice', exact: true }).click()]);
    expect(file.suggestedFilename()).toBe(`${invoice.number.replace(/\//g, '-')}.pdf`);
    expect(readFileSync(await file.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
