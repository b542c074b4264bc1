import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { freePort } from '@nidra/shared/node';
import { eventually } from '@nidra/shared/testing';
import { ChatEvent, ErrorMessage, type ChatMessageDto } from '@nidra/shared/contracts';
import { connectChat, type ChatClient } from '@nidra/api/support/testing';
import { createOneOfEachRole } from '@nidra/api/identity/testing';
import { startServerProcess, stopServerProcess } from './support/server-process';
import { useTestApp, type TestApp } from './support/shop-app';

/** A Redis of this test's own, so it can be stopped without touching the other tests'. */
const startRedis = (port: number) =>
  startServerProcess(
    process.env['REDIS_SERVER_PATH'] ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    'Ready to accept connections',
  );
const stopRedis = (server: ChildProcess | undefined) => stopServerProcess(server, 'SIGKILL');

describe('Redis going away and coming back, under two instances', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(() => stopRedis(redis));

  const options = () => ({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  const first = useTestApp(options);
  const second = useTestApp(options);
  const open: ChatClient[] = [];
  afterAll(() => open.splice(0).forEach((client) => client.close()));

  const connect = async (app: TestApp, token: string) => {
    const client = await connectChat(await app.url(), token);
    open.push(client);
    return client;
  };
  /** Sends from one client until the other receives (the instances may still be finding Redis). */
  const deliver = async (from: ChatClient, to: ChatClient, extra: object = {}) => {
    await eventually(async () => {
      const body = `ping ${randomUUID().slice(0, 8)}`;
      await from.send(ChatEvent.onMessage, { body, ...extra });
      await to.next<ChatMessageDto>(ChatEvent.message, (m) => m.body === body, 1_000);
    }, 20_000);
  };

  it('keeps serving while Redis is down (limits and chat per instance) and joins the instances again after', async () => {
    await first.reset();
    const { member, admin } = await createOneOfEachRole(first);
    const shopper = await connect(first, member.token);
    const across = await connect(second, admin.token);
    await deliver(shopper, across);

    await stopRedis(redis);

    // Pages, sign-ins and their limits go on, without waiting for Redis.
    for (const app of [first, second]) {
      const started = Date.now();
      await app.http().post('/api/product/list').send({}).expect(200);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    const email = `target-${randomUUID()}@example.in`;
    for (let i = 0; i < first.config.rateLimits.login.limit; i++) {
      expect((await first.http().post('/api/auth/login').send({ email, password: 'guess123' })).status).toBe(400);
    }
    const blocked = await first.http().post('/api/auth/login').send({ email, password: 'guess123' });
    expect([blocked.status, blocked.body]).toEqual([429, { error: ErrorMessage.tooManyRequests }]);
    await first.http().post('/api/auth/login').send({ email: member.user.email, password: member.password }).expect(200);

    // The chat carries on within an instance.
    const here = await connect(first, admin.token);
    await deliver(shopper, here);
    await deliver(here, shopper, { _id: member.user.id });

    redis = await startRedis(port);

    // Once Redis is back, a member on one instance reaches an administrator on the other again.
    await deliver(shopper, across);
  }, 90_000);
});
