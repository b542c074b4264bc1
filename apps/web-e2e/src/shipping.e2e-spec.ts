import { randomUUID } from 'node:crypto';
import { ItemStatus, Role, ShippingMessage, type ShipmentListResponse } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownBrand, ownProduct, tokenOf } from './support/api';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { onShopDatabase } from './support/database';
import { registerMember, signIn, withToken } from './support/session';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };

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

    const buyer = await registerMember({ firstName: 'Asha' });
    const buyerToken = await tokenOf(buyer.email, buyer.password);
    const { cartId } = await call<{ cartId: string }>('/cart/add', {
      method: 'POST',
      token: buyerToken,
      body: { products: [{ product: theirs._id, quantity: 1 }, { product: ours._id, quantity: 1 }] },
    });
    const { order } = await call<{ order: { _id: string } }>('/order/add', { method: 'POST', token: buyerToken, body: { cartId, address: home } });

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
    await narrowSection.getByLabel('Weight (kg)').fill('1.2');
    await screenshot(narrow, 'ship-with-courier-360');

    // Booking with nothing chosen shows the server's words; then the item in a package.
    const section = page.getByRole('region', { name: 'Ship with courier' });
    await section.getByRole('button', { name: 'Book shipment' }).click();
    await section.getByText(ShippingMessage.itemsRequired).waitFor();
    await screenshot(page, 'ship-with-courier-error-1280');
    await section.getByLabel(new RegExp(theirs.name)).check();
    // The refusal goes once the form changes.
    expect(await section.getByText(ShippingMessage.itemsRequired).count()).toBe(0);
    await section.getByLabel('Weight (kg)').fill('1.2');
    await section.getByLabel('Length (cm)').fill('60');
    await section.getByLabel('Breadth (cm)').fill('40');
    await section.getByLabel('Height (cm)').fill('15');
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
    const booked = section.getByRole('list', { name: 'Booked shipments' });
    await booked.getByText(shipment.awb as string, { exact: true }).waitFor();
    expect(await booked.getByRole('link', { name: 'Print label' }).getAttribute('href')).toBe(shipment.labelUrl);
    await booked.getByRole('button', { name: 'Cancel shipment' }).waitFor();
    await section.getByText('No items are waiting to ship.').waitFor();
    await page.locator('.order-item', { hasText: theirs.name }).getByText(ItemStatus.Processing, { exact: true }).waitFor();
    await screenshot(page, 'ship-with-courier-booked-1280');

    await narrow.reload();
    await narrow.getByRole('list', { name: 'Booked shipments' }).getByText(shipment.awb as string, { exact: true }).waitFor();
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
});
