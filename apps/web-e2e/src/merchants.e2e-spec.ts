import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { CatalogMessage, MerchantBusinessMessage, MerchantMessage, ProductMessage, ValidationMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { waitForEmail } from './support/mail';
import { onShopDatabase } from './support/database';
import { signIn } from './support/session';

describe('selling on the shop', () => {
  const browser = useBrowser();

  it('loads the page again when the code of the page asked for fails to arrive', async () => {
    const visitor = await browser.visit(1280);
    await visitor.goto(shopUrl('/'));
    let refused = 0;
    await visitor.route('**/assets/sell-route-*.js', (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await visitor.getByRole('link', { name: 'Sell With Us' }).click();
    await visitor.getByRole('heading', { name: 'Sell With Us' }).waitFor();
    // Refused once, then asked for again by the page loaded anew.
    expect(refused).toBeGreaterThan(1);
  });

  it('takes a visitor from /sell through approval and the emailed link to selling under their own brand', async () => {
    const tag = randomUUID().slice(0, 6);
    const applicant = { name: 'Ravi Menon', email: `ravi-${tag}@kerala-coir.in`, phone: '(987) 654-3210', brand: `Kerala Coir ${tag}` };

    // The visitor applies from the footer's Sell With Us link.
    const visitor = await browser.visit(360);
    await visitor.goto(shopUrl('/'));
    await visitor.getByRole('link', { name: 'Sell With Us' }).click();
    await visitor.getByRole('heading', { name: 'Sell With Us' }).waitFor();
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText(MerchantMessage.nameRequired).waitFor();
    await visitor.getByText(ValidationMessage.emailRequired).waitFor();
    await visitor.getByText(MerchantMessage.brandRequired).waitFor();
    await visitor.getByLabel('Name', { exact: true }).fill(applicant.name);
    await visitor.getByLabel('Email', { exact: true }).fill(applicant.email);
    await visitor.getByLabel('Phone Number').fill('98765');
    await visitor.getByLabel('Brand').fill(applicant.brand);
    await visitor.getByLabel('Business').fill('Coir beds');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText(ValidationMessage.phoneInvalid).waitFor();
    await visitor.getByText(MerchantMessage.businessMin).waitFor();
    await screenshot(visitor, 'sell-errors-360');
    await visitor.getByLabel('Phone Number').fill(applicant.phone);
    await visitor.getByLabel('Business').fill('Natural coir mattresses, hand-made in Alappuzha since 1998.');
    await watchNotices(visitor);
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await noticeShown(visitor, MerchantMessage.requestReceived(applicant.phone));
    expect(await visitor.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    // The administrator approves it.
    const admin = await browser.visit();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Merchants' }).click();
    await admin.getByRole('heading', { name: 'Merchants' }).waitFor();
    const card = admin.locator('li.card', { hasText: applicant.brand });
    await card.getByText('Pending').waitFor();
    expect(await card.getByRole('button').allTextContents()).toEqual(['Approve', 'Reject', 'Delete']);
    await screenshot(admin, 'merchants-pending-1280');
    await watchNotices(admin);
    await card.getByRole('button', { name: 'Approve' }).click();
    await noticeShown(admin, MerchantMessage.approved(applicant.email));
    await card.getByText('Approved').waitFor();
    expect(await card.getByRole('button').allTextContents()).toEqual(['Delete']);

    // The emailed link opens the merchant sign-up with the email filled in.
    const email = await waitForEmail(applicant.email, 'Merchant Registration');
    const link = email.replace(/=3D/g, '=').match(/http:\/\/127\.0\.0\.1:\d+\/#\/merchant-signup\/[\w-]+\?email=\S+/)?.[0];
    expect(link).toBeDefined();
    const merchant = await browser.visit(360);
    await merchant.goto(link as string);
    await merchant.getByRole('heading', { name: 'Complete Sign Up' }).waitFor();
    expect(await merchant.getByLabel('Email Address').inputValue()).toBe(applicant.email);
    await merchant.getByLabel('First Name').fill('Ravi');
    await merchant.getByLabel('Last Name').fill('Menon');
    await merchant.getByLabel('Password').fill('coirdreams1');
    await screenshot(merchant, 'merchant-signup-360');
    await watchNotices(merchant);
    await merchant.getByRole('button', { name: 'Get Started' }).click();
    await noticeShown(merchant, MerchantMessage.signedUp);
    await merchant.getByRole('heading', { name: 'Login' }).waitFor();

    // Signed in, the merchant has the merchant menu and its own, not yet enabled, brand.
    await merchant.setViewportSize({ width: 1280, height: 900 });
    await signIn(merchant, applicant.email, 'coirdreams1');
    await merchant.getByText('Hey Ravi, Welcome Back!').waitFor();
    await merchant.getByRole('heading', { name: 'Account Details' }).waitFor();
    const menu = merchant.getByRole('navigation', { name: 'Account' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Account Details', 'Account Security', 'Address', 'Brand', 'Products', 'Business Details', 'Orders', 'Returns', 'Payouts', 'GST returns', 'WishList', 'Support', 'Overview']);
    await menu.getByRole('link', { name: 'Brand' }).click();
    await merchant.getByRole('heading', { name: 'Brand', exact: true }).waitFor();
    const brandCard = merchant.getByRole('link', { name: new RegExp(applicant.brand) });
    await brandCard.getByText('Disabled').waitFor();
    expect(await merchant.locator('.card__title').count()).toBe(1);
    await brandCard.click();
    await merchant.getByText(CatalogMessage.brandAwaitingEnable).waitFor();
    expect(await merchant.getByRole('checkbox').isDisabled()).toBe(true);
    await screenshot(merchant, 'merchant-brand-1280');

    // It adds a product, which goes under its brand without a choice.
    await menu.getByRole('link', { name: 'Products' }).click();
    await merchant.getByRole('link', { name: 'Add', exact: true }).click();
    expect(await merchant.getByLabel('Brand').count()).toBe(0);
    await merchant.getByLabel('Sku').fill(`KC-${tag}`);
    await merchant.getByLabel('Name').fill(`Kerala Coir Classic ${tag}`);
    await merchant.getByLabel('Description').fill('Rubberised coir with a cotton quilt.');
    await merchant.getByLabel('Quantity').fill('12');
    await merchant.getByLabel('Price').fill('1350');
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8c6e4a' } }).png().toBuffer();
    await merchant.getByLabel('Image').setInputFiles({ name: 'coir.png', mimeType: 'image/png', buffer: picture });
    await merchant.getByRole('button', { name: 'Add Product' }).click();
    await noticeShown(merchant, ProductMessage.added);
    await merchant.getByRole('link', { name: new RegExp(`Kerala Coir Classic ${tag}`) }).waitFor();

    // Hidden from shoppers until the administrator enables the brand; then sold under it.
    const brandSlug = `kerala-coir-${tag}`;
    const listed = await fetch(`${process.env['SHOP_URL']}/api/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: tag }),
    });
    expect((await listed.json()).products).toEqual([]);
    // Not before the merchant's business details are complete.
    const everything = ['legal name', 'GSTIN', 'PAN', 'address', 'city', 'state', 'pincode', 'invoice prefix', 'bank account'];
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Brands' }).click();
    await admin.getByRole('link', { name: new RegExp(applicant.brand) }).click();
    await admin.getByRole('heading', { name: 'Edit Brand' }).waitFor();
    await watchNotices(admin);
    await admin.getByRole('checkbox').click();
    await noticeShown(admin, MerchantBusinessMessage.enableNeedsDetails(everything));
    await admin.getByText('Disabled', { exact: true }).waitFor();

    // The merchant completes them on a phone, a piece at a time, told what is wrong in the server's words.
    await merchant.setViewportSize({ width: 360, height: 900 });
    await menu.getByRole('link', { name: 'Business Details' }).click();
    await merchant.getByRole('heading', { name: 'Business Details' }).waitFor();
    await merchant.getByText(MerchantBusinessMessage.incomplete(everything)).waitFor();
    await merchant.getByLabel('Legal name').fill(`Kerala Coir Works ${tag} Private Limited`);
    await merchant.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZW');
    await merchant.getByLabel('PAN', { exact: true }).fill('AAPFU0939');
    await merchant.getByLabel('IFSC', { exact: true }).fill('HDFC1001234');
    await merchant.getByRole('button', { name: 'Save details' }).click();
    await merchant.getByText(MerchantBusinessMessage.gstinInvalid).waitFor();
    await merchant.getByText(MerchantBusinessMessage.panInvalid).waitFor();
    await merchant.getByText(MerchantBusinessMessage.ifscInvalid).waitFor();
    await merchant.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV');
    await merchant.getByLabel('PAN', { exact: true }).fill('AAPFU0939F');
    await merchant.getByLabel('IFSC', { exact: true }).fill('');
    await merchant.getByLabel('Address', { exact: true }).fill('Plot 7, MIDC Industrial Area, Andheri East');
    await merchant.getByLabel('City', { exact: true }).fill('Mumbai');
    await merchant.getByLabel('State', { exact: true }).selectOption('27');
    await merchant.getByLabel('Pincode', { exact: true }).fill('400093');
    await watchNotices(merchant);
    await merchant.getByRole('button', { name: 'Save details' }).click();
    await noticeShown(merchant, MerchantBusinessMessage.saved);
    await merchant.getByText(MerchantBusinessMessage.incomplete(['invoice prefix', 'bank account'])).waitFor();
    // The shop's own series is taken: only the server knows, and says so.
    await merchant.getByLabel('Invoice prefix').fill('nid');
    await merchant.getByRole('button', { name: 'Save details' }).click();
    await noticeShown(merchant, MerchantBusinessMessage.invoicePrefixTaken('NID'));
    const prefix = `M${tag.slice(0, 2).toUpperCase()}`;
    await merchant.getByLabel('Invoice prefix').fill(prefix);
    await merchant.getByLabel('Join shop-wide sales (the shop’s offers apply to my items too)').check();
    await merchant.getByLabel('Account holder name').fill('Kerala Coir Works');
    await merchant.getByLabel('Account number').fill('5010 0123 4567 89');
    await merchant.getByLabel('IFSC', { exact: true }).fill('hdfc0001234');
    await watchNotices(merchant);
    await merchant.getByRole('button', { name: 'Save details' }).click();
    await noticeShown(merchant, MerchantBusinessMessage.saved);
    await merchant.getByText(MerchantBusinessMessage.complete).waitFor();
    // Read back, the account number shows only its last four digits.
    expect(await merchant.getByLabel('Account number').inputValue()).toBe('XXXXXX6789');
    expect(await merchant.getByLabel('IFSC', { exact: true }).inputValue()).toBe('HDFC0001234');
    await screenshot(merchant, 'business-details-360');

    // The administrator sees them, read-only, sets the merchant's commission, and now enables the brand.
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Merchants' }).click();
    const sellerCard = admin.locator('li.card', { hasText: applicant.brand });
    await sellerCard.getByText('Business details', { exact: true }).click();
    await sellerCard.getByText(MerchantBusinessMessage.completeForAdministrator).waitFor();
    await sellerCard.getByText('27AAPFU0939F1ZV').waitFor();
    await sellerCard.getByText('Kerala Coir Works, XXXXXX6789, HDFC0001234').waitFor();
    await watchNotices(admin);
    await sellerCard.getByLabel('Commission rate (%)').fill('60');
    await sellerCard.getByRole('button', { name: 'Save rate' }).click();
    await sellerCard.getByText(MerchantBusinessMessage.commissionInvalid).waitFor();
    await sellerCard.getByLabel('Commission rate (%)').fill('12.5');
    await sellerCard.getByRole('button', { name: 'Save rate' }).click();
    await noticeShown(admin, MerchantBusinessMessage.commissionSaved);
    await sellerCard.getByText('12.5 %', { exact: true }).waitFor();
    await screenshot(admin, 'merchant-business-1280');
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Brands' }).click();
    await admin.getByRole('link', { name: new RegExp(applicant.brand) }).click();
    await admin.getByRole('heading', { name: 'Edit Brand' }).waitFor();
    await admin.getByRole('checkbox').click();
    await admin.getByText('Active', { exact: true }).waitFor();
    const shopper = await browser.visit();
    await shopper.goto(shopUrl(`/shop/brand/${brandSlug}`));
    await shopper.getByRole('link', { name: new RegExp(`Kerala Coir Classic ${tag}`) }).waitFor();
  });

  it('shows the administrator how to reach an applicant without email, and lets it reject or delete requests', async () => {
    const tag = randomUUID().slice(0, 6);
    // Requests from before the form required an email have none.
    await onShopDatabase(
      `INSERT INTO merchants (id, name, email, phone_number, brand, business) VALUES ($1, 'Lakshmi', NULL, '(912) 345-6789', $2, 'Cotton quilts from Jaipur.'),
       ($3, 'Arjun', $4, '9876501234', $5, 'Memory foam pillows.')`,
      [randomUUID(), `Jaipur Quilts ${tag}`, randomUUID(), `arjun-${tag}@example.in`, `Arjun Pillows ${tag}`],
    );
    const admin = await browser.visit(360);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('heading', { name: 'Account Details' }).waitFor();
    await admin.goto(shopUrl('/dashboard/merchants'));
    const noEmail = admin.locator('li.card', { hasText: `Jaipur Quilts ${tag}` });
    await noEmail.getByText(MerchantMessage.noEmail('(912) 345-6789')).waitFor();
    expect(await noEmail.getByRole('button').allTextContents()).toEqual(['Delete']);
    await screenshot(admin, 'merchants-360');

    await watchNotices(admin);
    const arjun = admin.locator('li.card', { hasText: `Arjun Pillows ${tag}` });
    await arjun.getByRole('button', { name: 'Reject' }).click();
    await noticeShown(admin, MerchantMessage.rejected);
    await arjun.getByText('Rejected').waitFor();
    expect(await arjun.getByRole('button').allTextContents()).toEqual(['Approve', 'Delete']);
    await noEmail.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(admin, MerchantMessage.deleted);
    await noEmail.waitFor({ state: 'detached' });
  });
});
