import type { Page } from 'playwright-core';
import { ChatText } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, deliveredOrder, ownProduct, tokenOf } from './support/api';
import { screenshot, shopUrl, useBrowser } from './support/browser';
import { registerMember, signIn } from './support/session';

/** Markup that would run if any page put stored text into the page as HTML. */
const PAYLOAD = `<img src=x onerror="window.__xss=1;alert('xss')"><script>window.__xss=1</script>`;

/** Every dialog a page opens is recorded (and dismissed); a page showing stored text opens none. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The text shows as text, and nothing of it became an element or ran. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await page.getByText(PAYLOAD).first().waitFor();
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.scripts].filter((script) => script.textContent?.includes('__xss')).length,
    ran: (window as unknown as { __xss?: number }).__xss ?? 0,
  }));
  expect(injected).toEqual({ images: 0, scripts: 0, ran: 0 });
  expect(dialogs).toEqual([]);
}


describe('stored content shown as text', () => {
  const browser = useBrowser();

  it('renders a name, address, product description, review and chat message holding markup inert', async () => {
    const member = await registerMember({ firstName: PAYLOAD, lastName: PAYLOAD });
    const memberToken = await tokenOf(member.email, member.password);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    await call('/address/add', {
      method: 'POST',
      token: memberToken,
      body: { address: PAYLOAD, city: 'Pune', state: 'Maharashtra', country: 'India', zipCode: '411001', isDefault: true },
    });

    // Three mattresses of this test's own (three reviews, so the home page shows the shop's own
    // testimonials rather than its samples); the first carries the markup in its description.
    const mine = [];
    for (const n of [1, 2, 3]) {
      const description = n === 1 ? PAYLOAD : undefined;
      mine.push(await ownProduct(adminToken, { name: `Inert Text Mattress ${n}`, price: 1050, quantity: 20, description }));
    }
    const product = mine[0];
    const reviews: string[] = [];
    for (const { _id } of mine) {
      await deliveredOrder(memberToken, adminToken, _id);
      const { review } = await call<{ review: { _id: string } }>('/review/add', {
        method: 'POST',
        token: memberToken,
        body: { product: _id, title: PAYLOAD, review: PAYLOAD, rating: 5, isRecommended: 1 },
      });
      await call(`/review/approve/${review._id}`, { method: 'PUT', token: adminToken });
      reviews.push(review._id);
    }

    try {
      const shopper = await browser.visit();
      const shopperDialogs = recordDialogs(shopper);
      await signIn(shopper, member.email, member.password);
      await shopper.getByRole('heading', { name: 'Account Details' }).waitFor();

      // The product page: its description, and the review with its author's name.
      await shopper.goto(shopUrl(`/product/${product.slug}`));
      await shopper.getByRole('heading', { name: product.name }).waitFor();
      // The description, and the review's title and text once the reviews have loaded.
      await shopper.getByText(PAYLOAD).nth(2).waitFor();
      await expectInert(shopper, shopperDialogs);

      // The member's addresses.
      await shopper.goto(shopUrl('/dashboard/address'));
      await expectInert(shopper, shopperDialogs);

      // A chat message, as the member writes it.
      await shopper.goto(shopUrl('/dashboard/support'));
      await shopper.getByRole('heading', { name: ChatText.memberTitle }).waitFor();
      await shopper.getByText('Connected').waitFor();
      await shopper.getByRole('textbox', { name: 'Message' }).fill(PAYLOAD);
      await shopper.getByRole('button', { name: 'Send' }).click();
      await shopper.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: PAYLOAD }).getByText('Sending…').waitFor({ state: 'detached' });
      await expectInert(shopper, shopperDialogs);

      // The administrator's screens: users, reviews, and the conversation.
      const admin = await browser.visit();
      const adminDialogs = recordDialogs(admin);
      await signIn(admin, ADMIN.email, ADMIN.password);
      await admin.getByRole('heading', { name: 'Account Details' }).waitFor();
      await admin.goto(shopUrl('/dashboard/users'));
      await expectInert(admin, adminDialogs);
      await admin.goto(shopUrl('/dashboard/review'));
      await expectInert(admin, adminDialogs);
      await admin.goto(shopUrl('/dashboard/support'));
      await admin.getByRole('heading', { name: ChatText.adminTitle }).waitFor();
      await admin.getByRole('button', { name: /xss/ }).first().click();
      await admin.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: PAYLOAD }).waitFor();
      await expectInert(admin, adminDialogs);

      // The home page's testimonials show approved reviews.
      const visitor = await browser.visit(360);
      const visitorDialogs = recordDialogs(visitor);
      await visitor.goto(shopUrl('/'));
      await visitor.getByRole('heading', { name: 'What our customers say' }).waitFor();
      await expectInert(visitor, visitorDialogs);
      // Long words in what shoppers wrote wrap inside their cards instead of widening the page.
      await admin.goto(shopUrl('/'));
      await admin.getByRole('heading', { name: 'What our customers say' }).waitFor();
      await admin.getByText(PAYLOAD).first().waitFor();
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(admin, 'testimonials-markup-1280');
    } finally {
      // The home page the other browser tests see shows the demo testimonials again.
      for (const id of reviews) await call(`/review/delete/${id}`, { method: 'DELETE', token: adminToken });
    }
  });
});
