import { randomUUID } from 'node:crypto';
import { ErrorMessage, ProductMessage } from '@nidra/shared/contracts';
import { InputShapeMessage, JwtAuthGuard } from '@nidra/api/core';
import { createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser } from '@nidra/api/identity/testing';
import { useTestApp } from './support/shop-app';

const LIMIT = 4;

/** A network of the documentation range of its own (limits count IPv6 addresses by /64), so counts never meet. */
const someAddress = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

// The product page and the search suggestions are answered for callers without a token before the
// framework's middleware, guards and pipes run; everything a response of the shop carries still applies.
describe('the product page and suggestions for shoppers not signed in', () => {
  const t = useTestApp({ env: { GLOBAL_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' } });

  afterEach(() => jest.restoreAllMocks());

  it('are answered without the route guards, carrying the security headers, request id and rate-limit count', async () => {
    const product = await createProduct(t, { name: 'Headers Ortho' });
    const guard = jest.spyOn(JwtAuthGuard.prototype, 'canActivate');
    const res = await t
      .http()
      .get(`/api/product/item/${product.slug}`)
      .set('x-forwarded-for', someAddress())
      .set('x-request-id', 'page-view-1')
      .expect(200);
    await t.http().get('/api/product/list/search/headers').set('x-forwarded-for', someAddress()).expect(200);
    expect(guard).not.toHaveBeenCalled();
    expect(res.body.product).toEqual(expect.objectContaining({ _id: product.id, name: 'Headers Ortho' }));
    expect(res.body.product.isLiked).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('page-view-1');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect([res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']]).toEqual([String(LIMIT), String(LIMIT - 1)]);
  });

  it('count against the limit of each address: past it, 429 with when to try again, and other addresses go on', async () => {
    const product = await createProduct(t, { name: 'Limited Ortho' });
    const address = someAddress();
    const page = (from: string) => t.http().get(`/api/product/item/${product.slug}`).set('x-forwarded-for', from);
    for (let i = 0; i < LIMIT; i++) await page(address).expect(200);
    const refused = await page(address).expect(429);
    expect(refused.body).toEqual({ error: ErrorMessage.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A token, even a bad one, takes the usual way, which counts on the same counter.
    await page(address).set('authorization', 'Bearer not-a-token').expect(429);
    await page(someAddress()).expect(200);
    // Each route has its own count, as on every other route.
    await t.http().get('/api/product/list/search/limited').set('x-forwarded-for', address).expect(200);
  });

  it('answer 404 with the usual error for a product that is hidden or missing', async () => {
    const hidden = await createProduct(t, { name: 'Hidden Ortho', isActive: false });
    for (const slug of [hidden.slug, `no-such-${randomUUID()}`]) {
      const res = await t.http().get(`/api/product/item/${slug}`).set('x-forwarded-for', someAddress()).expect(404);
      expect(res.body).toEqual({ error: ProductMessage.notFound });
    }
  });

  it('leave input the shop refuses to its usual checks', async () => {
    const res = await t.http().get('/api/product/item/ortho%00six').set('x-forwarded-for', someAddress()).expect(400);
    expect(res.body).toEqual({ error: InputShapeMessage.nulCharacter });
    const search = await t.http().get('/api/product/list/search/or%00').set('x-forwarded-for', someAddress()).expect(400);
    expect(search.body).toEqual({ error: InputShapeMessage.nulCharacter });
  });

  it('answer every role alike, each signed-in caller told whether they like the product', async () => {
    const product = await createProduct(t, { name: 'Everyone Ortho' });
    const hidden = await createProduct(t, { name: 'Everyone Hidden', isActive: false });
    const callers = await createOneOfEachRole(t);
    for (const [role, token] of [['anonymous', undefined], ...Object.entries(callers).map(([name, user]) => [name, user.token])] as const) {
      const get = (slug: string) => {
        const request = t.http().get(`/api/product/item/${slug}`).set('x-forwarded-for', someAddress());
        return token ? request.set('authorization', token) : request;
      };
      const res = await get(product.slug).expect(200);
      expect([role, res.body.product.name, res.body.product.isLiked]).toEqual([role, 'Everyone Ortho', token ? false : undefined]);
      // A hidden product is hidden from every role on the shop's pages.
      expect([role, (await get(hidden.slug).expect(404)).body]).toEqual([role, { error: ProductMessage.notFound }]);
    }
  });

  it('tell a signed-in shopper whether they like the product, and a bad token is served as to anyone', async () => {
    const product = await createProduct(t, { name: 'Liked Ortho' });
    const shopper = await createUser(t);
    await t.http().post('/api/wishlist').set('authorization', shopper.token).send({ product: product.id, isLiked: true }).expect(200);
    const page = (token: string) =>
      t.http().get(`/api/product/item/${product.slug}`).set('authorization', token).set('x-forwarded-for', someAddress()).expect(200);
    const guard = jest.spyOn(JwtAuthGuard.prototype, 'canActivate');
    expect((await page(shopper.token)).body.product.isLiked).toBe(true);
    expect(guard).toHaveBeenCalled();
    expect((await page('Bearer not-a-token')).body.product).toEqual(expect.objectContaining({ name: 'Liked Ortho' }));
  });
});

// The shop's list is answered the same way for callers without a token: its JSON body read and parsed as
// Fastify parses it, checked for shape, and validated by the app's own pipe against the route's DTO.
describe('the shop list for shoppers not signed in', () => {
  const t = useTestApp({ env: { GLOBAL_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' } });

  afterEach(() => jest.restoreAllMocks());

  const list = (body: unknown, from = someAddress()) => t.http().post('/api/product/list').set('x-forwarded-for', from).send(body as object);

  it('is answered without the route guards, with the products, the security headers, request id and rate-limit count', async () => {
    const name = `Early ${randomUUID().slice(0, 8)}`;
    const product = await createProduct(t, { name });
    const guard = jest.spyOn(JwtAuthGuard.prototype, 'canActivate');
    const res = await list({ name, category: 'all', brand: 'all', rating: 0, order: 0, pageNumber: 1 })
      .set('x-request-id', 'shop-view-1')
      .expect(200);
    expect(guard).not.toHaveBeenCalled();
    expect(res.body).toEqual({ products: [expect.objectContaining({ _id: product.id, name })], page: 1, pages: 1, totalProducts: 1 });
    expect(res.body.products[0].isLiked).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('shop-view-1');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect([res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']]).toEqual([String(LIMIT), String(LIMIT - 1)]);
  });

  it('refuses a malformed, empty or poisoned body as the app does, and a value its rules refuse, with the rule', async () => {
    const raw = (text: string) => t.http().post('/api/product/list').set('x-forwarded-for', someAddress()).set('content-type', 'application/json').send(text);
    for (const text of ['{"name":', '', '{"__proto__":{"admin":true}}']) {
      expect([text, (await raw(text).expect(400)).body]).toEqual([text, { error: ErrorMessage.malformedJson }]);
    }
    expect((await list({ pageNumber: 0 }).expect(400)).body).toEqual({ error: 'Page must be at least 1.' });
    expect((await list({ order: 7 }).expect(400)).body).toEqual({ error: 'Order must be 0, 1 or 2.' });
    expect((await list([{ pageNumber: 1 }]).expect(400)).body).toEqual({ error: ErrorMessage.bodyNotObject });
    expect((await list({ name: 'ortho\u0000' }).expect(400)).body).toEqual({ error: InputShapeMessage.nulCharacter });
    let deep: object = {};
    for (let i = 0; i < 40; i++) deep = { sortOrder: deep };
    expect((await list(deep).expect(400)).body).toEqual({ error: InputShapeMessage.tooDeep });
  });

  it('answers a body seen before as the first time, its unknown fields left out, and a refused one refused again', async () => {
    const name = `Again ${randomUUID().slice(0, 8)}`;
    await createProduct(t, { name });
    const body = { name, pageNumber: 1, somethingElse: 'ignored' };
    const first = await list(body).expect(200);
    const second = await list(body).expect(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.totalProducts).toBe(1);
    for (let i = 0; i < 2; i++) expect((await list({ name, pageNumber: 'two' }).expect(400)).body).toEqual({ error: 'Page must be a whole number.' });
  });

  it('leaves a body it does not read itself to the usual way: chunked JSON is listed, plain text refused', async () => {
    const name = `Chunked ${randomUUID().slice(0, 8)}`;
    const product = await createProduct(t, { name });
    const guard = jest.spyOn(JwtAuthGuard.prototype, 'canActivate');
    const text = JSON.stringify({ name, pageNumber: 1 });
    const chunked = await fetch(`${await t.url()}/api/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(200);
    expect(((await chunked.json()) as { products: Array<{ _id: string }> }).products.map((found) => found._id)).toEqual([product.id]);
    expect(guard).toHaveBeenCalled();
    const plain = await t.http().post('/api/product/list').set('x-forwarded-for', someAddress()).set('content-type', 'text/plain').send(text);
    expect([plain.status, plain.body]).toEqual([400, { error: ErrorMessage.bodyNotObject }]);
  });

  it('counts against the same limit as a request with a token: past it, 429', async () => {
    const address = someAddress();
    for (let i = 0; i < LIMIT; i++) await list({ pageNumber: 1 }, address).expect(200);
    expect((await list({ pageNumber: 1 }, address).expect(429)).body).toEqual({ error: ErrorMessage.tooManyRequests });
    await list({ pageNumber: 1 }, address).set('authorization', 'Bearer not-a-token').expect(429);
    await list({ pageNumber: 1 }).expect(200);
  });

  it('lists the same products for every role, each signed-in caller told whether they like them', async () => {
    const name = `Roles ${randomUUID().slice(0, 8)}`;
    const product = await createProduct(t, { name });
    await createProduct(t, { name: `${name} hidden`, isActive: false });
    const callers = await createOneOfEachRole(t);
    for (const [role, token] of [['anonymous', undefined], ...Object.entries(callers).map(([who, user]) => [who, user.token])] as const) {
      const request = list({ name, pageNumber: 1 });
      const res = await (token ? request.set('authorization', token) : request).expect(200);
      const seen = res.body.products.map((found: { _id: string; isLiked?: boolean }) => [found._id, found.isLiked]);
      expect([role, seen]).toEqual([role, [[product.id, token ? false : undefined]]]);
    }
  });
});
