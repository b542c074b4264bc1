import { createHmac } from 'node:crypto';
import { eventually } from '@nidra/shared/testing';
import { ErrorMessage } from '@nidra/shared/contracts';
import { createUser } from '../testing';
import { useTestApp } from '@nidra/api/testing';
import { IDENTITY_CONTEXT } from '../src';

const SECRET = 'test-secret-that-is-long-enough-to-sign';
const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT written by hand, so its header and claims can be anything a forger would try. */
function jwt(header: object, claims: object, sign: (input: string) => string = () => ''): string {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `Bearer ${input}.${sign(input)}`;
}
const hmac = (algorithm: 'sha256' | 'sha512', secret = SECRET) => (input: string) =>
  createHmac(algorithm, secret).update(input).digest('base64url');

describe('tokens a forger would try', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT], env: { JWT_SECRET: SECRET } });
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a well-made token, so the refusals below are about the token alone', async () => {
    const { user } = await createUser(t);
    const token = jwt({ alg: 'HS256', typ: 'JWT' }, { sub: user.id, ver: 0, iat: now(), exp: now() + 60 }, hmac('sha256'));
    await t.http().get('/api/user').set('authorization', token).expect(200);
  });

  it.each([
    ['alg none, unsigned', { alg: 'none', typ: 'JWT' }, () => ''],
    ['alg none, with a signature', { alg: 'none', typ: 'JWT' }, hmac('sha256')],
    ['another algorithm with the same secret', { alg: 'HS512', typ: 'JWT' }, hmac('sha512')],
    ['signed with another secret', { alg: 'HS256', typ: 'JWT' }, hmac('sha256', 'some-other-secret-of-enough-length')],
  ])('refuses %s with 401', async (_label, header, sign) => {
    const { user } = await createUser(t);
    const token = jwt(header, { sub: user.id, ver: 0, iat: now(), exp: now() + 60 }, sign);
    const res = await t.http().get('/api/user').set('authorization', token).expect(401);
    expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
  });

  it('refuses an expired token, and claims that are not ours', async () => {
    const { user } = await createUser(t);
    const expired = jwt({ alg: 'HS256', typ: 'JWT' }, { sub: user.id, ver: 0, iat: now() - 120, exp: now() - 60 }, hmac('sha256'));
    await t.http().get('/api/user').set('authorization', expired).expect(401);
    const oldVersion = jwt({ alg: 'HS256', typ: 'JWT' }, { sub: user.id, ver: -1, iat: now(), exp: now() + 60 }, hmac('sha256'));
    await t.http().get('/api/user').set('authorization', oldVersion).expect(401);
    const notAnId = jwt({ alg: 'HS256', typ: 'JWT' }, { sub: "' OR 1=1 --", ver: 0, iat: now(), exp: now() + 60 }, hmac('sha256'));
    await t.http().get('/api/user').set('authorization', notAnId).expect(401);
  });
});

describe('sign-in throttling over time', () => {
  // A two-second window, so the test can see it end.
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT], configure: (config) => (config.rateLimits.login = { limit: 10, ttl: 2_000 }) });

  it('refuses the eleventh wrong password for one account, then lets the right one in once the window ends', async () => {
    const { user, password } = await createUser(t);
    const attempt = (guess: string) => t.http().post('/api/auth/login').send({ email: user.email, password: guess });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-guess')).status).toBe(400);
    const refused = await attempt('wrong-guess');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: ErrorMessage.tooManyRequests });
    // Even the right password waits out the window…
    expect((await attempt(password)).status).toBe(429);
    // …and works once it is over.
    await eventually(async () => expect((await attempt(password)).status).toBe(200), 10_000);
  });
});
