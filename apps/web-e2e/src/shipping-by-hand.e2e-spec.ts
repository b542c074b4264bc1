import { ItemStatus, OrderMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf, type PlacedOrder } from './support/api';
import { noticeShown, screenshot, useBrowser, watchNotices } from './support/browser';
import { useShopWithoutCourier } from './support/shop-server';
import { registerMember, withToken } from './support/session';

interface OrderLine {
  _id: string;
  status: ItemStatus;
  courier: string | null;
  trackingNumber: string | null;
}

describe('an administrator shipping by hand, no courier connected', () => {
  const browser = useBrowser();
  const shop = useShopWithoutCourier();

  it('gives the courier and tracking number before Shipped, and confirms before Cancelled', async () => {
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const [kept, dropped] = await Promise.all([
      ownProduct(adminToken, { name: 'Hand Ship Pillow', price: 800, quantity: 10 }),
      ownProduct(adminToken, { name: 'Hand Cancel Pillow', price: 600, quantity: 10 }),
    ]);
    const member = await registerMember({ firstName: 'Kavya' });
    const memberToken = await tokenOf(member.email, member.password);
    const { cartId } = await call<{ cartId: string }>('/cart/add', {
      method: 'POST',
      token: memberToken,
      body: { products: [{ product: kept._id, quantity: 1 }, { product: dropped._id, quantity: 1 }] },
    });
    const { order } = await call<{ order: PlacedOrder }>('/order/add', { method: 'POST', token: memberToken, body: { cartId } });
    const lines = async () => (await call<{ order: { products: OrderLine[] } }>(`/order/${order._id}`, { token: adminToken })).order.products;

    const page = await browser.visit();
    await withToken(page, adminToken);
    await page.goto(`${shop.url()}/#/order/${order._id}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    // No courier: no booking section, only the statuses.
    expect(await page.getByRole('region', { name: 'Ship with courier' }).count()).toBe(0);
    const select = page.locator('.order-item', { hasText: kept.name }).getByLabel('Status');
    await select.selectOption(ItemStatus.Shipped);
    const dialog = page.getByRole('dialog', { name: `Ship ${kept.name}` });
    await dialog.waitFor();
    // Both are required before anything is sent.
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await dialog.getByText('Courier is required.').waitFor();
    await dialog.getByText('Tracking number is required.').waitFor();
    await screenshot(page, 'ship-by-hand-dialog-1280');
    expect((await lines())[0].status).toBe(ItemStatus.NotProcessed);
    // Escape keeps the status.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe(ItemStatus.NotProcessed);

    await select.selectOption(ItemStatus.Shipped);
    await dialog.getByLabel('Courier').fill('Blue Dart');
    await dialog.getByLabel('Tracking number').fill('BD123456789IN');
    await watchNotices(page);
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await noticeShown(page, OrderMessage.statusUpdated);
    expect((await lines())[0]).toEqual(expect.objectContaining({ status: ItemStatus.Shipped, courier: 'Blue Dart', trackingNumber: 'BD123456789IN' }));

    // Cancelled asks first; declining keeps the status, confirming cancels.
    const other = page.locator('.order-item', { hasText: dropped.name }).getByLabel('Status');
    await other.selectOption(ItemStatus.Cancelled);
    const question = page.getByRole('alertdialog', { name: 'Cancel this item?' });
    await question.getByText(dropped.name, { exact: false }).waitFor();
    await screenshot(page, 'cancel-item-dialog-1280');
    await question.getByRole('button', { name: 'Keep its status' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await lines())[1].status).toBe(ItemStatus.NotProcessed);
    await other.selectOption(ItemStatus.Cancelled);
    await watchNotices(page);
    await question.getByRole('button', { name: 'Cancel the item' }).click();
    await noticeShown(page, OrderMessage.statusUpdated);
    expect((await lines())[1].status).toBe(ItemStatus.Cancelled);
  });
});
