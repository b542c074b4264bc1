import type { Page } from 'playwright-core';
import { ReviewMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { deliveredOrder, ownProduct, tokenOf } from './support/api';
import { noticeShown, screenshot, shopUrl, useBrowser } from './support/browser';
import { registerMember, signIn } from './support/session';

/** Clicks the star itself, as a shopper does (the radio inside it is visually hidden). */
const star = (page: Page, name: string) => page.locator('label.star-input__star', { has: page.getByRole('radio', { name }) }).click();

describe('reviews in the browser', () => {
  const browser = useBrowser();

  it('lets a member review a delivered mattress, and shows it once the administrator approves', async () => {
    // A delivered order, made through the API as the shop's own screens would.
    const member = await registerMember({ firstName: 'Deepa' });
    const memberToken = await tokenOf(member.email, member.password);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    // A mattress of this test's own, so the demo catalogue's ratings stay as they were.
    const MATTRESS = await ownProduct(adminToken, { name: 'Deepa Coir 10 inch Mattress', price: 1350, quantity: 30 });
    const order = await deliveredOrder(memberToken, adminToken, MATTRESS._id);

    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl(`/order/${order._id}`));
    await page.getByRole('link', { name: 'Review this product' }).click();
    await page.getByRole('heading', { name: MATTRESS.name }).waitFor();
    await page.getByText(ReviewMessage.beFirst).waitFor();

    await page.getByRole('button', { name: 'Publish Review' }).click();
    await page.getByText(ReviewMessage.ratingRequired).waitFor();
    await page.getByText(ReviewMessage.recommendableRequired).waitFor();
    await page.getByLabel('Title').fill('Cool and firm');
    await page.getByLabel('Comment').fill('Coir keeps it cool through the Chennai summer; firm but not hard.');
    await star(page, '4 stars');
    await page.getByLabel('Will you recommend this product?').selectOption('Yes');
    await page.getByRole('button', { name: 'Publish Review' }).click();
    await noticeShown(page, ReviewMessage.added);
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    await page.getByLabel('Title').fill('Again');
    await page.getByLabel('Comment').fill('A second review of the same mattress.');
    await star(page, '5 stars');
    await page.getByLabel('Will you recommend this product?').selectOption('No');
    await page.getByRole('button', { name: 'Publish Review' }).click();
    await page.getByText(ReviewMessage.duplicate).waitFor();

    const admin = await browser.visit();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('heading', { name: 'Account Details' }).waitFor();
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Reviews' }).click();
    await admin.getByRole('button', { name: 'Approve “Cool and firm”' }).click();
    await noticeShown(admin, ReviewMessage.approved);
    await admin.getByRole('button', { name: 'Reject “Cool and firm”' }).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Delete “Cool and firm”' }).waitFor();
    await screenshot(admin, 'reviews-dashboard-1280');

    await page.reload();
    await page.getByRole('heading', { name: 'Cool and firm' }).waitFor();
    await page.getByText('Based on 1 review').waitFor();
    expect(await page.getByRole('img', { name: '4 stars: 100%' }).count()).toBe(1);
    await screenshot(page, 'product-reviews-1280');

    // Visitors see approved reviews too, without the form.
    const visitor = await browser.visit(360);
    await visitor.goto(shopUrl(`/product/${MATTRESS.slug}`));
    await visitor.getByRole('heading', { name: 'Cool and firm' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Publish Review' }).count()).toBe(0);
  });

  it('shows customer reviews on the home page', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    await page.getByRole('heading', { name: 'What our customers say' }).waitFor();
    expect(await page.locator('.testimonial').count()).toBeGreaterThanOrEqual(3);
  });
});
