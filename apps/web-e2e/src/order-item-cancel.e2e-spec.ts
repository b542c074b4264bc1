import { ItemStatus, OrderMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownProduct, tokenOf, type PlacedOrder } from './support/api';
import { noticeShown, shopUrl, useBrowser, watchNotices } from './support/browser';
import { registerMember, withToken } from './support/session';

interface OrderLine {
  _id: string;
  status: ItemStatus;
}

describe("an administrator cancelling an order's item", () => {
  const browser = useBrowser();

  it('is asked first: keeping the status changes nothing, confirming cancels the item', async () => {
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const product = await ownProduct(adminToken, { name: 'Tara Cancel Check Pillow', price: 900, quantity: 10 });
    const member = await registerMember({ firstName: 'Tara' });
    const memberToken = await tokenOf(member.email, member.password);
    const { cartId } = await call<{ cartId: string }>('/cart/add', {
      method: 'POST',
      token: memberToken,
      body: { products: [{ product: product._id, quantity: 1 }] },
    });
    const { order } = await call<{ order: PlacedOrder }>('/order/add', { method: 'POST', token: memberToken, body: { cartId } });
    const itemStatus = async () =>
      (await call<{ order: { products: OrderLine[] } }>(`/order/${order._id}`, { token: adminToken })).order.products[0].status;

    const page = await browser.visit();
    await withToken(page, adminToken);
    await page.goto(shopUrl(`/order/${order._id}`));
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    const select = page.locator('.order-item').first().getByLabel('Status');
    expect(await select.inputValue()).toBe(ItemStatus.NotProcessed);
    // No shipment booked: no tracking.
    expect(await page.getByRole('heading', { name: /Tracking/ }).count()).toBe(0);

    await select.selectOption(ItemStatus.Cancelled);
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this item?' });
    await dialog.waitFor();
    await dialog.getByText(product.name, { exact: false }).waitFor();
    // Focus starts on the safe answer; Keep its status closes the dialog and leaves the item as it was.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep its status');
    await dialog.getByRole('button', { name: 'Keep its status' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe(ItemStatus.NotProcessed);
    expect(await itemStatus()).toBe(ItemStatus.NotProcessed);

    // Escape declines too.
    await select.selectOption(ItemStatus.Cancelled);
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe(ItemStatus.NotProcessed);

    await watchNotices(page);
    await select.selectOption(ItemStatus.Cancelled);
    await dialog.getByRole('button', { name: 'Cancel the item' }).click();
    await noticeShown(page, OrderMessage.statusUpdated);
    expect(await itemStatus()).toBe(ItemStatus.Cancelled);
  });
});
