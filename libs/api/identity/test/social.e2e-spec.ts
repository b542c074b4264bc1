import { randomUUID } from 'node:crypto';
import { AuthCode, SocialLink, SocialMessage, User, IDENTITY_CONTEXT } from '../src';
import { Role } from '@nidra/shared/contracts';
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

/**
 * Walks the browser's part: shop → provider → shop callback, carrying the shop's cookies as a browser
 * does; returns where the shop sends it last.
 */
async function signInWith(
  t: TestApp,
  provider: 'google' | 'facebook',
  options: { keepCookie?: boolean; jar?: Map<string, string>; link?: boolean } = {},
) {
  const jar = options.jar ?? new Map<string, string>();
  const start = await t.http().get(`/api/auth/${provider}${options.link ? '?link=1' : ''}`).set('Cookie', cookieHeader(jar)).expect(302);
  keepCookies(jar, start.headers['set-cookie']);
  const consent = await fetch(start.headers['location'], { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/api/auth/${provider}/callback`);
  const callback = t.http().get(`${back.pathname}${back.search}`);
  if (options.keepCookie !== false) void callback.set('Cookie', cookieHeader(jar));
  const done = await callback.expect(302);
  keepCookies(jar, done.headers['set-cookie']);
  return new URL(done.headers['location']);
}

/** Account Security's "Link": the link cookie for this browser, then the round trip with `?link=1`. */
async function linkWith(t: TestApp, token: string, provider: 'google' | 'facebook') {
  const jar = new Map<string, string>();
  const started = await t.http().post(`/api/auth/link/${provider}`).set('authorization', token).expect(200);
  expect(started.body).toEqual({ url: `/api/auth/${provider}?link=1` });
  keepCookies(jar, started.headers['set-cookie']);
  return signInWith(t, provider, { jar, link: true });
}

function securityOutcome(landing: URL): Record<string, string> {
  expect(`${landing.origin}/${landing.hash.split('?')[0]}`).toBe(`${SHOP}/#/dashboard/security`);
  return Object.fromEntries(new URLSearchParams(landing.hash.split('?')[1]));
}

function successCode(landing: URL): string {
  expect(landing.hash).toMatch(/^#\/auth\/success\?code=/);
  return new URLSearchParams(landing.hash.split('?')[1]).get('code') as string;
}

function loginError(landing: URL): string {
  expect(landing.hash).toMatch(/^#\/login\?error=/);
  return new URLSearchParams(landing.hash.split('?')[1]).get('error') as string;
}

describe('social sign-in through a local OAuth 2 provider', () => {
  let oauth: OAuthProvider;
  beforeAll(async () => {
    oauth = await startOAuthProvider();
  });
  afterAll(() => oauth.stop());
  const t = useTestApp(() => ({ contexts: [IDENTITY_CONTEXT], env: { ...oauth.env, PUBLIC_URL: SHOP } }));
  beforeEach(async () => {
    await t.reset();
    await oauth.setDeny(false);
  });

  it('creates a member for a new Google user and hands the browser a one-time code, never a token', async () => {
    await oauth.setProfile({ sub: 'g-1', email: 'Lakshmi@Gmail.com', email_verified: true, given_name: 'Lakshmi', family_name: 'Nair' });
    const landing = await signInWith(t, 'google');
    expect(landing.origin).toBe(SHOP);
    expect(landing.href).not.toMatch(/Bearer|eyJ/);
    const code = successCode(landing);

    const res = await t.http().post('/api/auth/exchange').send({ code }).expect(200);
    expect(res.body.token).toMatch(/^Bearer /);
    expect(res.body.user).toEqual(
      expect.objectContaining({ email: 'lakshmi@gmail.com', firstName: 'Lakshmi', lastName: 'Nair', provider: 'google', role: Role.Member }),
    );
    await t.http().get('/api/user').set('authorization', res.body.token).expect(200);

    const reuse = await t.http().post('/api/auth/exchange').send({ code }).expect(400);
    expect(reuse.body).toEqual({ error: 'This sign-in has expired. Please sign in again.' });
  });

  it('signs a member’s existing email in to its own account when Google has verified it, and links Google', async () => {
    const { user, token } = await createUser(t, { email: 'owner@example.in', firstName: 'Owner' });
    await oauth.setProfile({ sub: 'g-2', email: 'owner@example.in', email_verified: true, given_name: 'Someone', family_name: 'Else' });
    const code = successCode(await signInWith(t, 'google'));
    const res = await t.http().post('/api/auth/exchange').send({ code }).expect(200);
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

    const res = await t.http().post('/api/auth/exchange').send({ code: successCode(await signInWith(t, 'google')) }).expect(200);
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
    const landing = await signInWith(t, 'google', { jar });
    const res = await t.http().post('/api/auth/exchange').send({ code: successCode(landing) }).expect(200);
    expect(res.body.user._id).toBe(first.user.id);
    const stored = await t.orm.em.fork().find(SocialLink, {}, { populate: ['user'] });
    expect(stored.map((link) => link.user.id)).toEqual([first.user.id]);
  });

  it('keeps the only way in: a provider-made account without a password cannot unlink it', async () => {
    await oauth.setProfile({ sub: 'g-only', email: 'only@gmail.com', email_verified: true, given_name: 'Only' });
    const res = await t.http().post('/api/auth/exchange').send({ code: successCode(await signInWith(t, 'google')) }).expect(200);
    const refused = await t.http().delete('/api/auth/link/google').set('authorization', res.body.token).expect(400);
    expect(refused.body).toEqual({ error: SocialMessage.needsPassword('google') });
    const none = await t.http().delete('/api/auth/link/facebook').set('authorization', res.body.token).expect(400);
    expect(none.body).toEqual({ error: SocialMessage.notLinked('facebook') });
    await t.http().delete('/api/auth/link/twitter').set('authorization', res.body.token).expect(400);
    await t.http().get('/api/auth/links').expect(401);
    await t.http().delete('/api/auth/link/google').expect(401);
  });

  it('creates a member for a new Facebook user', async () => {
    await oauth.setProfile({ id: 'fb-1', email: 'arjun@fb.example', first_name: 'Arjun', last_name: 'Das', name: 'Arjun Das' });
    const code = successCode(await signInWith(t, 'facebook'));
    const res = await t.http().post('/api/auth/exchange').send({ code }).expect(200);
    expect(res.body.user).toEqual(expect.objectContaining({ email: 'arjun@fb.example', firstName: 'Arjun', provider: 'facebook' }));
  });

  it('returns to /login with a message when consent is denied', async () => {
    await oauth.setDeny(true);
    const landing = await signInWith(t, 'google');
    expect(loginError(landing)).toMatch(/Google was cancelled|denied/);
    expect(await t.orm.em.fork().count(User)).toBe(0);
  });

  it('refuses a callback that did not start in this browser (state cookie missing)', async () => {
    await oauth.setProfile({ sub: 'g-3', email: 'victim@example.in', email_verified: true, given_name: 'V', family_name: 'W' });
    const landing = await signInWith(t, 'google', { keepCookie: false });
    expect(loginError(landing)).toBe('The sign-in link has expired. Please try again.');
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
});

describe('social sign-in without credentials', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT], env: { PUBLIC_URL: SHOP } });

  it.each([
    ['google', 'Google'],
    ['facebook', 'Facebook'],
  ])('sends the browser back to /login saying %s is not configured', async (provider, name) => {
    const res = await t.http().get(`/api/auth/${provider}`).expect(302);
    const landing = new URL(res.headers['location']);
    expect(loginError(landing)).toBe(`Sign-in with ${name} is not configured on this shop.`);
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
