import { randomUUID } from 'node:crypto';
import { Role } from '@nidra/shared/contracts';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { startShiprocketStandIn, type ShiprocketStandIn } from '@nidra/shared/testing';
import { hostileRequests, operationsOf, type HostileRequest, type OpenApiOperation } from './support/hostile-input';
import { useTestApp, type ShopAppOptions } from './support/shop-app';
import { COURIER_WEBHOOK_TOKEN, FIELD_VALUES, fieldPaths, SHOP_ADDRESS, withField, writeRoutes, type ValidRequest } from './support/write-routes';

/** A stack frame, or a database driver's words, in an answer. */
const LEAKS = /\bat .+:\d+:\d+\)?|node_modules|QueryFailed|DriverException|syntax error at or near|violates .* constraint|relation ".*" does not exist/i;
/** The validator's own words, which name a property instead of the field a person filled in. */
const VALIDATOR_WORDS = /nested property|each value in|must be either object or array|should not be empty|conforming to the specified constraints|^[a-z]\w* must be /;
/** Limits far above what the walks send, so every answer is the route's own and not a 429. */
const NO_LIMITS = { GLOBAL_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' };

/**
 * The shop with a courier (the Shiprocket stand-in, started before the app and closed after it), so the
 * shipping routes run as a shop that ships with one does.
 */
function withCourier(): () => ShopAppOptions {
  let courier: ShiprocketStandIn;
  beforeAll(async () => {
    courier = await startShiprocketStandIn({ email: 'ops@nidra.test', password: 'courier-pass' });
  });
  afterAll(() => courier.close());
  return () => ({ env: { ...NO_LIMITS, ...courier.env, SHIPROCKET_WEBHOOK_TOKEN: COURIER_WEBHOOK_TOKEN, SHOP_ADDRESS } });
}

/** Whether an answer is a refusal in words or a success, never a server error or its internals; what is wrong if not. */
function problemOf(response: { status: number; text?: string; body?: { error?: unknown } }): string | undefined {
  const text = response.text ?? '';
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (response.status >= 400 && !(typeof response.body?.error === 'string' && response.body.error.length > 0)) return `${response.status} without { error }: ${text.slice(0, 200)}`;
  if (LEAKS.test(text)) return `leaks internals: ${text.slice(0, 200)}`;
  return undefined;
}

describe('hostile input to every operation of the OpenAPI document', () => {
  const t = useTestApp(withCourier());

  /** The statement that sums every table up: the tables are listed once, the sums taken after each request. */
  let summing: string | undefined;
  /** Row counts and a checksum of every table, in one statement. */
  async function snapshot(): Promise<string> {
    const connection = t.orm.em.getConnection();
    if (!summing) {
      const tables = await connection.execute<Array<{ tablename: string }>>(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'mikro_orm_migrations' ORDER BY tablename`,
      );
      summing = tables
        .map(
          ({ tablename }) =>
            `SELECT '${tablename}' AS name, count(*) AS rows, coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS sum FROM "${tablename}" x`,
        )
        .join(' UNION ALL ');
    }
    const rows = await connection.execute<Array<{ name: string; rows: string; sum: string }>>(summing);
    return rows.map((row) => `${row.name}:${row.rows}:${row.sum}`).join('\n');
  }

  it('answers 4xx with { error } (or 2xx), never a 5xx or a stack trace, and a refusal changes nothing', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    const operations: OpenApiOperation[] = operationsOf(document);
    expect(operations.length).toBeGreaterThan(60);

    const member = await createUser(t, { role: Role.Member });
    const admin = await createUser(t, { role: Role.Admin });
    const callers: Array<[string, string | undefined]> = [
      ['anonymous', undefined],
      ['member', member.token],
      ['administrator', admin.token],
    ];

    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const requests = hostileRequests(operation, document.components.schemas);
      const writes = operation.method !== 'get';
      for (const [who, token] of callers) {
        let before = writes ? await snapshot() : '';
        for (const request of requests) {
          const response = await send(operation.method, request, token);
          sent += 1;
          const where = `${operation.method.toUpperCase()} ${operation.path} as ${who}, ${request.label}`;
          const problem = problemOf(response);
          if (problem) failures.push(`${where}: ${problem}`);
          if (!writes) continue;
          const after = await snapshot();
          if (response.status >= 400 && after !== before) failures.push(`${where}: refused with ${response.status} but changed the database`);
          before = after;
        }
      }
    }

    // Nothing sent reached the objects every request shares.
    const probe: Record<string, unknown> = {};
    expect([probe['isAdmin'], probe['polluted'], probe['role']]).toEqual([undefined, undefined, undefined]);
    expect(sent).toBeGreaterThan(5_000);
    expect(failures).toEqual([]);
  }, 600_000);

  function send(method: string, request: HostileRequest, token?: string) {
    let call = t.http()[method as 'get' | 'post' | 'put' | 'delete'](request.path);
    if (token) call = call.set('authorization', token);
    if (request.body !== undefined) {
      call = call.set('content-type', request.contentType ?? 'application/json').send(request.body);
    }
    return call;
  }
});

describe('each field of a body a write route accepts, made bad alone', () => {
  const t = useTestApp(withCourier());

  // Every other field stays good, so the bad one reaches its check, or the write when it has none: an
  // overlong text for a short column, a null for one that cannot hold it.
  it('answers 2xx, or 4xx with { error } in words naming the field, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of writeRoutes(t)) {
      const sample = await route.request();
      const accepted = await send(sample, sample.body);
      if (accepted.status >= 300) failures.push(`${route.name} as given: ${accepted.status} ${accepted.text.slice(0, 200)}`);
      for (const path of fieldPaths(sample.body)) {
        for (const [label, value] of FIELD_VALUES) {
          const request = await route.request();
          const response = await send(request, withField(request.body, path, value));
          const where = `${route.name}, ${path.join('.')} ${label}`;
          const error: unknown = response.body?.error;
          if (response.status >= 500) failures.push(`${where}: ${response.status} ${response.text.slice(0, 200)}`);
          else if (response.status >= 400 && !(typeof error === 'string' && error.length > 0)) failures.push(`${where}: ${response.status} without { error }`);
          else if (typeof error === 'string' && VALIDATOR_WORDS.test(error)) failures.push(`${where}: ${response.status} "${error}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  function send(request: ValidRequest, body: object) {
    const call = t.http()[request.method](request.path).set(request.headers ?? {});
    return (request.token ? call.set('authorization', request.token) : call).send(body);
  }
});

describe('hostile input to the shipping routes, on a real order, shipment and return', () => {
  const t = useTestApp(withCourier());
  const parcel = { weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 };
  const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
  /** The shipping routes, each with the kind of id its path takes. */
  const ROUTES: Array<[method: string, path: string, id: 'order' | 'shipment' | 'return' | null]> = [
    ['post', '/api/order/{id}/shipments', 'order'],
    ['get', '/api/order/{id}/shipments', 'order'],
    ['get', '/api/order/{id}/packages', 'order'],
    ['get', '/api/shipment/{id}/label', 'shipment'],
    ['post', '/api/shipment/{id}/cancel', 'shipment'],
    ['post', '/api/shipping/webhook', null],
    ['post', '/api/return/{id}/pickup', 'return'],
    ['get', '/api/order/sold', null],
  ];
  const NAMES_NOTHING = '00000000-0000-4000-8000-000000000000';

  it('answers 4xx with { error } (or 2xx) to every caller, never a 5xx or a stack trace', async () => {
    const call = (who: UserFixture, method: 'post' | 'put', path: string, body: object) => t.http()[method](path).set('authorization', who.token).send(body);
    const admin = await createUser(t, { role: Role.Admin });
    const buyer = await createUser(t);
    const merchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const brand = await createBrand(t, { merchantId: merchant.user.merchantId });
    const products = await Promise.all([0, 1].map((n) => createProduct(t, { name: `Cloud Pillow ${n}`, pricePaise: 100_000, quantity: 100, brand })));
    const cart = await call(buyer, 'post', '/api/cart/add', { products: products.map((product) => ({ product: product.id, quantity: 1 })) });
    const order = (await call(buyer, 'post', '/api/order/add', { cartId: cart.body.cartId, address: home })).body.order;
    const [first, second] = order.products.map((item: { _id: string }) => item._id);
    const shipment = (await call(merchant, 'post', `/api/order/${order._id}/shipments`, { items: [first], package: parcel })).body.shipment;
    await call(admin, 'put', `/api/order/status/item/${second}`, { orderId: order._id, status: 'Delivered' }).expect(200);
    const bank = { accountName: 'Asha Rao', accountNumber: '001234567890', ifsc: 'SBIN0001234' };
    const asked = (await call(buyer, 'post', '/api/return', { orderId: order._id, itemId: second, reason: 'other', note: 'Too soft.', bank })).body.return;
    const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await call(admin, 'put', `/api/return/${asked._id}`, { status: 'Approved', pickupDate }).expect(200);
    const ids = { order: order._id as string, shipment: shipment._id as string, return: asked._id as string };

    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    const operations = operationsOf(document);
    const callers: Array<[string, Record<string, string>]> = [
      ['anonymous', {}],
      ['the buyer', { authorization: buyer.token }],
      ['the merchant', { authorization: merchant.token }],
      ['another merchant', { authorization: otherMerchant.token }],
      ['an administrator', { authorization: admin.token }],
      ['the courier', { 'x-api-key': COURIER_WEBHOOK_TOKEN }],
    ];
    const failures: string[] = [];
    for (const [method, path, id] of ROUTES) {
      const operation = operations.find((each) => each.method === method && each.path === path);
      expect([method, path, operation !== undefined]).toEqual([method, path, true]);
      // Bad bodies and queries reach the real order, shipment or return; bad ids stay in the path.
      const requests = hostileRequests(operation as OpenApiOperation, document.components.schemas).map((request) =>
        id && !request.label.startsWith('path:') ? { ...request, path: request.path.replace(NAMES_NOTHING, ids[id]) } : request,
      );
      for (const [who, headers] of callers) {
        for (const request of requests) {
          let sent = t.http()[method as 'get' | 'post'](request.path).set(headers);
          if (request.body !== undefined) sent = sent.set('content-type', request.contentType ?? 'application/json').send(request.body);
          const problem = problemOf(await sent);
          if (problem) failures.push(`${method.toUpperCase()} ${path} as ${who}, ${request.label}: ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
