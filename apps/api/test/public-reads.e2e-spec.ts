import { randomUUID } from 'node:crypto';
import { ErrorMessage, ProductMessage } from '@nidra/shared/contracts';
import { once } from 'node:events';
import { connect } from 'node:net';
import { ValidationPipe } from '@nestjs/common';
import { AllExceptionsFilter, InputShapeMessage, JwtAuthGuard, toErrorReply } from '@nidra/api/core';
import { eventually } from '@nidra/shared/testing';
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

  it('refuses a malformed, empty, poisoned or misshapen body, or a value its rules refuse, as the usual way does', async () => {
    const send = (text: string, token?: string) => {
      const request = t.http().post('/api/product/list').set('x-forwarded-for', someAddress()).set('content-type', 'application/json');
      return (token ? request.set('authorization', token) : request).send(text);
    };
    let deep: object = {};
    for (let i = 0; i < 40; i++) deep = { sortOrder: deep };
    const refused: Array<[string, string]> = [
      ['{"name":', ErrorMessage.malformedJson],
      ['', ErrorMessage.malformedJson],
      ['{"__proto__":{"admin":true}}', ErrorMessage.malformedJson],
      ['[{"pageNumber":1}]', ErrorMessage.bodyNotObject],
      ['{"pageNumber":0}', 'Page must be at least 1.'],
      ['{"order":7}', 'Order must be 0, 1 or 2.'],
      ['{"name":"ortho\\u0000"}', InputShapeMessage.nulCharacter],
      [JSON.stringify(deep), InputShapeMessage.tooDeep],
    ];
    const guard = jest.spyOn(JwtAuthGuard.prototype, 'canActivate');
    for (const [text, error] of refused) {
      const early = await send(text);
      expect([text, early.status, early.body]).toEqual([text, 400, { error }]);
    }
    expect(guard).not.toHaveBeenCalled();
    // The usual way (any token, even a bad one, goes through Nest) refuses each with the same words.
    for (const [text, error] of refused) {
      const usual = await send(text, 'Bearer not-a-token');
      expect([text, usual.status, usual.body]).toEqual([text, 400, { error }]);
    }
  });

  it('validates a body seen before only once, and answers it as the first time; a refused one is checked again', async () => {
    const name = `Again ${randomUUID().slice(0, 8)}`;
    await createProduct(t, { name });
    const body = { name, pageNumber: 1, somethingElse: 'ignored' };
    const validation = jest.spyOn(ValidationPipe.prototype, 'transform');
    const first = await list(body).expect(200);
    const second = await list(body).expect(200);
    expect(validation).toHaveBeenCalledTimes(1);
    expect(second.body).toEqual(first.body);
    expect(first.body.totalProducts).toBe(1);
    for (let i = 0; i < 2; i++) expect((await list({ name, pageNumber: 'two' }).expect(400)).body).toEqual({ error: 'Page must be a whole number.' });
    expect(validation).toHaveBeenCalledTimes(3);
  });

  it('takes a body cut short for the caller going away, not for the database', async () => {
    const caught = jest.spyOn(AllExceptionsFilter.prototype, 'catch');
    const { hostname, port } = new URL(await t.url());
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    const arrived = once(t.app.getHttpServer(), 'request');
    socket.write('POST /api/product/list HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"pageNu');
    await arrived;
    socket.destroy();
    await eventually(() => expect(caught).toHaveBeenCalled());
    expect(toErrorReply(caught.mock.calls[0]?.[0]).status).toBe(400);
    // The shop goes on answering.
    await list({ pageNumber: 1 }).expect(200);
  });

  it('still answers, with the usual 500, when answering an error fails itself', async () => {
    jest.spyOn(AllExceptionsFilter.prototype, 'catch').mockImplementationOnce(() => {
      throw new Error('The filter broke');
    });
    const res = await list({ pageNumber: 0 }).expect(500);
    expect(res.body).toEqual({ error: ErrorMessage.unexpected });
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
