import { randomUUID } from 'node:crypto';
import { AuthMessage, ErrorTitle, ValidationMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { noticeShown, screenshot, shopUrl, useBrowser, watchNotices } from './support/browser';
import { signIn } from './support/session';


describe('accounts in the browser', () => {
  const browser = useBrowser();

  it('signs up, signs out and signs back in with the welcome text', async () => {
    const email = `meera-${randomUUID().slice(0, 8)}@example.in`;
    const page = await browser.visit();
    await page.goto(shopUrl('/'));
    await page.getByRole('link', { name: 'Sign Up' }).click();

    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByLabel('Password').fill('sleepwell1');
    await page.getByLabel('Subscribe to newsletter').check();
    await watchNotices(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await noticeShown(page, AuthMessage.signedUp);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(page.url()).toMatch(/#\/dashboard$/);
    await page.getByText(email).waitFor();
    await page.locator('.panel__header').getByText('Member', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^Bearer /);
    await screenshot(page, 'dashboard-member-1280');

    await page.reload();
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await noticeShown(page, AuthMessage.signedOut);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(page.url()).toMatch(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();

    await signIn(page, email, 'sleepwell1');
    await page.getByText('Hey Meera, Welcome Back!').waitFor();
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  });

  it("shows the server's error when the password is wrong", async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: ErrorTitle.login });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(AuthMessage.wrongCredentials);
    expect(page.url()).toMatch(/#\/login$/);
  });

  it('checks the form before sending it', async () => {
    const page = await browser.visit(360);
    await page.goto(shopUrl('/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(ValidationMessage.emailRequired).waitFor();
    await page.getByText(ValidationMessage.passwordRequired).waitFor();
    await page.getByLabel('Email Address').fill('meera@');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(ValidationMessage.emailInvalid).waitFor();
    await page.getByText(ValidationMessage.passwordMin).waitFor();
    await screenshot(page, 'login-errors-360');
  });

  it('signs in the seeded administrator', async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByText('Hey Admin, Welcome Back!').waitFor();
    await page.locator('.panel__header').getByText('Admin', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Details' }).waitFor();
  });

  it('sends a signed-in user away from the login and sign-up pages', async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goto(shopUrl('/register'));
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(page.url()).toMatch(/#\/dashboard$/);
  });
});
