import { AddressMessage, PasswordMessage, ProfileMessage, SocialText, SupportMessage, ValidationMessage } from '@nidra/shared/contracts';
import { ADMIN, SOCIAL_PROFILE } from './support/admin';
import { noticeShown, screenshot, shopUrl, useBrowser } from './support/browser';
import { waitForEmail } from './support/mail';
import { registerMember, signIn } from './support/session';

const menuOf = async (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link').allTextContents();

describe('the account area in the browser', () => {
  const browser = useBrowser();

  it('resets a forgotten password through the emailed link', async () => {
    const member = await registerMember({ firstName: 'Nila' });
    const page = await browser.visit();
    await page.goto(shopUrl('/login'));
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText(ValidationMessage.emailRequired).waitFor();
    await page.getByLabel('Email Address').fill(member.email);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await noticeShown(page, PasswordMessage.resetEmailSent);

    const email = await waitForEmail(member.email, 'Reset Password');
    const link = email.match(/http:\/\/127\.0\.0\.1:\d+\/#\/reset-password\/[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.getByLabel('Password', { exact: true }).fill('dreamdeep2');
    await page.getByLabel('Confirm Password').fill('dreamdeep3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(ValidationMessage.confirmPasswordMatch).waitFor();
    await page.getByLabel('Confirm Password').fill('dreamdeep2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await noticeShown(page, PasswordMessage.changed);
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    await signIn(page, member.email, 'dreamdeep2');
    await page.getByText('Hey Nila, Welcome Back!').waitFor();
  });

  it('signs in with Google and lands on the dashboard', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/login'));
    await page.getByRole('link', { name: 'Login with Google' }).click();
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(page.url()).toMatch(/#\/dashboard$/);
    await page.getByText('Logged in With Google').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe(SOCIAL_PROFILE.given_name);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^Bearer /);
  });

  it('links Facebook to an account from Account Security, and unlinks it', async () => {
    const member = await registerMember({ firstName: 'Lina' });
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Security' }).click();
    const providers = page.getByRole('region', { name: SocialText.title });
    await providers.getByRole('button', { name: 'Link Facebook' }).click();
    // Through the provider and back to Account Security.
    await page.getByText(SocialText.linked('facebook')).waitFor();
    expect(page.url()).toMatch(/#\/dashboard\/security$/);
    await providers.getByRole('button', { name: 'Unlink Facebook' }).waitFor();
    await providers.getByText(/^Linked since /).waitFor();
    await screenshot(page, 'account-security-1280');
    await providers.getByRole('button', { name: 'Unlink Facebook' }).click();
    await page.getByText('Facebook is no longer linked to your account.').waitFor();
    await providers.getByRole('button', { name: 'Link Facebook' }).waitFor();
  });

  it('edits the account details', async () => {
    const member = await registerMember();
    const page = await browser.visit(360);
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.getByText(member.email).waitFor();
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(ValidationMessage.firstNameRequired).waitFor();
    await page.getByLabel('First Name').fill('Kavya');
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(ValidationMessage.phoneInvalid).waitFor();
    await page.getByLabel('Phone Number').fill('(987) 654-3210');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await noticeShown(page, ProfileMessage.updated);
    await page.reload();
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Kavya');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('(987) 654-3210');
    await screenshot(page, 'account-details-360');
  });

  it('adds, edits and deletes an address', async () => {
    const member = await registerMember();
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Address' }).click();
    await page.getByText('No Addresses Found!').waitFor();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Add Address' }).click();
    for (const message of [
      AddressMessage.addressRequired,
      AddressMessage.cityRequired,
      AddressMessage.stateRequired,
      AddressMessage.countryRequired,
      AddressMessage.zipCodeRequired,
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Address', { exact: true }).fill('12, 4th Cross, Jayanagar');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('Country').fill('India');
    await page.getByLabel('Zipcode').fill('5600');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByText(AddressMessage.zipCodeMin).waitFor();
    await page.getByLabel('Zipcode').fill('560041');
    await page.getByLabel('As the Default').check();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await noticeShown(page, AddressMessage.added);
    await page.getByRole('heading', { name: 'Addresses' }).waitFor();
    await screenshot(page, 'addresses-1280');

    await page.getByRole('link', { name: /12, 4th Cross, Jayanagar/ }).click();
    await page.getByRole('heading', { name: 'Edit Address' }).waitFor();
    await page.getByLabel('City').fill('Mysuru');
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, AddressMessage.updated);
    await page.getByText(/Mysuru, Karnataka 560041, India/).waitFor();

    await page.getByRole('link', { name: /12, 4th Cross, Jayanagar/ }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, AddressMessage.deleted);
    await page.getByText('No Addresses Found!').waitFor();
  });

  it('shows each role its own menu, and the administrator finds users', async () => {
    const member = await registerMember({ lastName: 'Vishwanathan' });
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await menuOf(page)).toEqual(['Account Details', 'Account Security', 'Address', 'Orders', 'Returns', 'WishList', 'Support']);
    await page.goto(shopUrl('/dashboard/users'));
    await page.getByText('The page you are looking for was not found.').waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await menuOf(page)).toEqual(['Account Details', 'Account Security', 'Address', 'Products', 'Categories', 'Brands', 'Users', 'Merchants', 'Orders', 'Returns', 'Payouts', 'GST returns', 'Reviews', 'WishList', 'Support', 'Overview']);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill('vishwanath');
    await page.getByText(member.email).waitFor();
    await page.getByText(`${member.firstName} Vishwanathan`).waitFor();
    await page.getByLabel('Search users').fill('no-such-person-anywhere');
    await page.getByText('No Users Found!').waitFor();
    await screenshot(page, 'users-1280');
  });

  it('signs out after a password change in Account Security', async () => {
    const member = await registerMember();
    const page = await browser.visit();
    await signIn(page, member.email, member.password);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Security' }).click();
    await page.getByLabel('Password', { exact: true }).fill('newpassword1');
    await page.getByLabel('Confirm Password').fill('newpassword1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await noticeShown(page, PasswordMessage.changed);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('sends a contact message and subscribes to the newsletter', async () => {
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha.contact@example.in');
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(SupportMessage.messageMin).waitFor();
    await page.getByLabel('Message').fill('Do you deliver to Shillong in Meghalaya?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await noticeShown(page, SupportMessage.contactReceived('asha.contact@example.in'));
    await waitForEmail('asha.contact@example.in', 'We received your message');

    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByLabel('Email for the newsletter').fill('asha.news@example.in');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await noticeShown(page, SupportMessage.subscribed);
  });
});
