import { SocialMessage, TOKEN_STORAGE_KEY } from '@nidra/shared/contracts';
import { noticeShown, shopUrl, useBrowser } from './support/browser';
import { registerMember, signIn } from './support/session';

const LURE = 'Your account is locked. Call +91 90000 00000 to unlock it.';

const token = (page: import('playwright-core').Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
const notices = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

describe('social sign-in in the browser', () => {
  const browser = useBrowser();

  it('signs in only the browser that signed in: a sign-in link opened elsewhere signs nobody in', async () => {
    // Someone stops their own Google sign-in before the code is traded, and sends the link on.
    const attacker = await browser.visit();
    await attacker.route('**/api/auth/exchange', (route) => route.abort());
    await attacker.goto(shopUrl('/login'));
    const traded = attacker.waitForRequest((request) => request.url().endsWith('/api/auth/exchange'));
    await attacker.getByRole('link', { name: 'Login with Google' }).click();
    const { code } = (await traded).postDataJSON() as { code: string };
    const link = shopUrl(`/auth/success?code=${encodeURIComponent(code)}`);

    // A signed-in member opens it: refused, and still signed in as itself.
    const member = await registerMember({ firstName: 'Tara' });
    const victim = await browser.visit();
    await signIn(victim, member.email, member.password);
    await victim.getByText('Hey Tara, Welcome Back!').waitFor();
    const session = await token(victim);
    await victim.goto(link);
    await noticeShown(victim, SocialMessage.otherBrowser);
    await victim.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await victim.getByLabel('First Name').inputValue()).toBe('Tara');
    expect(await token(victim)).toBe(session);

    // A visitor who is not signed in: refused, and still not signed in.
    const visitor = await browser.visit();
    await visitor.goto(link);
    await noticeShown(visitor, SocialMessage.otherBrowser);
    await visitor.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await token(visitor)).toBeNull();

    // The browser that signed in still can: its cookie goes with the page's request.
    await attacker.unroute('**/api/auth/exchange');
    await attacker.goto(link);
    await attacker.getByText('Logged in With Google').waitFor();
    expect(await token(attacker)).toMatch(/^Bearer /);
  });

  it('shows the shop’s own words, never the provider’s or a link’s, when a sign-in comes back refused', async () => {
    const page = await browser.visit();
    await page.goto(`${process.env['SHOP_URL']}/api/auth/google/callback?error=access_denied&error_description=${encodeURIComponent(LURE)}`);
    await noticeShown(page, SocialMessage.cancelled('google'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    await page.goto(shopUrl(`/login?error=${encodeURIComponent(LURE)}`));
    await noticeShown(page, SocialMessage.notCompleted);
    expect((await notices(page)).filter((text) => text.includes('90000'))).toEqual([]);
    expect(await page.content()).not.toContain('90000');
  });
});
