import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { indianToday, ItemStatus, MarketplaceMessage, Role, type LedgerResponse, type SettlementListResponse } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';
import { ADMIN } from './support/admin';
import { call, ownBrand, ownProduct, tokenOf } from './support/api';
import { noticeShown, screenshot, useBrowser, watchNotices } from './support/browser';
import { onShopDatabase } from './support/database';
import { gstinFor } from './support/sellers';
import { registerMember, signIn } from './support/session';

/** WCAG 2.x A and AA rules broken seriously or critically on the page as it stands, with the rows filled in. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

const home = { name: 'Meera Iyer', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };

describe('payouts', () => {
  const browser = useBrowser();

  it('lets the administrator settle a merchant and record its transfer, and the merchant read what it is owed', async () => {
    const tag = randomUUID().slice(0, 6);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);

    // An approved merchant (its request made as the seller form would), its account, and complete business details.
    const merchantId = randomUUID();
    const brandName = `Malabar Pillows ${tag}`;
    await onShopDatabase(
      `INSERT INTO merchants (id, name, email, phone_number, brand, business, status) VALUES ($1, 'Anil Kumar', $2, '9876501234', $3, 'Kapok pillows from Kerala.', 'Approved')`,
      [merchantId, `anil-${tag}@example.in`, brandName],
    );
    const seller = await registerMember({ email: `anil-${tag}@example.in`, firstName: 'Anil', lastName: 'Kumar' });
    await onShopDatabase('UPDATE users SET role = $1, merchant_id = $2 WHERE email = $3', [Role.Merchant, merchantId, seller.email]);
    const sellerToken = await tokenOf(seller.email, seller.password);
    const pan = 'AABCK1234L';
    await call('/merchant/business', {
      method: 'PUT',
      token: sellerToken,
      body: {
        legalName: `Malabar Pillows ${tag} LLP`,
        gstin: gstinFor('32', pan),
        pan,
        address: '3 Market Road',
        city: 'Kochi',
        stateCode: '32',
        pincode: '682001',
        invoicePrefix: `K${tag.slice(0, 2).toUpperCase()}`,
        bank: { accountName: 'Malabar Pillows', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
      },
    });
    const brand = await ownBrand(adminToken, brandName);
    await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);
    const pillow = await ownProduct(adminToken, { name: `Kapok Pillow ${tag}`, price: 1499, quantity: 10, brand: brand._id });

    // A shopper buys two; the administrator delivers one now and one after the settlement.
    const buyer = await registerMember();
    const buyerToken = await tokenOf(buyer.email, buyer.password);
    const deliver = async () => {
      const { cartId } = await call<{ cartId: string }>('/cart/add', { method: 'POST', token: buyerToken, body: { products: [{ product: pillow._id, quantity: 1 }] } });
      const { order } = await call<{ order: { _id: string; products: Array<{ _id: string }> } }>('/order/add', {
        method: 'POST',
        token: buyerToken,
        body: { cartId, address: home },
      });
      await call(`/order/status/item/${order.products[0]._id}`, { method: 'PUT', token: adminToken, body: { orderId: order._id, status: ItemStatus.Delivered } });
    };
    await deliver();
    const [sale] = (await call<LedgerResponse>('/marketplace/ledger', { token: sellerToken })).lines;

    // The administrator picks the merchant, sees the line, settles up to today and records the transfer.
    const admin = await browser.visit(1280);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('heading', { name: 'Account Details' }).waitFor();
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Payouts' }).click();
    await admin.getByRole('heading', { name: 'Payouts' }).waitFor();
    await admin.getByLabel('Merchant').selectOption({ label: `${brandName} (Anil Kumar)` });
    const ledger = admin.getByRole('table', { name: 'Ledger lines, newest first' });
    await ledger.getByRole('cell', { name: formatInr(sale.payable) }).first().waitFor();
    await admin.getByText(MarketplaceMessage.noSettlements).waitFor();
    await watchNotices(admin);
    await admin.getByLabel('Settle lines up to').fill(indianToday());
    await admin.getByRole('button', { name: 'Settle', exact: true }).click();
    await noticeShown(admin, MarketplaceMessage.settled(1));
    const settlements = admin.getByRole('table', { name: 'Settlements, newest first' });
    await settlements.getByText('Due', { exact: true }).waitFor();
    await ledger.getByText('Settled, due').waitFor();
    await admin.getByRole('button', { name: 'Settle', exact: true }).click();
    await noticeShown(admin, MarketplaceMessage.nothingToSettle);
    const utr = settlements.getByRole('textbox', { name: /^UTR for the settlement/ });
    await utr.fill('123');
    await settlements.getByRole('button', { name: 'Mark paid' }).click();
    await noticeShown(admin, MarketplaceMessage.utrInvalid);
    await utr.fill('hdfcn52026120200042');
    await settlements.getByRole('button', { name: 'Mark paid' }).click();
    await noticeShown(admin, MarketplaceMessage.paid);
    await settlements.getByText('HDFCN52026120200042').waitFor();
    await settlements.getByText('Paid', { exact: true }).waitFor();
    // The month's TCS names the seller by its GSTIN.
    const tcs = admin.getByRole('table', { name: `TCS by seller for ${indianToday().slice(0, 7)}` });
    await tcs.getByRole('rowheader', { name: gstinFor('32', pan) }).waitFor();
    await screenshot(admin, 'payouts-admin-1280');
    expect(await seriousViolations(admin)).toEqual([]);

    // Delivered after the settlement: due now, until the next one.
    await deliver();
    const books = await call<LedgerResponse>('/marketplace/ledger', { token: sellerToken });
    const { settlements: made } = await call<SettlementListResponse>('/marketplace/settlements', { token: sellerToken });
    expect(made.map((each) => [each.status, each.utr, each.amount])).toEqual([['paid', 'HDFCN52026120200042', sale.payable]]);

    // The merchant reads its payouts: what is due now, its lines and its paid settlement with the UTR.
    const merchant = await browser.visit(1280);
    await signIn(merchant, seller.email, seller.password);
    await merchant.getByRole('heading', { name: 'Account Details' }).waitFor();
    await merchant.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Payouts' }).click();
    await merchant.getByRole('heading', { name: 'Payouts' }).waitFor();
    const summary = merchant.getByRole('definition').first();
    await merchant.getByText('Due now').waitFor();
    expect(await summary.textContent()).toBe(formatInr(books.totals.unsettled));
    const lines = merchant.getByRole('table', { name: 'Ledger lines, newest first' });
    expect(await lines.getByRole('row').count()).toBe(1 + 2 + 1);
    await lines.getByText('Unsettled').waitFor();
    await lines.getByText('Paid', { exact: true }).waitFor();
    const paid = merchant.getByRole('table', { name: 'Settlements, newest first' });
    await paid.getByText('HDFCN52026120200042').waitFor();
    expect(await paid.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    expect(await merchant.getByLabel('Merchant').count()).toBe(0);
    await screenshot(merchant, 'payouts-merchant-1280');
    expect(await seriousViolations(merchant)).toEqual([]);
    await merchant.setViewportSize({ width: 360, height: 900 });
    await screenshot(merchant, 'payouts-merchant-360');

    // Its page for another merchant's books does not exist: the server answers only its own.
    const other = await fetch(`${process.env['SHOP_URL']}/api/marketplace/ledger?merchant=${randomUUID()}`, { headers: { authorization: sellerToken } });
    expect(other.status).toBe(404);
  });
});
