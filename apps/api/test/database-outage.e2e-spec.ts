import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@nidra/shared/testing';
import { freePort } from '@nidra/shared/node';
import { ChatEvent, ChatText, ErrorMessage, type ChatAck } from '@nidra/shared/contracts';
import { connectChat } from '@nidra/api/support/testing';
import { migrateShop } from '../src/app/shop';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser } from '@nidra/api/identity/testing';
import { startServerProcess, stopServerProcess } from './support/server-process';
import { startTestApp, type TestApp } from './support/shop-app';

/** A request answered within this is not hanging: the pool gives up on a connection after 5 s. */
const PROMPT_MS = 8_000;

/** Starts (or starts again) the test's own PostgreSQL; resolves once it accepts connections. */
const startPostgres = (dataDir: string, port: number) =>
  startServerProcess(process.execPath, [join(__dirname, 'support/own-postgres.mjs'), dataDir, String(port)], 'ready');

describe('the database going away and coming back', () => {
  // A PostgreSQL of this test's own, so it can be stopped without touching the other tests'.
  const dataDir = mkdtempSync(join(tmpdir(), 'nidra-outage-'));
  // Run as root, the server drops to a user of its own, which must reach its folder.
  chmodSync(dataDir, 0o755);
  let database: ChildProcess | undefined;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    database = await startPostgres(join(dataDir, 'postgres'), port);
    const url = `postgres://nidra:nidra@127.0.0.1:${port}/nidra`;
    await migrateShop(url);
    t = await startTestApp({ keepData: true, configure: (config) => (config.databaseUrl = url) });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await stopServerProcess(database);
  });

  const timed = async <T>(request: () => Promise<T>) => {
    const started = Date.now();
    const result = await request();
    return { result, ms: Date.now() - started };
  };

  it('answers 503 promptly while it is down, recovers by itself, and loses no acknowledged order', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t, { name: 'Ortho 6', quantity: 10 });
    const placeOne = async () => {
      const cart = await t
        .http()
        .post('/api/cart/add')
        .set('authorization', buyer.token)
        .send({ products: [{ product: product.id, quantity: 1, size: '6x3' }] });
      if (cart.status !== 201) return cart;
      return t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId });
    };
    // Chat members connected while the database is there (the handshake reads their accounts).
    const members = await Promise.all([1, 2, 3].map(() => createUser(t)));
    const chats = await Promise.all(members.map(async (member) => connectChat(await t.url(), member.token)));
    const write = (body: string) =>
      timed(() => Promise.all(chats.map((chat) => chat.socket.timeout(PROMPT_MS).emitWithAck(ChatEvent.onMessage, { body }) as Promise<ChatAck>)));
    const acknowledged: string[] = [];
    const before = await placeOne();
    expect(before.status).toBe(201);
    acknowledged.push(before.body.order._id);

    await stopServerProcess(database);

    const health = await timed(() => t.http().get('/api/health'));
    expect([health.result.status, health.result.body.status]).toEqual([503, 'unavailable']);
    expect(health.ms).toBeLessThan(PROMPT_MS);
    const list = await timed(() => t.http().post('/api/product/list').send({}));
    expect([list.result.status, list.result.body]).toEqual([503, { error: ErrorMessage.unavailable }]);
    expect(list.ms).toBeLessThan(PROMPT_MS);
    // The product page, answered ahead of the framework for anyone not signed in, is refused alike.
    const page = await timed(() => t.http().get(`/api/product/item/${product.slug}`));
    expect([page.result.status, page.result.body]).toEqual([503, { error: ErrorMessage.unavailable }]);
    expect(page.ms).toBeLessThan(PROMPT_MS);
    const order = await timed(placeOne);
    expect([order.result.status, order.result.body]).toEqual([503, { error: ErrorMessage.unavailable }]);
    expect(order.ms).toBeLessThan(PROMPT_MS);
    // A signed-in request is refused the same way, not as a bad token.
    const profile = await t.http().get('/api/user').set('authorization', buyer.token);
    expect(profile.status).toBe(503);
    // Chat messages sent together are each refused, promptly and in plain words.
    const refused = await write('Is anyone there?');
    expect(refused.result).toEqual(chats.map(() => ({ ok: false, error: ChatText.notSent })));
    expect(refused.ms).toBeLessThan(PROMPT_MS);

    database = await startPostgres(join(dataDir, 'postgres'), port);

    // No restart of the shop: it finds the database again by itself.
    await eventually(async () => expect((await t.http().get('/api/health')).status).toBe(200), 30_000);
    await eventually(async () => expect((await t.http().post('/api/product/list').send({})).status).toBe(200), 30_000);
    await eventually(async () => expect((await t.http().get(`/api/product/item/${product.slug}`)).body.product?.name).toBe('Ortho 6'), 30_000);
    const after = await placeOne();
    expect(after.status).toBe(201);
    const sent = await write('Hello again');
    expect(sent.result.map((ack) => ack.message?.body)).toEqual(chats.map(() => 'Hello again'));
    chats.forEach((chat) => chat.close());
    acknowledged.push(after.body.order._id);

    const stored = await t.orm.em.getConnection().execute<Array<{ id: string }>>('SELECT id FROM orders ORDER BY created');
    expect(stored.map((row) => row.id)).toEqual(acknowledged);
    const [{ quantity }] = await t.orm.em.getConnection().execute<Array<{ quantity: number }>>('SELECT quantity FROM products WHERE id = ?', [product.id]);
    expect(quantity).toBe(8);
  }, 120_000);
});
