// Chat benchmark (not a test): N members connected at once, each sends one message; prints the time a
// message takes to reach the administrator and to come back to its sender, p50/p99.
// Needs a built shop (npm run build) and a PostgreSQL server (BENCH_DATABASE_SERVER, default the local one).
// Usage: node bench/chat.mjs [--members 1000]
import { createHmac, randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { dropDatabase, percentile, query, scratchDatabase, startShop, stop } from './lib.mjs';

const DATABASE = 'nidra_bench_chat';
const MEMBERS = Number(process.argv[process.argv.indexOf('--members') + 1]) || 1000;
const SECRET = `bench-${randomUUID()}`;

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The shop's own token format: HS256 over { sub, ver }, sent as "Bearer …". */
function token(userId) {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: userId, ver: 0, iat: now, exp: now + 3600 })}`;
  return `Bearer ${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

const connect = (url, auth) =>
  new Promise((done, fail) => {
    const socket = io(url, { path: '/socket.io', auth: { token: auth }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => done(socket));
    socket.once('connect_error', fail);
  });

/** Runs the chat benchmark; resolves with the figures it printed. */
export async function runChatBench() {
  const figures = {};
  const databaseUrl = await scratchDatabase(DATABASE);
  const { url, child: shop } = await startShop(databaseUrl, { JWT_SECRET: SECRET });
  try {
    const memberRows = await query(
      databaseUrl,
      `INSERT INTO users (id, email, first_name, last_name, role)
       SELECT gen_random_uuid(), 'bench-' || n || '@example.in', 'Member' || n, 'Bench', 'ROLE_MEMBER' FROM generate_series(1, $1) n
       RETURNING id`,
      [MEMBERS],
    );
    const [administrator] = await query(
      databaseUrl,
      `INSERT INTO users (id, email, first_name, last_name, role) VALUES (gen_random_uuid(), 'bench-admin@example.in', 'Admin', 'Bench', 'ROLE_ADMIN') RETURNING id`,
    );
    const ids = { members: memberRows.map((row) => row.id), admin: administrator.id };

    let started = Date.now();
    const admin = await connect(url, token(ids.admin));
    const members = [];
    for (let i = 0; i < ids.members.length; i += 50) {
      members.push(...(await Promise.all(ids.members.slice(i, i + 50).map((id) => connect(url, token(id))))));
    }
    console.log(`${members.length} members and 1 administrator connected in ${Date.now() - started} ms`);

    const sentAt = new Map();
    const toAdmin = [];
    const roundTrip = [];
    const allAtAdmin = new Promise((done) =>
      admin.on('message', (message) => {
        const at = sentAt.get(message.clientId);
        if (at) toAdmin.push(performance.now() - at);
        if (toAdmin.length === members.length) done();
      }),
    );
    const acks = [];
    started = Date.now();
    members.forEach((socket, i) => {
      const clientId = `m${i}`;
      const at = performance.now();
      sentAt.set(clientId, at);
      // The sender is not sent its own message back: its acknowledgement carries the stored message.
      acks.push(
        new Promise((done) =>
          socket.emit('onMessage', { body: `Question ${i} about mattresses`, clientId }, () => {
            roundTrip.push(performance.now() - at);
            done();
          }),
        ),
      );
    });
    await Promise.all([...acks, allAtAdmin]);
    const seconds = (Date.now() - started) / 1000;
    for (const [name, values] of [['member → administrator', toAdmin], ['member → stored and acknowledged', roundTrip]]) {
      const sorted = [...values].sort((a, b) => a - b);
      figures[name] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
      console.log(
        `${name}: ${sorted.length} messages, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
      );
    }
    console.log(`throughput: ${(members.length / seconds).toFixed(0)} messages/s (${members.length} sent at once)`);
    figures.burstPerSecond = members.length / seconds;
    figures.sockets = members.length;

    // One message at a time, with every socket still connected: the latency without a queue.
    const single = [];
    for (let i = 0; i < 100; i++) {
      const socket = members[i % members.length];
      const clientId = `s${i}`;
      const arrived = new Promise((done) => {
        const listener = (message) => {
          if (message.clientId !== clientId) return;
          admin.off('message', listener);
          done();
        };
        admin.on('message', listener);
      });
      const at = performance.now();
      socket.emit('onMessage', { body: `Follow-up ${i}`, clientId });
      await arrived;
      single.push(performance.now() - at);
    }
    single.sort((a, b) => a - b);
    figures.single = { p50: percentile(single, 50), p99: percentile(single, 99) };
    console.log(`one at a time, member → administrator: p50 ${percentile(single, 50).toFixed(1)} ms, p99 ${percentile(single, 99).toFixed(1)} ms`);
    // Let the server see everybody leave before it stops.
    let offline = 0;
    const allGone = new Promise((done) =>
      admin.on('updateUser', (user) => {
        if (!user.online && ++offline === members.length) done();
      }),
    );
    members.forEach((socket) => socket.close());
    await allGone;
    admin.close();
    return figures;
  } finally {
    await stop(shop);
    await dropDatabase(DATABASE);
  }
}

if (process.argv[1] === import.meta.filename) {
  runChatBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
