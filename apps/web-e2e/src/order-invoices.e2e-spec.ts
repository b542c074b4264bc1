import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { Role, type OrderInvoicesResponse } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, ownBrand, ownProduct, tokenOf } from './support/api';
import { screenshot, shopUrl, useBrowser } from './support/browser';
import { onShopDatabase } from './support/database';
import { gstinFor } from './support/sellers';
import { registerMember, signIn, type Member } from './support/session';

const home = { name: 'Meera Iyer', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };

/** Signs in and opens the order's page. */
async function openOrder(page: Page, who: Member, orderId: string): Promise<void> {
  await signIn(page, who.email, who.password);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  await page.goto(shopUrl(`/order/${orderId}`));
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
}

describe('an order’s invoices on its page', () => {
  const browser = useBrowser();

  it('lists one invoice per seller to the buyer, each to download, and a marketplace seller only its own', async () => {
    const tag = randomUUID().slice(0, 6);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);

    // A marketplace seller in Kerala with complete business details, selling under its own brand.
    const merchantId = randomUUID();
    const brandName = `Periyar Kapok ${tag}`;
    await onShopDatabase(
      `INSERT INTO merchants (id, name, email, phone_number, brand, business, status) VALUES ($1, 'Anil Kumar', $2, '9876501234', $3, 'Kapok pillows from Kerala.', 'Approved')`,
      [merchantId, `periyar-${tag}@example.in`, brandName],
    );
    const seller = await registerMember({ email: `periyar-${tag}@example.in`, firstName: 'Anil', lastName: 'Kumar' });
    await onShopDatabase('UPDATE users SET role = $1, merchant_id = $2 WHERE email = $3', [Role.Merchant, merchantId, seller.email]);
    const pan = 'AABCP1234K';
    await call('/merchant/business', {
      method: 'PUT',
      token: await tokenOf(seller.email, seller.password),
      body: {
        legalName: `Periyar Kapok ${tag} LLP`,
        gstin: gstinFor('32', pan),
        pan,
        address: '5 Boat Jetty Road',
        city: 'Kochi',
        stateCode: '32',
        pincode: '682001',
        invoicePrefix: `P${tag.slice(0, 2).toUpperCase()}`,
        bank: { accountName: 'Periyar Kapok', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
      },
    });
    const brand = await ownBrand(adminToken, brandName);
    await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);
    const kapok = await ownProduct(adminToken, { name: `Kapok Pillow ${tag}`, price: 1500, quantity: 10, brand: brand._id });
    const cotton = await ownProduct(adminToken, { name: `Cotton Pillow ${tag}`, price: 1000, quantity: 10 });

    // A shopper buys from the shop and from the seller at once: two invoices.
    const buyer = await registerMember();
    const buyerToken = await tokenOf(buyer.email, buyer.password);
    const { cartId } = await call<{ cartId: string }>('/cart/add', {
      method: 'POST',
      token: buyerToken,
      body: { products: [{ product: cotton._id, quantity: 1 }, { product: kapok._id, quantity: 1 }] },
    });
    const { order } = await call<{ order: { _id: string } }>('/order/add', { method: 'POST', token: buyerToken, body: { cartId, address: home } });
    const { invoices } = await call<OrderInvoicesResponse>(`/order/${order._id}/invoices`, { token: buyerToken });
    expect(invoices).toHaveLength(2);
    const sellers = invoices.find((invoice) => invoice.seller.merchantId === merchantId);
    const shops = invoices.find((invoice) => invoice.seller.merchantId === null);
    if (!sellers || !shops) throw new Error('The order should have the shop’s invoice and the seller’s.');

    const page = await browser.visit(360);
    await openOrder(page, buyer, order._id);
    const list = page.getByRole('region', { name: 'Invoices' });
    for (const invoice of [shops, sellers]) {
      await list.getByText(`Sold by ${invoice.seller.name}`).waitFor();
      await list.getByText(`Invoice number ${invoice.number}`).waitFor();
      await list.getByRole('button', { name: `Download invoice ${invoice.number}` }).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Full-page screenshots are taken from the top, so the sticky header sits where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'order-invoices-360');
    const [file] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: `Download invoice ${sellers.number}` }).click()]);
    expect(file.suggestedFilename()).toBe(`${sellers.number.replace(/\//g, '-')}.pdf`);
    expect(readFileSync(await file.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The seller opening the order sees its own invoice only.
    const theirs = await browser.visit();
    await openOrder(theirs, seller, order._id);
    const own = theirs.getByRole('region', { name: 'Invoice' });
    await own.getByText(`Invoice number ${sellers.number}`).waitFor();
    expect(await own.getByRole('button', { name: 'Download invoice', exact: true }).count()).toBe(1);
    expect(await theirs.getByText(shops.number).count()).toBe(0);
  });
});
