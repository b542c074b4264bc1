// Chat benchmark (not a test): N members connected at once, each sends one message; prints the time a
// message takes to reach the administrator and to come back to its sender, p50/p99. The first burst meets
// a server that has not run the message path yet (its code is compiled during the burst); a second burst,
// a second later, meets it warm, as a shop that has been running does. The same two bursts are then sent
// to bench/chat-floor.mjs, socket.io alone passing the messages on: what the burst costs the transport on
// this machine, the floor under the shop's figure.
// Needs a built shop (npm run build) and a PostgreSQL server (BENCH_DATABASE_SERVER, default the local one).
// Usage: node bench/chat.mjs [--members 1000]
import { fork } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { io } from 'socket.io-client';
import { dropDatabase, freePort, percentile, query, scratchDatabase, sleep, startShop, stop } from './lib.mjs';

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
    const socket = io(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => done(socket));
    socket.once('connect_error', fail);
  });

/** Connects the administrator and then the members, fifty at a time. */
async function connectAll(url, adminAuth, memberAuths) {
  const admin = await connect(url, adminAuth);
  const members = [];
  for (let i = 0; i < memberAuths.length; i += 50) {
    members.push(...(await Promise.all(memberAuths.slice(i, i + 50).map((auth) => connect(url, auth)))));
  }
  return { admin, members };
}

/**
 * Every member sends one message at once. Answers the times each took to reach the administrator and to be
 * acknowledged to its sender (the sender is not sent its own message back: the acknowledgement carries it).
 */
async function burst(admin, members) {
  const sentAt = new Map();
  const toAdmin = [];
  const roundTrip = [];
  let listener;
  const allAtAdmin = new Promise((done) => {
    listener = (message) => {
      const at = sentAt.get(message.clientId);
      if (at) toAdmin.push(performance.now() - at);
      if (toAdmin.length === members.length) done();
    };
    admin.on('message', listener);
  });
  const acks = [];
  const started = Date.now();
  members.forEach((socket, i) => {
    const clientId = `m${i}`;
    const at = performance.now();
    sentAt.set(clientId, at);
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
  admin.off('message', listener);
  const seconds = (Date.now() - started) / 1000;
  const figures = { perSecond: members.length / seconds };
  for (const [name, values] of [['toAdmin', toAdmin], ['roundTrip', roundTrip]]) {
    const sorted = [...values].sort((a, b) => a - b);
    figures[name] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1), count: sorted.length };
  }
  return figures;
}

const line = (name, { count, p50, p99, max }) => `${name}: ${count} messages, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`;

/** The same bursts, cold and warm, against socket.io alone (bench/chat-floor.mjs, a process of its own). */
async function floorBurst(count) {
  const port = await freePort();
  const floor = fork(resolve(import.meta.dirname, 'chat-floor.mjs'), [String(port)], { stdio: 'inherit' });
  try {
    await once(floor, 'message');
    const { admin, members } = await connectAll(`http://127.0.0.1:${port}`, { admin: true }, Array.from({ length: count }, () => ({})));
    const cold = await burst(admin, members);
    await sleep(1000);
    const warm = await burst(admin, members);
    [admin, ...members].forEach((socket) => socket.close());
    return { cold, warm };
  } finally {
    floor.kill();
  }
}

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

    const started = Date.now();
    const { admin, members } = await connectAll(url, { token: token(ids.admin) }, ids.members.map((id) => ({ token: token(id) })));
    console.log(`${members.length} members and 1 administrator connected in ${Date.now() - started} ms`);

    const sent = await burst(admin, members);
    console.log(line('member → administrator', sent.toAdmin));
    console.log(line('member → stored and acknowledged', sent.roundTrip));
    console.log(`throughput: ${sent.perSecond.toFixed(0)} messages/s (${members.length} sent at once)`);
    figures['member → administrator'] = sent.toAdmin;
    figures['member → stored and acknowledged'] = sent.roundTrip;
    figures.burstPerSecond = sent.perSecond;
    figures.sockets = members.length;

    await sleep(1000);
    const again = await burst(admin, members);
    console.log(line('once warm, member → administrator', again.toAdmin));
    figures.warm = again.toAdmin;

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
  } finally {
    await stop(shop);
    await dropDatabase(DATABASE);
  }
  const floor = await floorBurst(MEMBERS);
  figures.floor = floor.cold.toAdmin;
  figures.floorWarm = floor.warm.toAdmin;
  console.log(line('socket.io alone (the floor), member → administrator', floor.cold.toAdmin));
  console.log(line('socket.io alone once warm, member → administrator', floor.warm.toAdmin));
  return figures;
}

if (process.argv[1] === import.meta.filename) {
  runChatBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
