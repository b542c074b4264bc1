import { User } from '@nidra/api/identity';
import { Role } from '@nidra/shared/contracts';
import { createUser } from './support/factories';
import { startOAuthProvider, type OAuthProvider } from '@nidra/shared/testing';
import { useTestApp, type TestApp } from './support/test-app';

const SHOP = 'http://shop.test';

/** Walks the browser's part: shop → provider → shop callback; returns where the shop sends it last. */
async function signInWith(t: TestApp, provider: 'google' | 'facebook', options: { keepCookie?: boolean } = {}) {
  const start = await t.http().get(`/api/auth/${provider}`).expect(302);
  const cookie = start.headers['set-cookie'] as unknown as string[] | undefined;
  const consent = await fetch(start.headers['location'], { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/api/auth/${provider}/callback`);
  const callback = t.http().get(`${back.pathname}${back.search}`);
  if (options.keepCookie !== false && cookie) void callback.set('Cookie', cookie);
  const done = await callback.expect(302);
  return new URL(done.headers['location']);
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
  const t = useTestApp(() => ({ env: { ...oauth.env, PUBLIC_URL: SHOP } }));
  beforeEach(async () => {
    await t.reset();
    await oauth.setDeny(false);
  });

  it('creates a member for a new Google user and hands the browser a one-time code, never a token', async () => {
    await oauth.setProfile({ sub: 'g-1', email: 'Lakshmi@Gmail.com', given_name: 'Lakshmi', family_name: 'Nair' });
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

  it('signs an existing email in to its own account, whatever its role', async () => {
    const { user } = await createUser(t, { email: 'owner@example.in', role: Role.Admin, firstName: 'Owner' });
    await oauth.setProfile({ sub: 'g-2', email: 'owner@example.in', given_name: 'Someone', family_name: 'Else' });
    const code = successCode(await signInWith(t, 'google'));
    const res = await t.http().post('/api/auth/exchange').send({ code }).expect(200);
    expect(res.body.user).toEqual(expect.objectContaining({ _id: user.id, firstName: 'Owner', role: Role.Admin, provider: 'email' }));
    expect(await t.orm.em.fork().count(User)).toBe(1);
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
    await oauth.setProfile({ sub: 'g-3', email: 'victim@example.in', given_name: 'V', family_name: 'W' });
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
  const t = useTestApp({ env: { PUBLIC_URL: SHOP } });

  it.each([
    ['google', 'Google'],
    ['facebook', 'Facebook'],
  ])('sends the browser back to /login saying %s is not configured', async (provider, name) => {
    const res = await t.http().get(`/api/auth/${provider}`).expect(302);
    const landing = new URL(res.headers['location']);
    expect(loginError(landing)).toBe(`Sign-in with ${name} is not configured on this shop.`);
  });
});
