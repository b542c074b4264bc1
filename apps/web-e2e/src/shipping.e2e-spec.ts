import { randomUUID } from 'node:crypto';
import { ItemStatus, Role, ShippingMessage, type ShipmentListResponse } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownBrand, ownProduct, tokenOf } from './support/api';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { onShopDatabase } from './support/database';
import { registerMember, signIn, withToken } from './support/session';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
/** A pillow in its carton, as its variant is packed. */
const carton = { weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 };

/** A buyer's cash-on-delivery order of one of each product. */
async function orderOf(productIds: string[]): Promise<{ _id: string; buyerToken: string }> {
  const buyer = await registerMember({ firstName: 'Asha' });
  const buyerToken = await tokenOf(buyer.email, buyer.password);
  const { cartId } = await call<{ cartId: string }>('/cart/add', {
    method: 'POST',
    token: buyerToken,
    body: { products: productIds.map((product) => ({ product, quantity: 1 })) },
  });
  const { order } = await call<{ order: { _id: string } }>('/order/add', { method: 'POST', token: buyerToken, body: { cartId, address: home } });
  return { _id: order._id, buyerToken };
}

describe('shipping through the courier', () => {
  const browser = useBrowser();
  const tag = randomUUID().slice(0, 6);

  it('lets a merchant book its item from its Orders, and the buyer follows the courier’s scans', async () => {
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    // A merchant whose brand only this test sells.
    const account = await registerMember({ email: `ship-merchant-${tag}@example.in`, firstName: 'Ravi' });
    const brand = await ownBrand(adminToken, `Ship Coir ${tag}`);
    const merchantId = randomUUID();
    await onShopDatabase('UPDATE users SET role = $1, merchant_id = $2 WHERE email = $3', [Role.Merchant, merchantId, account.email]);
    await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);
    const merchantToken = await tokenOf(account.email, account.password);
    const theirs = await ownProduct(adminToken, { name: `Ship Coir Pillow ${tag}`, price: 1500, quantity: 10, brand: brand._id });
    const ours = await ownProduct(adminToken, { name: `Ship Shop Pillow ${tag}`, price: 700, quantity: 10 });
    // The merchant's pillow is packed in a carton, which the booking starts from.
    await call(`/product/${theirs._id}/variants`, { method: 'PUT', token: merchantToken, body: { variants: [{ size: null, thickness: null, package: carton }] } });
    const order = await orderOf([theirs._id, ours._id]);
    const buyerToken = order.buyerToken;

    // The merchant's Orders list the order, with only its item.
    const page = await browser.visit(1280);
    await signIn(page, account.email, account.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    const card = page.locator('li.card', { hasText: order._id });
    await card.waitFor();
    await screenshot(page, 'merchant-orders-1280');
    await card.getByRole('link', { name: `Order #${order._id}` }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.locator('.order-item', { hasText: theirs.name }).waitFor();
    expect(await page.locator('.order-item', { hasText: ours.name }).count()).toBe(0);
    // The buyer's actions are not the merchant's.
    expect(await page.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

    // The same at 360 px: the list, and the form with the item chosen.
    const narrow = await browser.visit(360);
    await withToken(narrow, merchantToken);
    await narrow.goto(shopUrl('/dashboard/orders'));
    await narrow.locator('li.card', { hasText: order._id }).waitFor();
    await screenshot(narrow, 'merchant-orders-360');
    await narrow.goto(shopUrl(`/order/${order._id}`));
    const narrowSection = narrow.getByRole('region', { name: 'Ship with courier' });
    await narrowSection.getByLabel(new RegExp(theirs.name)).check();
    expect(await narrowSection.getByLabel('Weight (kg)').inputValue()).toBe('1.2');
    await screenshot(narrow, 'ship-with-courier-360');

    // Booking with nothing chosen shows the server's words; then the item in a package.
    const section = page.getByRole('region', { name: 'Ship with courier' });
    await section.getByRole('button', { name: 'Book shipment' }).click();
    await section.getByText(ShippingMessage.itemsRequired).waitFor();
    await screenshot(page, 'ship-with-courier-error-1280');
    await section.getByLabel(new RegExp(theirs.name)).check();
    // The refusal goes once the form changes; the package comes from the pillow's variant.
    expect(await section.getByText(ShippingMessage.itemsRequired).count()).toBe(0);
    const measures = async () =>
      Promise.all(['Weight (kg)', 'Length (cm)', 'Breadth (cm)', 'Height (cm)'].map((label) => section.getByLabel(label).inputValue()));
    expect(await measures()).toEqual(['1.2', '70', '45', '16']);
    // A measure typed over the prefill is what is booked.
    await section.getByLabel('Height (cm)').fill('18');
    // A ₹1,500 pillow needs no e-way bill.
    expect(await section.getByLabel('E-way bill number').count()).toBe(0);
    await screenshot(page, 'ship-with-courier-1280');
    await watchNotices(page);
    await section.getByRole('button', { name: 'Book shipment' }).click();
    await noticeShown(page, ShippingMessage.booked);

    const { shipments } = await call<ShipmentListResponse>(`/order/${order._id}/shipments`, { token: merchantToken });
    expect(shipments).toHaveLength(1);
    const [shipment] = shipments;
    expect(shipment.awb).toMatch(/^\d{12}$/);
    // The parcel is shown once, with its courier, AWB, scans and what the merchant may do with it.
    await section.getByText(shipment.awb as string, { exact: true }).waitFor();
    expect(await page.getByText(shipment.awb as string, { exact: true }).count()).toBe(1);
    await section.getByRole('button', { name: 'Cancel shipment' }).waitFor();
    await section.getByText('No items are waiting to ship.').waitFor();
    // Print label asks the API (with the token) where the label is, and opens the courier's PDF.
    const opened = page.context().waitForEvent('request', (request) => request.url() === shipment.labelUrl);
    await section.getByRole('button', { name: 'Print label' }).click();
    await opened;
    await page.locator('.order-item', { hasText: theirs.name }).getByText(ItemStatus.Processing, { exact: true }).waitFor();
    await screenshot(page, 'ship-with-courier-booked-1280');

    await narrow.reload();
    await narrow.getByRole('region', { name: 'Ship with courier' }).getByText(shipment.awb as string, { exact: true }).waitFor();
    await screenshot(narrow, 'ship-with-courier-booked-360');

    // The courier reports the parcel in transit.
    const res = await fetch(`${process.env['SHOP_URL']}/api/shipping/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': process.env['SHOP_COURIER_WEBHOOK_TOKEN'] as string },
      body: JSON.stringify({ awb: shipment.awb, current_status: 'IN TRANSIT', current_timestamp: '2027-01-02 14:30:00' }),
    });
    expect(res.status).toBe(200);

    // The buyer's order page shows the scan, and the item Shipped.
    const shopper = await browser.visit(360);
    await withToken(shopper, buyerToken);
    await shopper.goto(shopUrl(`/order/${order._id}`));
    await shopper.getByRole('heading', { name: 'Order Details' }).waitFor();
    const timeline = shopper.getByRole('list', { name: 'Shipment progress' });
    await timeline.getByText('IN TRANSIT', { exact: true }).waitFor();
    await shopper.locator('.order-item', { hasText: theirs.name }).getByText(ItemStatus.Shipped, { exact: true }).waitFor();
    // Shoppers book nothing.
    expect(await shopper.getByRole('region', { name: 'Ship with courier' }).count()).toBe(0);
    await screenshot(shopper, 'order-tracking-shopper-360');
  });

  it('asks for the e-way bill number of a consignment over ₹50,000, and shows the server’s refusal without it', async () => {
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const dear = await ownProduct(adminToken, { name: `Ship Silk Pillow ${tag}`, price: 48_000, quantity: 5 });
    const cheap = await ownProduct(adminToken, { name: `Ship Cotton Pillow ${tag}`, price: 500, quantity: 5 });
    const order = await orderOf([dear._id, cheap._id]);

    const page = await browser.visit(1280);
    await withToken(page, adminToken);
    await page.goto(shopUrl(`/order/${order._id}`));
    const section = page.getByRole('region', { name: 'Ship with courier' });
    await section.getByLabel(new RegExp(cheap.name)).check();
    // ₹500 with its GST asks for none; the pillow at ₹48,000 with GST is over ₹50,000.
    expect(await section.getByLabel('E-way bill number').count()).toBe(0);
    await section.getByLabel(new RegExp(cheap.name)).uncheck();
    await section.getByLabel(new RegExp(dear.name)).check();
    const ewayBill = section.getByLabel('E-way bill number');
    await ewayBill.waitFor();
    for (const [label, value] of [['Weight (kg)', '1.5'], ['Length (cm)', '70'], ['Breadth (cm)', '45'], ['Height (cm)', '16']]) {
      await section.getByLabel(label).fill(value);
    }
    await section.getByRole('button', { name: 'Book shipment' }).click();
    await section.getByRole('alert').getByText(ShippingMessage.ewayBillRequired).waitFor();
    await screenshot(page, 'ship-with-courier-eway-bill-1280');
    await ewayBill.fill('33100123');
    await section.getByRole('button', { name: 'Book shipment' }).click();
    await section.getByRole('alert').getByText(ShippingMessage.ewayBillInvalid).waitFor();
    await ewayBill.fill('331001234567');
    await watchNotices(page);
    await section.getByRole('button', { name: 'Book shipment' }).click();
    await noticeShown(page, ShippingMessage.booked);
    const { shipments } = await call<ShipmentListResponse>(`/order/${order._id}/shipments`, { token: adminToken });
    expect(shipments.map((shipment) => shipment.ewayBill)).toEqual(['331001234567']);
  });
});
