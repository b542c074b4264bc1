import type { Page } from 'playwright-core';
import { eventually } from '@nidra/shared/testing';
import { CheckoutMessage, DeliveryMessage, OrderMessage, type AddressDto, type DeliveryEstimateResponse } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { noticeShown, screenshot, SCREENSHOTS, shopUrl, useBrowser, watchNotices } from './support/browser';
import { registerMember, signIn, type Member } from './support/session';

/** A pillow of these tests' own (one size) at ₹1,200 + 18 % GST: ₹1,416 a piece. */
let PILLOW: OwnProduct;

const bagButton = (page: Page) => page.getByRole('button', { name: /^Bag, / });
const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });
const razorpayCheckout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });
const inputValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();
/** Full-page screenshots are taken from the top, so the sticky header sits where it belongs. */
const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** The day the shop says an order to the pincode arrives, as the shop's pages print it. */
async function deliveryDay(pincode: string): Promise<string> {
  const { days } = await call<DeliveryEstimateResponse>(`/delivery/${pincode}`);
  const day = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  return day.format(new Date(Date.now() + days * 86_400_000));
}

/** Signs the member in, puts a pillow in the bag and goes from the bag's Place Order to checkout. */
async function toCheckout(page: Page, member: Member): Promise<void> {
  await signIn(page, member.email, member.password);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  await page.goto(shopUrl(`/product/${PILLOW.slug}`));
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await bag(page).getByText(PILLOW.name).waitFor();
  await bag(page).getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  expect(page.url()).toMatch(/#\/checkout$/);
  // Every price shown includes GST: the line and the total.
  await page.locator('.order-summary__total').getByText('₹1,416.00').waitFor();
}

describe('checking out in the browser', () => {
  const browser = useBrowser();
  beforeAll(async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    PILLOW = await ownProduct(admin, { name: 'Tara Cloud Pillow', price: 1200, quantity: 40, taxable: true });
  });

  it('adds an address by its pincode, pays on delivery and shows the address on the order', async () => {
    const member = await registerMember({ firstName: 'Asha', lastName: 'Rao' });
    const page = await browser.visit();
    await toCheckout(page, member);

    // No address yet: the new address form is open, with the account's name in it.
    expect(await page.getByRole('radio', { name: 'Add a new address' }).isChecked()).toBe(true);
    expect(await inputValue(page, 'Name')).toBe('Asha Rao');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('Quantity 1 · ₹1,416.00 each').waitFor();
    // The GST the total includes.
    await summary.getByText('₹216.00').waitFor();
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Pay Online (UPI, cards, netbanking)' }).waitFor();

    // A refused form names what is wrong and puts the cursor in the first wrong field.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(CheckoutMessage.mobileInvalid).waitFor();
    await page.getByText('Address is required.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mobile');

    await page.getByLabel('Mobile', { exact: true }).fill('+91 98765 43210');
    expect(await inputValue(page, 'Mobile')).toBe('9876543210');
    await page.getByLabel('Address', { exact: true }).fill('12, 4th Cross, Jayanagar');
    await page.getByLabel('Pincode', { exact: true }).fill('999999');
    await page.getByText(DeliveryMessage.unknownPincode).waitFor();
    // No cash on delivery on the islands: the radio says why, and online payment is chosen instead.
    await page.getByLabel('Pincode', { exact: true }).fill('744101');
    await page.getByText(CheckoutMessage.codUnavailable('744101')).waitFor();
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Pay Online (UPI, cards, netbanking)' }).isChecked()).toBe(true);
    await page.getByLabel('Pincode', { exact: true }).fill('560001');
    await page.waitForFunction(() => (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value === 'Bengaluru Urban');
    expect(await inputValue(page, 'State')).toBe('Karnataka');
    expect(await page.getByText(DeliveryMessage.unknownPincode).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await page.getByText(`Delivery by ${await deliveryDay('560001')} to 560001`).waitFor();
    await top(page);
    await screenshot(page, 'checkout-1280');

    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await watchNotices(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    await noticeShown(page, OrderMessage.placed);
    const orderId = (page.url().match(/order\/success\/([\w-]+)/) ?? [])[1] as string;
    expect(orderId).toBeDefined();
    await page.getByRole('heading', { name: 'Delivering to' }).waitFor();
    await page.getByText('12, 4th Cross, Jayanagar').waitFor();
    await page.getByText('Bengaluru Urban, Karnataka 560001').waitFor();
    await page.getByText('Mobile 9876543210').waitFor();
    await page.getByText('Payment: Cash on Delivery').waitFor();
    expect(await bagButton(page).getAttribute('aria-label')).toBe('Bag, 0 items');
    await screenshot(page, 'order-success-address-1280');

    await page.getByRole('link', { name: `#${orderId}` }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    const orderSummary = page.getByRole('complementary', { name: 'Order Summary' });
    await orderSummary.getByText('12, 4th Cross, Jayanagar').waitFor();
    await orderSummary.getByText('Payment: Cash on Delivery').waitFor();

    // The address went into the book as the default, with its name and mobile.
    const { addresses } = await call<{ addresses: AddressDto[] }>('/address', { token: await tokenOf(member.email, member.password) });
    expect(addresses).toEqual([
      expect.objectContaining({ name: 'Asha Rao', mobile: '9876543210', zipCode: '560001', city: 'Bengaluru Urban', isDefault: true }),
    ]);
  });

  it('pays online through Razorpay Checkout, keeping the bag when the payment is cancelled', async () => {
    const member = await registerMember({ firstName: 'Vikram', lastName: 'Shah' });
    const token = await tokenOf(member.email, member.password);
    const address = { city: 'Mumbai', state: 'Maharashtra', country: 'India', mobile: '9123456789' };
    await call('/address/add', { method: 'POST', token, body: { ...address, address: '4 Marine Drive', zipCode: '400020', name: 'Vikram Shah' } });
    await call('/address/add', {
      method: 'POST',
      token,
      body: { ...address, address: '9 Carter Road', zipCode: '400050', name: 'Leela Shah', isDefault: true },
    });
    const page = await browser.visit(360);
    await toCheckout(page, member);

    // The default address is chosen.
    const home = page.getByRole('radio', { name: /9 Carter Road/ });
    expect(await home.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /4 Marine Drive/ }).isChecked()).toBe(false);
    await page.getByText('Mobile 9123456789').first().waitFor();
    await page.getByRole('radio', { name: 'Add a new address' }).check();
    expect(await inputValue(page, 'Name')).toBe('Vikram Shah');
    await top(page);
    await screenshot(page, 'checkout-new-address-360');
    await home.check();
    expect(await page.getByLabel('Name', { exact: true }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Pay Online (UPI, cards, netbanking)' }).check();
    await top(page);
    await screenshot(page, 'checkout-360');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await razorpayCheckout(page).waitFor();
    await razorpayCheckout(page).getByText('₹1,416.00').waitFor();
    await razorpayCheckout(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/The payment was not completed/).waitFor();
    expect(page.url()).toMatch(/#\/checkout$/);
    expect(await bagButton(page).getAttribute('aria-label')).toBe('Bag, 1 item');

    // Placing again reopens the same order in a fresh Checkout.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await razorpayCheckout(page).getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    await page.getByText('9 Carter Road').waitFor();
    await page.getByText('Mumbai, Maharashtra 400050').waitFor();
    await page.getByText('Payment: Paid online').waitFor();
    expect(await bagButton(page).getAttribute('aria-label')).toBe('Bag, 0 items');
    await screenshot(page, 'order-success-paid-360');

    const orderId = (page.url().match(/order\/success\/([\w-]+)/) ?? [])[1] as string;
    const { orders } = await call<{ orders: Array<{ _id: string; paymentStatus: string }> }>('/order', { token });
    expect(orders).toEqual([expect.objectContaining({ _id: orderId, paymentStatus: 'paid' })]);
    await page.getByRole('link', { name: `#${orderId}` }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByText('Payment: Paid online').waitFor();
  });

  it('shows the total the order will have, to the paisa: IGST across states, CGST and SGST within Karnataka', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    // Three at ₹100.05: 18 % of ₹300.15 is ₹54.027, so IGST ₹54.03 but CGST and SGST ₹27.01 each.
    const paisaPillow = await ownProduct(admin, { name: 'Paisa Pillow', price: 100.05, quantity: 50, taxable: true });
    const member = await registerMember({ firstName: 'Rohan', lastName: 'Mehta' });
    const token = await tokenOf(member.email, member.password);
    await call('/address/add', {
      method: 'POST',
      token,
      body: { name: 'Rohan Mehta', mobile: '9812345678', address: '21 Janpath', city: 'New Delhi', state: 'Delhi', country: 'India', zipCode: '110001' },
    });
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl(`/product/${paisaPillow.slug}`));
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    await bag(page).getByText(paisaPillow.name).waitFor();
    await bag(page).getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    const totals = page.getByRole('complementary', { name: 'Order Summary' }).locator('.checkout__totals');
    const figure = (label: string) => totals.locator('div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
    // The summary as it settles: a bag priced anew for the pincode replaces the rows it had (the same total
    // may show before and after), so every row is waited for, and then none but them.
    const shows = async (expected: Record<string, string>) => {
      for (const [label, value] of Object.entries(expected)) await figure(label).getByText(value, { exact: true }).waitFor();
      await eventually(async () => {
        const labels = await totals.getByRole('term').allTextContents();
        expect(Object.fromEntries(await Promise.all(labels.map(async (label) => [label, await figure(label).textContent({ timeout: 1000 })])))).toEqual(expected);
      }, 10_000);
    };

    // Delhi, from the address book: across states, IGST.
    expect(await page.getByRole('radio', { name: /21 Janpath/ }).isChecked()).toBe(true);
    await shows({ Subtotal: '₹300.15', IGST: '₹54.03', Shipping: 'Free', Total: '₹354.18' });
    await top(page);
    await screenshot(page, 'checkout-igst-1280');

    // Typed: an unknown pincode says so where the pincode's problem shows, and the bag stays priced as it is.
    await page.getByRole('radio', { name: 'Add a new address' }).check();
    await shows({ Subtotal: '₹300.15', 'GST included': '₹54.03', Shipping: 'Free', Total: '₹354.18' });
    await page.getByLabel('Pincode', { exact: true }).fill('999999');
    await page.getByText(CheckoutMessage.pincodeUnknown).waitFor();
    // Bengaluru: within the shop's state, CGST and SGST each rounded, a paisa less in all.
    await page.getByLabel('Pincode', { exact: true }).fill('560001');
    await shows({ Subtotal: '₹300.15', CGST: '₹27.01', SGST: '₹27.01', Shipping: 'Free', Total: '₹354.17' });
    expect(await page.getByText(CheckoutMessage.pincodeUnknown).count()).toBe(0);
    await page.setViewportSize({ width: 360, height: 900 });
    await top(page);
    await screenshot(page, 'checkout-cgst-sgst-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back to Delhi, and the order placed there carries the total shown.
    await page.getByRole('radio', { name: /21 Janpath/ }).check();
    await shows({ Subtotal: '₹300.15', IGST: '₹54.03', Shipping: 'Free', Total: '₹354.18' });
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    const orderId = (page.url().match(/order\/success\/([\w-]+)/) ?? [])[1] as string;
    await page.getByRole('link', { name: `#${orderId}` }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByRole('complementary', { name: 'Order Summary' }).locator('.order-summary__total').getByText('₹354.18').waitFor();
    const { order } = await call<{ order: { totalTax: number; totalWithTax: number } }>(`/order/${orderId}`, { token });
    expect([order.totalTax, order.totalWithTax]).toEqual([54.03, 354.18]);
  });

  it('sends a signed-out shopper to login and an empty bag to the shop', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/checkout'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const member = await registerMember();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/checkout'));
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
  });

  it('tells on the product page when an order would arrive at a pincode', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl(`/product/${PILLOW.slug}`));
    const box = page.getByRole('form', { name: 'Check delivery' });
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText(DeliveryMessage.invalidPincode).waitFor();
    await box.getByLabel('Pincode').fill('999999');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText(DeliveryMessage.unknownPincode).waitFor();
    await box.getByLabel('Pincode').fill('560001');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText(`Delivery by ${await deliveryDay('560001')}`).waitFor();
    await box.getByText('Cash on Delivery available').waitFor();
    await screenshot(page, 'product-check-delivery-1280');
    await box.screenshot({ path: `${SCREENSHOTS}/product-check-delivery-box.png` });

    const phone = await browser.visit(360);
    await phone.goto(shopUrl(`/product/${PILLOW.slug}`));
    const small = phone.getByRole('form', { name: 'Check delivery' });
    await small.getByLabel('Pincode').fill('744101');
    await small.getByRole('button', { name: 'Check' }).click();
    await small.getByText('Cash on Delivery not available').waitFor();
    await top(phone);
    await screenshot(phone, 'product-check-delivery-360');
  });
});
