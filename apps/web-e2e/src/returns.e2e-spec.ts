import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { indianToday, ItemStatus, OrderMessage, ProductMessage, ReturnMessage, type ProductDto } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { screenshot, shopUrl, useBrowser, watchNotices, noticeShown } from './support/browser';
import { waitForEmail } from './support/mail';
import { registerMember, signIn, type Member } from './support/session';

/** A pillow of this test's own (one size) at ₹2,000, which the administrator gives HSN 940490 and 5 % GST: ₹2,100. */
let PILLOW: OwnProduct;

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });
const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));
/** Dates as the shop's pages print them: "November 26, 2026". */
const longDate = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));
const returnForm = (page: Page) => page.getByRole('form', { name: `Return ${PILLOW.name}` });
const returnCard = (page: Page) => page.locator('.return-card').filter({ hasText: PILLOW.name });

async function signedIn(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  await watchNotices(page);
}

/** The member buys the pillow on cash on delivery, to a first address in Bengaluru; answers the order's id. */
async function buyOnDelivery(page: Page): Promise<string> {
  await page.goto(shopUrl(`/product/${PILLOW.slug}`));
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await bag(page).getByText(PILLOW.name).waitFor();
  await bag(page).getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await page.getByLabel('Address', { exact: true }).fill('21, 2nd Main, Indiranagar');
  await page.getByLabel('Pincode', { exact: true }).fill('560038');
  await page.waitForFunction(() => (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value === 'Karnataka');
  await page.getByText('₹2,100.00').first().waitFor();
  expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
  return (page.url().match(/order\/success\/([\w-]+)/) ?? [])[1] as string;
}

/** Opens the order page afresh (as a later visit would) and waits for it. */
async function openOrder(page: Page, orderId: string): Promise<void> {
  const url = shopUrl(`/order/${orderId}`);
  // Going to the page already shown changes nothing in a single-page app: it is loaded again instead.
  if (page.url() === url) await page.reload();
  else await page.goto(url);
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
}

/** Clicks a download button and answers the file's suggested name and first bytes. */
async function download(page: Page, name: string): Promise<{ fileName: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  const path = await file.path();
  return { fileName: file.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString('latin1') };
}

describe('the tax invoice and the 100-night return in the browser', () => {
  const browser = useBrowser();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    PILLOW = await ownProduct(adminToken, { name: 'Nila Latex Pillow', price: 2000, quantity: 20, taxable: true });
  });

  it('gives the product its HSN code and GST rate in the product form', async () => {
    const admin = await browser.visit();
    await signedIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto(shopUrl(`/dashboard/product/edit/${PILLOW._id}`));
    await admin.getByRole('heading', { name: 'Edit Product' }).waitFor();
    const hsn = admin.getByLabel('HSN code', { exact: true });
    expect(await hsn.inputValue()).toBe('9404');
    expect(await admin.getByLabel('GST rate', { exact: true }).inputValue()).toBe('');

    // A wrong code is refused at its field, with the cursor put there.
    await hsn.fill('94');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(ProductMessage.hsnInvalid).waitFor();
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('hsn');
    expect(await hsn.getAttribute('aria-describedby')).toBe(await admin.getByText(ProductMessage.hsnInvalid).getAttribute('id'));

    await hsn.fill('940490');
    await admin.getByLabel('GST rate', { exact: true }).selectOption('5');
    await top(admin);
    await screenshot(admin, 'product-tax-fields-1280');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('heading', { name: 'Products' }).waitFor();
    const { product } = await call<{ product: ProductDto }>(`/product/${PILLOW._id}`, { token: adminToken });
    expect(product).toEqual(expect.objectContaining({ hsn: '940490', gstRate: 5 }));
  });

  it('lets a member download the invoice and return a delivered pillow, which the administrator approves, receives and refunds', async () => {
    const member: Member = await registerMember({ firstName: 'Kavya', lastName: 'Menon' });
    const page = await browser.visit();
    await signedIn(page, member.email, member.password);
    const orderId = await buyOnDelivery(page);
    expect(orderId).toBeDefined();
    // The confirmation carries the invoice as a PDF.
    expect(await waitForEmail(member.email, `Order Confirmation ${orderId}`)).toContain('application/pdf');

    // The administrator delivers it from the order page.
    const admin = await browser.visit();
    await signedIn(admin, ADMIN.email, ADMIN.password);
    await openOrder(admin, orderId);
    await admin.locator('.order-item').first().getByLabel('Status').selectOption(ItemStatus.Delivered);
    await noticeShown(admin, OrderMessage.statusUpdated);
    await waitForEmail(member.email, `Delivered: your order ${orderId}`);

    // The invoice, by its number: NID/26-27/000123 is saved as NID-26-27-000123.pdf.
    await openOrder(page, orderId);
    const invoiceLine = page.getByText(/^Invoice number /);
    const invoiceNumber = ((await invoiceLine.textContent()) ?? '').replace(/^Invoice number /, '').trim();
    expect(invoiceNumber).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
    const invoice = await download(page, 'Download invoice');
    expect(invoice).toEqual({ fileName: `${invoiceNumber.replace(/\//g, '-')}.pdf`, head: '%PDF-' });

    // The return form: a reason first, a note with Other, and for cash on delivery the bank account.
    await page.getByRole('button', { name: `Return ${PILLOW.name}` }).click();
    const form = returnForm(page);
    await form.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Return ${PILLOW.name}`);
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.getByText('Please choose why you are returning it.').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('reason');
    await form.getByRole('radio', { name: 'Other' }).check();
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.getByText(ReturnMessage.noteRequired).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('note');
    await form.getByLabel('Note', { exact: true }).fill('It dips in the middle after a month.');
    await form.getByLabel('Account holder name').fill('Kavya Menon');
    await form.getByLabel('Account number').fill('1234 5678 9012');
    await form.getByLabel('IFSC').fill('HDFC1234567');
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.getByText(ReturnMessage.ifscInvalid).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('ifsc');
    await form.getByRole('radio', { name: 'Too firm' }).check();
    await form.getByLabel('IFSC').fill('hdfc0001234');
    await top(page);
    await screenshot(page, 'return-form-page-1280');
    await form.screenshot({ path: await screenshot(page, 'return-form-1280') });

    // The same form on a phone.
    const phone = await browser.visit(360);
    await signedIn(phone, member.email, member.password);
    await openOrder(phone, orderId);
    await phone.getByRole('button', { name: `Return ${PILLOW.name}` }).click();
    await returnForm(phone).getByRole('radio', { name: 'Sleeping hot' }).check();
    await returnForm(phone).getByRole('button', { name: 'Request return' }).click();
    await returnForm(phone).getByText(ReturnMessage.accountNameRequired).waitFor();
    await top(phone);
    await screenshot(phone, 'return-form-page-360');
    await returnForm(phone).screenshot({ path: await screenshot(phone, 'return-form-360') });

    await form.getByRole('button', { name: 'Request return' }).click();
    await noticeShown(page, ReturnMessage.requested);
    const item = page.locator('.order-item').first();
    await item.getByText('Return Requested').waitFor();
    await item.getByText('We will confirm a pickup date soon.').waitFor();
    expect(await page.getByRole('button', { name: `Return ${PILLOW.name}` }).count()).toBe(0);

    // The member's Returns list.
    await page.goto(shopUrl('/dashboard'));
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Returns', exact: true }).click();
    await page.getByRole('heading', { name: 'Your Returns' }).waitFor();
    await returnCard(page).getByText('Return Requested').waitFor();
    await returnCard(page).getByText('Too firm').waitFor();
    await returnCard(page).getByText('₹2,100.00, not refunded yet').waitFor();

    // The administrator's Returns: approve with a pickup date.
    await admin.goto(shopUrl('/dashboard'));
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Returns', exact: true }).click();
    await admin.getByRole('heading', { name: 'Customer Returns' }).waitFor();
    const card = returnCard(admin).filter({ hasText: orderId });
    await card.getByText('Return Requested').waitFor();
    await card.getByText(/Kavya Menon, account XXXXXX9012, IFSC HDFC0001234/).waitFor();
    await top(admin);
    await screenshot(admin, 'returns-admin-1280');
    const adminPhone = await browser.visit(360);
    await signedIn(adminPhone, ADMIN.email, ADMIN.password);
    await adminPhone.goto(shopUrl('/dashboard/returns'));
    await returnCard(adminPhone).filter({ hasText: orderId }).getByRole('button', { name: 'Approve' }).waitFor();
    await top(adminPhone);
    await screenshot(adminPhone, 'returns-admin-360');

    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await card.getByRole('button', { name: 'Approve return' }).click();
    await card.getByText(ReturnMessage.pickupDateInvalid).waitFor();
    const pickup = indianToday(new Date(Date.now() + 2 * 86_400_000));
    await card.getByLabel('Pickup date').fill(pickup);
    await card.getByRole('button', { name: 'Approve return' }).click();
    await noticeShown(admin, ReturnMessage.updated);
    await card.getByText('Return Approved').waitFor();
    await openOrder(page, orderId);
    await page.locator('.order-item').first().getByText(`Pickup on ${longDate(pickup)}.`).waitFor();

    await card.getByRole('button', { name: 'Mark received' }).click();
    await card.getByText('Return Received').waitFor();
    await openOrder(page, orderId);
    await page.locator('.order-item').first().getByText('Return Received').waitFor();

    await card.getByRole('button', { name: 'Refund', exact: true }).click();
    await card.getByRole('button', { name: 'Confirm refund of ₹2,100.00' }).click();
    await card.getByText('Return Refunded').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await top(admin);
    await screenshot(admin, 'returns-admin-refunded-1280');
    expect(await waitForEmail(member.email, `Refund issued for your order ${orderId}`)).toContain('XXXXXX9012');

    // The member sees the refund, and the credit note beside the invoice.
    await openOrder(page, orderId);
    await page.locator('.order-item').first().getByText('Return Refunded').waitFor();
    await page.getByText('Credit notes').waitFor();
    const creditButton = page.getByRole('button', { name: /^Download credit note / });
    const creditNumber = ((await creditButton.getAttribute('aria-label')) ?? '').replace(/^Download credit note /, '');
    const creditNote = await download(page, `Download credit note ${creditNumber}`);
    expect(creditNote).toEqual({ fileName: `${creditNumber.replace(/\//g, '-')}.pdf`, head: '%PDF-' });
    await top(page);
    await screenshot(page, 'order-credit-note-1280');
    await page.goto(shopUrl('/dashboard/returns'));
    await returnCard(page).getByText('Return Refunded').waitFor();
    await returnCard(page).getByText(/₹2,100.00 refunded on /).waitFor();
    await top(page);
    await screenshot(page, 'returns-member-1280');
  });
});
