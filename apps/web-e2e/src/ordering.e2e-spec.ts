import type { Page } from 'playwright-core';
import { CartMessage, ItemStatus, OrderMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { ownProduct, tokenOf, type OwnProduct } from './support/api';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { waitForEmail } from './support/mail';
import { registerMember, signIn } from './support/session';

/** A mattress of these tests' own at ₹1,050 with plenty in stock (68), so up to 5 may be added at once. */
let MATTRESS: OwnProduct;

const bagButton = (page: Page) => page.getByRole('button', { name: /^Bag, / });
const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });

describe('buying in the browser', () => {
  const browser = useBrowser();
  beforeAll(async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    MATTRESS = await ownProduct(admin, { name: 'Kavya Ortho 8 inch Mattress', price: 1050, quantity: 68 });
  });

  it('adds two sizes, sends a signed-out shopper to login, places the order and cancels an item', async () => {
    const member = await registerMember({ firstName: 'Kavya' });
    const page = await browser.visit();
    await page.goto(shopUrl(`/product/${MATTRESS.slug}`));
    await page.getByRole('heading', { name: MATTRESS.name }).waitFor();
    expect(await bagButton(page).getAttribute('aria-label')).toBe('Bag, 0 items');

    await page.getByRole('button', { name: 'Add To Bag' }).click();
    await bag(page).getByText(MATTRESS.name).waitFor();
    expect(await bag(page).getByText('Size 6x2.5').count()).toBe(1);
    await bag(page).getByRole('button', { name: 'Continue shopping' }).click();
    await page.getByRole('button', { name: 'Remove From Bag' }).waitFor();

    await page.getByLabel('Size (feet)').selectOption('6x3');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    await bag(page).getByText('Size 6x3').waitFor();
    // With 18 % GST: ₹1,050 × 15 for 6x2.5 (₹18,585), and ₹1,050 × 18 × 2 for 6x3 (₹44,604).
    await bag(page).locator('.cart-summary__total').getByText('₹63,189.00').waitFor();
    await bag(page).getByText('Free Shipping').waitFor();
    expect(await page.locator('.cart-button__badge').textContent()).toBe('3');

    // The bag survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: MATTRESS.name }).waitFor();
    expect(await bagButton(page).getAttribute('aria-label')).toBe('Bag, 3 items');

    await bagButton(page).click();
    await screenshot(page, 'bag-1280');
    await bag(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
    await page.getByText(CartMessage.loginToCheckout).waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await bag(page).count()).toBe(0);

    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await bagButton(page).click();
    await bag(page).getByRole('button', { name: 'Place Order' }).click();
    // Checkout: a first address (city and state come from the pincode), cash on delivery.
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Mobile', { exact: true }).fill('9876543210');
    await page.getByLabel('Address', { exact: true }).fill('7 MG Road');
    await page.getByLabel('Pincode', { exact: true }).fill('560001');
    await page.waitForFunction(() => (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value === 'Karnataka');
    await watchNotices(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    await noticeShown(page, OrderMessage.placed);
    await page.getByText('A confirmation email will be sent to you shortly.').waitFor();
    const orderId = (page.url().match(/order\/success\/([\w-]+)/) ?? [])[1] as string;
    expect(orderId).toBeDefined();
    expect(await bagButton(page).getAttribute('aria-label')).toBe('Bag, 0 items');
    expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBeNull();
    const email = await waitForEmail(member.email, `Order Confirmation ${orderId}`);
    expect(email).toContain(MATTRESS.name);

    await page.getByRole('link', { name: `#${orderId}` }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByText('₹63,189.00').waitFor();
    const firstItem = page.locator('.order-item').first();
    await firstItem.getByRole('button', { name: 'Cancel', exact: true }).click();
    await firstItem.getByRole('button', { name: 'Confirm Cancel' }).click();
    await firstItem.getByText(ItemStatus.Cancelled, { exact: true }).waitFor();
    // Only the 6x3 pair is left: ₹37,800 and 18 % GST.
    await page.getByText('₹44,604.00').waitFor();
    expect(await firstItem.getByRole('button').count()).toBe(0);
    await screenshot(page, 'order-1280');

    await page.getByRole('button', { name: 'Back to orders' }).click();
    await page.getByRole('heading', { name: 'Your Orders' }).waitFor();
    await page.getByRole('link', { name: `Order #${orderId}` }).waitFor();
    await screenshot(page, 'orders-1280');
    await page.getByLabel('Search orders by ID').fill('zz');
    await page.getByText(OrderMessage.noOrdersFound).waitFor();
    await page.getByLabel('Search orders by ID').fill(orderId.slice(0, 6));
    await page.getByRole('link', { name: `Order #${orderId}` }).waitFor();

    // The administrator delivers the other item from Customer Orders.
    const admin = await browser.visit();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('heading', { name: 'Account Details' }).waitFor();
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await admin.getByRole('link', { name: 'Customer Orders' }).click();
    await admin.getByRole('heading', { name: 'Customer Orders' }).waitFor();
    await admin.getByRole('link', { name: `Order #${orderId}` }).click();
    await admin.getByRole('heading', { name: 'Order Details' }).waitFor();
    await admin.locator('.order-item').nth(1).getByLabel('Status').selectOption(ItemStatus.Delivered);
    await noticeShown(admin, OrderMessage.statusUpdated);

    await page.goto(shopUrl(`/order/${orderId}`));
    const delivered = page.locator('.order-item').nth(1);
    await delivered.getByRole('link', { name: 'Review this product' }).waitFor();
    expect(await delivered.getByRole('link', { name: 'Review this product' }).getAttribute('href')).toBe(`#/product/${MATTRESS.slug}`);
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });

  it('shows an empty bag, and the menu and the bag never open together, on a phone', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl('/shop'));
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.screenshot({ path: await screenshot(page, 'shop-header-360'), clip: { x: 0, y: 0, width: 360, height: 240 } });
    await bagButton(page).click();
    await bag(page).getByText(CartMessage.empty).waitFor();
    await screenshot(page, 'bag-empty-360');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Shop By Category' }).click();
    await page.getByRole('dialog', { name: 'Shop By Category' }).waitFor();
    expect(await bag(page).count()).toBe(0);

    await page.goto(shopUrl(`/product/${MATTRESS.slug}`));
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    await bag(page).getByText(MATTRESS.name).waitFor();
    await screenshot(page, 'bag-360');
    await bag(page).getByRole('button', { name: new RegExp(`^Remove ${MATTRESS.name}`) }).click();
    await bag(page).getByText(CartMessage.empty).waitFor();
  });

  it('tells a shopper with no orders so, and answers a missing order plainly', async () => {
    const member = await registerMember();
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/dashboard/orders'));
    await page.getByText(OrderMessage.noOrdersYet).waitFor();
    expect(await page.getByRole('link', { name: 'Customer Orders' }).count()).toBe(0);
    await page.goto(shopUrl('/dashboard/orders/customers'));
    await page.getByText('The page you are looking for was not found.').waitFor();
    await page.goto(shopUrl('/order/00000000-0000-4000-8000-000000000000'));
    await page.getByText(OrderMessage.notFound).waitFor();
    await page.goto(shopUrl('/order/success/00000000-0000-4000-8000-000000000000'));
    await page.getByText(OrderMessage.successNotFound).waitFor();
  });
});
