import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { AuthMessage, ErrorMessage } from '@nidra/shared/contracts';
import { createUser } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from './support/shop-app';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const SPRAY_LIMIT = 3;

/** An address of the documentation range of its own for each test, so counts in a shared Redis never meet. */
const someAddress = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

const signIn = (t: TestApp, email: string, password: string, from?: string) => {
  const req = t.http().post('/api/auth/login');
  if (from) void req.set('X-Forwarded-For', from);
  return req.send({ email, password });
};

describe('password spraying: failed sign-ins per address across accounts', () => {
  const t = useTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT: String(SPRAY_LIMIT), TRUST_PROXY: '1' } });

  it('holds off an address that failed against several accounts, even for a right password, but not other addresses', async () => {
    const address = someAddress();
    const owner = await createUser(t, { email: `owner-${randomUUID()}@example.in` });
    for (let i = 0; i < SPRAY_LIMIT; i++) {
      const res = await signIn(t, `person-${i}-${randomUUID()}@example.in`, 'Summer2026!', address).expect(400);
      expect(res.body).toEqual({ error: AuthMessage.wrongCredentials });
    }
    const held = await signIn(t, owner.user.email, owner.password, address).expect(429);
    expect(held.body).toEqual({ error: ErrorMessage.tooManyRequests });
    // Behind the trusted proxy, another client's address is its own.
    await signIn(t, owner.user.email, owner.password, someAddress()).expect(200);
  });

  it('does not count sign-ins that succeed', async () => {
    const address = someAddress();
    const owner = await createUser(t, { email: `ok-${randomUUID()}@example.in` });
    for (let i = 0; i < SPRAY_LIMIT + 2; i++) await signIn(t, owner.user.email, owner.password, address).expect(200);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  const t = useTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT: String(SPRAY_LIMIT) } });

  it('is not believed: a client cannot dodge the limit by naming another address', async () => {
    for (let i = 0; i < SPRAY_LIMIT; i++) {
      await signIn(t, `spray-${i}-${randomUUID()}@example.in`, 'Summer2026!', someAddress()).expect(400);
    }
    await signIn(t, `spray-last-${randomUUID()}@example.in`, 'Summer2026!', someAddress()).expect(429);
  });
});

describe('failed sign-ins on two instances sharing Redis', () => {
  const env = { REDIS_URL, LOGIN_ADDRESS_RATE_LIMIT: String(SPRAY_LIMIT), TRUST_PROXY: '1' };
  const first = useTestApp({ env });
  const second = useTestApp({ env });

  it('are counted together, so spreading them over instances does not help', async () => {
    const address = someAddress();
    for (let i = 0; i < SPRAY_LIMIT; i++) {
      await signIn(i % 2 ? second : first, `shared-${i}-${randomUUID()}@example.in`, 'Summer2026!', address).expect(400);
    }
    await signIn(first, `shared-x-${randomUUID()}@example.in`, 'Summer2026!', address).expect(429);
    await signIn(second, `shared-y-${randomUUID()}@example.in`, 'Summer2026!', address).expect(429);
  });
});

/** A raw request, so the path and headers go out exactly as written. */
function raw(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { headers, insecureHTTPParser: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('refusals made before any route runs', () => {
  const t = useTestApp();

  it('answer { error } alone: a malformed percent-encoding, a path part too long, headers too large', async () => {
    const url = await t.url();
    expect(await raw(url, '/api/product/%zz')).toEqual({ status: 400, body: { error: ErrorMessage.badUrl } });
    expect(await raw(url, `/api/product/item/${'a'.repeat(5_000)}`)).toEqual({ status: 414, body: { error: ErrorMessage.urlTooLong } });
    expect(await raw(url, '/api/health', { 'x-filler': 'a'.repeat(20_000) })).toEqual({
      status: 431,
      body: { error: ErrorMessage.headersTooLarge },
    });
  });
});

describe('deployment settings', () => {
  describe('in development, over http', () => {
    const t = useTestApp({ env: { PUBLIC_URL: 'http://shop.test:8080' } });

    it('serves the API documentation, sends no HSTS, and lets the page connect only to its own origin', async () => {
      await t.http().get('/api/docs-json').expect(200);
      const res = await t.http().get('/api/health').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const connect = /connect-src ([^;]*)/.exec(res.headers['content-security-policy'])?.[1];
      expect(connect).toBe("'self' ws://shop.test:8080");
    });
  });

  describe('with DOCS_PUBLIC=false and an https address', () => {
    const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.in', DOCS_PUBLIC: 'false' } });

    it('hides the documentation and sends HSTS, with the socket on wss', async () => {
      expect((await t.http().get('/api/docs-json').expect(404)).body).toEqual({ error: ErrorMessage.routeNotFound });
      await t.http().get('/api/docs').expect(404);
      const res = await t.http().get('/api/health').expect(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' wss://shop.example.in");
    });
  });
});
