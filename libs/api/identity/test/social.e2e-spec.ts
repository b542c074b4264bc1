import { randomUUID } from 'node:crypto';
import { AuthCode, SocialLink, User, IDENTITY_CONTEXT } from '../src';
import { Role, SocialMessage } from '@nidra/shared/contracts';
import { createUser } from '../testing';
import { startOAuthProvider, type OAuthProvider } from '@nidra/shared/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';

const SHOP = 'http://shop.test';

/** The cookies a browser keeps from answers, by name (a max age of 0 drops one). */
function keepCookies(jar: Map<string, string>, header: unknown): void {
  for (const line of (header as string[] | undefined) ?? []) {
    const [pair] = line.split(';');
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Where a round trip left the browser, and the shop's cookies that browser holds. */
interface Landing {
  url: URL;
  jar: Map<string, string>;
  /** The Set-Cookie lines of the shop's last answer. */
  setCookies: string[];
}

/**
 * Walks the browser's part: shop → provider → shop callback, carrying the shop's cookies as a browser
 * does; returns where the shop sends it last.
 */
async function signInWith(
  t: TestApp,
  provider: 'google' | 'facebook',
  options: { keepCookie?: boolean; jar?: Map<string, string>; link?: boolean; shop?: string } = {},
): Promise<Landing> {
  const jar = options.jar ?? new Map<string, string>();
  const start = await t.http().get(`/api/auth/${provider}${options.link ? '?link=1' : ''}`).set('Cookie', cookieHeader(jar)).expect(302);
  keepCookies(jar, start.headers['set-cookie']);
  const consent = await fetch(start.headers['location'], { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${options.shop ?? SHOP}/api/auth/${provider}/callback`);
  const callback = t.http().get(`${back.pathname}${back.search}`);
  if (options.keepCookie !== false) void callback.set('Cookie', cookieHeader(jar));
  const done = await callback.expect(302);
  keepCookies(jar, done.headers['set-cookie']);
  return { url: new URL(done.headers['location']), jar, setCookies: (done.headers['set-cookie'] as unknown as string[] | undefined) ?? [] };
}

/** The browser of `landing` trades a sign-in code (its own by default), as /#/auth/success does: its cookies go along. */
async function exchange(t: TestApp, landing: Landing, status: number, code = successCode(landing)) {
  const res = await t.http().post('/api/auth/exchange').set('Cookie', cookieHeader(landing.jar)).send({ code }).expect(status);
  keepCookies(landing.jar, res.headers['set-cookie']);
  return res;
}

const BROWSER_COOKIE = 'nidra_oauth_browser';
const setCookie = (lines: unknown, name: string) => ((lines as string[] | undefined) ?? []).find((line) => line.startsWith(`${name}=`));

/** Account Security's "Link": the link cookie for this browser, then the round trip with `?link=1`. */
async function linkWith(t: TestApp, token: string, provider: 'google' | 'facebook') {
  const jar = new Map<string, string>();
  const started = await t.http().post(`/api/auth/link/${provider}`).set('authorization', token).expect(200);
  expect(started.body).toEqual({ url: `/api/auth/${provider}?link=1` });
  keepCookies(jar, started.headers['set-cookie']);
  return signInWith(t, provider, { jar, link: true });
}

function securityOutcome({ url }: Pick<Landing, 'url'>): Record<string, string> {
  expect(`${url.origin}/${url.hash.split('?')[0]}`).toBe(`${SHOP}/#/dashboard/security`);
  return Object.fromEntries(new URLSearchParams(url.hash.split('?')[1]));
}

function successCode({ url }: Pick<Landing, 'url'>): string {
  expect(url.hash).toMatch(/^#\/auth\/success\?code=/);
  return new URLSearchParams(url.hash.split('?')[1]).get('code') as string;
}

function loginError({ url }: Pick<Landing, 'url'>): string {
  expect(url.hash).toMatch(/^#\/login\?error=/);
  return new URLSearchParams(url.hash.split('?')[1]).get('error') as string;
}

describe('social sign-in through a local OAuth 2 provider', () => {
  let oauth: OAuthProvider;
  beforeAll(async () => {
    oauth = await startOAuthProvider();
  });
  afterAll(() => oauth.stop());
  // Every test here trades codes from one address; the per-address limit is tested with the forms.
  const t = useTestApp(() => ({ contexts: [IDENTITY_CONTEXT], env: { ...oauth.env, PUBLIC_URL: SHOP, FORM_RATE_LIMIT: '1000' } }));
  beforeEach(async () => {
    await t.reset();
    await oauth.setDeny(false);
  });

  it('creates a member for a new Google user and hands the browser a one-time code, never a token', async () => {
    await oauth.setProfile({ sub: 'g-1', email: 'Lakshmi@Gmail.com', email_verified: true, given_name: 'Lakshmi', family_name: 'Nair' });
    const landing = await signInWith(t, 'google');
    expect(landing.url.origin).toBe(SHOP);
    expect(landing.url.href).not.toMatch(/Bearer|eyJ/);
    const code = successCode(landing);
    // The code is bound to this browser by a short-lived cookie only the shop's auth calls see.
    const bound = setCookie(landing.setCookies, BROWSER_COOKIE) as string;
    expect(bound.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=120', 'Path=/api/auth', 'SameSite=Lax']);

    const res = await exchange(t, landing, 200);
    expect(setCookie(res.headers['set-cookie'], BROWSER_COOKIE)).toMatch(/^nidra_oauth_browser=; Max-Age=0;/);
    expect(res.body.token).toMatch(/^Bearer /);
    expect(res.body.user).toEqual(
      expect.objectContaining({ email: 'lakshmi@gmail.com', firstName: 'Lakshmi', lastName: 'Nair', provider: 'google', role: Role.Member }),
    );
    await t.http().get('/api/user').set('authorization', res.body.token).expect(200);

    const reuse = await exchange(t, landing, 400, code);
    expect(reuse.body).toEqual({ error: SocialMessage.codeExpired });
  });

  it('signs a member’s existing email in to its own account when Google has verified it, and links Google', async () => {
    const { user, token } = await createUser(t, { email: 'owner@example.in', firstName: 'Owner' });
    await oauth.setProfile({ sub: 'g-2', email: 'owner@example.in', email_verified: true, given_name: 'Someone', family_name: 'Else' });
    const res = await exchange(t, await signInWith(t, 'google'), 200);
    expect(res.body.user).toEqual(expect.objectContaining({ _id: user.id, firstName: 'Owner', role: Role.Member, provider: 'email' }));
    expect(await t.orm.em.fork().count(User)).toBe(1);
    const links = await t.http().get('/api/auth/links').set('authorization', token).expect(200);
    expect(links.body).toEqual({ links: [expect.objectContaining({ provider: 'google' })], providers: ['google', 'facebook'] });
  });

  it('never links by an email the provider has not verified, nor creates an account with one', async () => {
    await createUser(t, { email: 'taken@example.in' });
    for (const email_verified of [false, undefined, 'false']) {
      await oauth.setProfile({ sub: 'g-attacker', email: 'taken@example.in', email_verified, given_name: 'Mallory' });
      expect(loginError(await signInWith(t, 'google'))).toBe(SocialMessage.unverified('google'));
    }
    await oauth.setProfile({ sub: 'g-new', email: 'fresh@example.in', email_verified: false, given_name: 'Fresh' });
    expect(loginError(await signInWith(t, 'google'))).toBe(SocialMessage.unverified('google'));
    expect(await t.orm.em.fork().count(User)).toBe(1);
    expect(await t.orm.em.fork().count(SocialLink)).toBe(0);
  });

  it.each([Role.Admin, Role.Merchant])(
    'never signs in to a %s account that has not linked the provider, even with a verified email',
    async (role) => {
      await createUser(t, { email: 'staff@example.in', role, merchantId: role === Role.Merchant ? randomUUID() : null });
      await oauth.setProfile({ sub: 'g-staff', email: 'staff@example.in', email_verified: true, given_name: 'Staff' });
      expect(loginError(await signInWith(t, 'google'))).toBe(SocialMessage.usePassword('google'));
      await oauth.setProfile({ id: 'fb-staff', email: 'staff@example.in', first_name: 'Staff', last_name: 'Member' });
      expect(loginError(await signInWith(t, 'facebook'))).toBe(SocialMessage.usePassword('facebook'));
      expect(await t.orm.em.fork().count(SocialLink)).toBe(0);
      expect(await t.orm.em.fork().count(AuthCode)).toBe(0);
    },
  );

  it('lets an administrator link Google from Account Security, then sign in with it, and unlink it', async () => {
    const { user, token } = await createUser(t, { email: 'admin@example.in', role: Role.Admin });
    // The Google account's email need not match, nor be verified: the signed-in owner links it.
    await oauth.setProfile({ sub: 'g-admin', email: 'someone@gmail.com', email_verified: false, given_name: 'Admin' });
    expect(securityOutcome(await linkWith(t, token, 'google'))).toEqual({ linked: 'google' });

    const res = await exchange(t, await signInWith(t, 'google'), 200);
    expect(res.body.user).toEqual(expect.objectContaining({ _id: user.id, role: Role.Admin }));

    const unlinked = await t.http().delete('/api/auth/link/google').set('authorization', token).expect(200);
    expect(unlinked.body).toEqual({ success: true, message: SocialMessage.unlinked('google') });
    expect((await t.http().get('/api/auth/links').set('authorization', token).expect(200)).body.links).toEqual([]);
    expect(loginError(await signInWith(t, 'google'))).toBe(SocialMessage.unverified('google'));
  });

  it('refuses to link a Google account that another shop account has, and a link without its cookie', async () => {
    const first = await createUser(t, { email: 'first@example.in' });
    const second = await createUser(t, { email: 'second@example.in' });
    await oauth.setProfile({ sub: 'g-shared', email: 'first@example.in', email_verified: true, given_name: 'First' });
    expect(securityOutcome(await linkWith(t, first.token, 'google'))).toEqual({ linked: 'google' });
    expect(securityOutcome(await linkWith(t, second.token, 'google'))).toEqual({ error: SocialMessage.linkedElsewhere('google') });

    // Starting a link takes a signed-in caller; a plain sign-in start drops an unfinished link.
    await t.http().post('/api/auth/link/google').expect(401);
    const jar = new Map<string, string>();
    keepCookies(jar, (await t.http().post('/api/auth/link/google').set('authorization', second.token).expect(200)).headers['set-cookie']);
    const res = await exchange(t, await signInWith(t, 'google', { jar }), 200);
    expect(res.body.user._id).toBe(first.user.id);
    const stored = await t.orm.em.fork().find(SocialLink, {}, { populate: ['user'] });
    expect(stored.map((link) => link.user.id)).toEqual([first.user.id]);
  });

  it('keeps the only way in: a provider-made account without a password cannot unlink it', async () => {
    await oauth.setProfile({ sub: 'g-only', email: 'only@gmail.com', email_verified: true, given_name: 'Only' });
    const res = await exchange(t, await signInWith(t, 'google'), 200);
    const refused = await t.http().delete('/api/auth/link/google').set('authorization', res.body.token).expect(400);
    expect(refused.body).toEqual({ error: SocialMessage.needsPassword('google') });
    const none = await t.http().delete('/api/auth/link/facebook').set('authorization', res.body.token).expect(400);
    expect(none.body).toEqual({ error: SocialMessage.notLinked('facebook') });
    await t.http().delete('/api/auth/link/twitter').set('authorization', res.body.token).expect(400);
    await t.http().get('/api/auth/links').expect(401);
    await t.http().delete('/api/auth/link/google').expect(401);
  });

  it('makes a provider’s names plain before they are mailed or printed', async () => {
    await oauth.setProfile({ sub: 'g-bidi', email: 'meera@gmail.com', email_verified: true, given_name: 'Mee\u202Era', family_name: 'Iyer\u200B\n' });
    const res = await exchange(t, await signInWith(t, 'google'), 200);
    expect(res.body.user).toEqual(expect.objectContaining({ firstName: 'Meera', lastName: 'Iyer' }));
  });

  it('creates a member for a new Facebook user', async () => {
    await oauth.setProfile({ id: 'fb-1', email: 'arjun@fb.example', first_name: 'Arjun', last_name: 'Das', name: 'Arjun Das' });
    const res = await exchange(t, await signInWith(t, 'facebook'), 200);
    expect(res.body.user).toEqual(expect.objectContaining({ email: 'arjun@fb.example', firstName: 'Arjun', provider: 'facebook' }));
  });

  it('returns to /login with a message when consent is denied', async () => {
    await oauth.setDeny(true);
    const landing = await signInWith(t, 'google');
    // The provider's own words ("The user denied your request.") are not the shop's to show.
    expect(loginError(landing)).toBe(SocialMessage.cancelled('google'));
    expect(await t.orm.em.fork().count(User)).toBe(0);
  });

  it('refuses a callback that did not start in this browser (state cookie missing)', async () => {
    await oauth.setProfile({ sub: 'g-3', email: 'victim@example.in', email_verified: true, given_name: 'V', family_name: 'W' });
    const landing = await signInWith(t, 'google', { keepCookie: false });
    expect(loginError(landing)).toBe(SocialMessage.stateExpired);
    expect(await t.orm.em.fork().count(User)).toBe(0);
  });

  it('explains when the provider shares no email', async () => {
    await oauth.setProfile({ id: 'fb-2', first_name: 'No', last_name: 'Mail' });
    const landing = await signInWith(t, 'facebook');
    expect(loginError(landing)).toBe('Your Facebook account did not share an email address, so we cannot sign you in with it.');
  });

  it('refuses an unknown code', async () => {
    const res = await t.http().post('/api/auth/exchange').send({ code: 'made-up' }).expect(400);
    expect(res.body.error).toBe('This sign-in has expired. Please sign in again.');
  });

  it('trades a sign-in code only in the browser that signed in: a link with someone else’s code signs nobody in', async () => {
    await oauth.setProfile({ sub: 'g-mallory', email: 'mallory@gmail.com', email_verified: true, given_name: 'Mallory' });
    const attacker = await signInWith(t, 'google');
    await oauth.setProfile({ sub: 'g-victim', email: 'victim@gmail.com', email_verified: true, given_name: 'Victim' });
    const victim = await signInWith(t, 'google');
    const { token: session } = (await exchange(t, victim, 200)).body as { token: string };
    const pending = await signInWith(t, 'google');

    // The victim opens the attacker's /#/auth/success link: with no cookie of the shop's, with the cookie
    // of its own sign-in in progress, or with a made-up one.
    const browsers: Array<Map<string, string>> = [new Map(), pending.jar, new Map([[BROWSER_COOKIE, 'made-up']])];
    for (const jar of browsers) {
      const refused = await exchange(t, { url: attacker.url, jar, setCookies: [] }, 400);
      expect(refused.body).toEqual({ error: SocialMessage.otherBrowser });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // Still signed in as itself, and its own sign-in still completes.
    expect((await t.http().get('/api/user').set('authorization', session).expect(200)).body.user.firstName).toBe('Victim');
    expect((await exchange(t, pending, 200)).body.user.firstName).toBe('Victim');
    // The code only ever worked where it was made.
    expect((await exchange(t, attacker, 200)).body.user.firstName).toBe('Mallory');
  });

  it.each(['google', 'facebook'] as const)(
    'says only the shop’s own words when %s sends the browser back with an error, whatever the link says',
    async (provider) => {
      const lure = 'Your account is locked. Call +91 90000 00000 to unlock it.';
      const said = async (query: Record<string, string>) => {
        const res = await t.http().get(`/api/auth/${provider}/callback`).query(query).expect(302);
        expect(decodeURIComponent(res.headers['location'])).not.toMatch(/locked|90000/);
        return loginError({ url: new URL(res.headers['location']) });
      };
      const described = { error_description: lure, error_reason: lure, error_message: lure, error_uri: `https://evil.example/${lure}` };
      expect(await said({ error: 'access_denied', ...described })).toBe(SocialMessage.cancelled(provider));
      for (const error of ['server_error', 'temporarily_unavailable', lure]) {
        expect(await said({ error, ...described })).toBe(SocialMessage.failed(provider));
      }
      // Facebook's own way of reporting an error.
      if (provider === 'facebook') expect(await said({ error_code: '200', error_message: lure })).toBe(SocialMessage.failed(provider));
    },
  );
});

describe('social sign-in on an https shop', () => {
  const HTTPS_SHOP = 'https://shop.test';
  let oauth: OAuthProvider;
  beforeAll(async () => {
    oauth = await startOAuthProvider();
  });
  afterAll(() => oauth.stop());
  const t = useTestApp(() => ({ contexts: [IDENTITY_CONTEXT], env: { ...oauth.env, PUBLIC_URL: HTTPS_SHOP } }));

  it('sends the cookie that binds a sign-in code to its browser over https only', async () => {
    await t.reset();
    await oauth.setProfile({ sub: 'g-https', email: 'secure@gmail.com', email_verified: true, given_name: 'Secure' });
    const landing = await signInWith(t, 'google', { shop: HTTPS_SHOP });
    expect(setCookie(landing.setCookies, BROWSER_COOKIE)).toMatch(/; Secure(;|$)/);
    const res = await exchange(t, landing, 200);
    expect(setCookie(res.headers['set-cookie'], BROWSER_COOKIE)).toMatch(/; Secure(;|$)/);
  });
});

describe('social sign-in without credentials', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT], env: { PUBLIC_URL: SHOP } });

  it.each([
    ['google', 'Google'],
    ['facebook', 'Facebook'],
  ])('sends the browser back to /login saying %s is not configured', async (provider, name) => {
    const res = await t.http().get(`/api/auth/${provider}`).expect(302);
    expect(loginError({ url: new URL(res.headers['location']) })).toBe(`Sign-in with ${name} is not configured on this shop.`);
  });

  it('offers no provider to link, and refuses to start linking one', async () => {
    await t.reset();
    const { token } = await createUser(t);
    expect((await t.http().get('/api/auth/links').set('authorization', token).expect(200)).body).toEqual({ links: [], providers: [] });
    const refused = await t.http().post('/api/auth/link/google').set('authorization', token).expect(400);
    expect(refused.body).toEqual({ error: SocialMessage.notConfigured('google') });
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
