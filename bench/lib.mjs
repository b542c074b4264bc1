// What the benchmarks share: starting the built shop on a database, waiting for it, loading it with
// autocannon, a seeded PRNG, small database helpers and number formatting.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { BUYER_PASSWORD, generate } from './generate.mjs';

export const ROOT = resolve(import.meta.dirname, '..');
export const MAIN = resolve(ROOT, 'dist/apps/api/main.js');
export const WEB = resolve(ROOT, 'dist/apps/web');
/** The PostgreSQL server the benchmarks make their scratch databases on. */
export const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CONNECTIONS = 32;

/**
 * How `npm start` runs the built server (package.json's start script): the environment it sets and node's
 * flags, so that the benchmarks measure the server as it is run, not a copy of its settings.
 */
function startCommand() {
  const script = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).scripts.start;
  const found = /((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/apps\/api\/main\.js/.exec(script);
  if (!found) throw new Error("package.json's start script does not run dist/apps/api/main.js with node");
  const words = (text) => text.split(' ').filter(Boolean);
  return { env: Object.fromEntries(words(found[1]).map((setting) => setting.split('='))), nodeArgs: words(found[2]) };
}

/** A small seeded PRNG (mulberry32), so every run sends the same varied requests. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = (rand, list) => list[Math.floor(rand() * list.length)];
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const sleep = (ms) => new Promise((wait) => setTimeout(wait, ms));

export const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

export async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the benchmark's server; resolves with its URL. */
export async function scratchDatabase(name) {
  await query(SERVER, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await query(SERVER, `CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.href;
}

export const dropDatabase = (name) => query(SERVER, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

export async function waitHealthy(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await sleep(100);
  }
}

/**
 * Starts the production build on a free port (production mode, no demo data, logs at warn, limits
 * raised so one address can load it); `extraEnv` adds to or overrides that.
 */
export async function startShop(databaseUrl, extraEnv = {}) {
  const port = extraEnv.PORT ?? (await freePort());
  // A working folder of its own: the emails it writes (no SMTP_URL) and its uploads go there, not into
  // the developer's .data, and are removed with it.
  const workDir = mkdtempSync(join(tmpdir(), 'nidra-bench-shop-'));
  // As `npm start` runs it; BENCH_NODE_ARGS replaces the flags, to compare others.
  const started = startCommand();
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? started.nodeArgs;
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ...started.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: `bench-${randomUUID()}-${randomUUID()}`,
      SEED_ADMIN_PASSWORD: `bench-${randomUUID()}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      GLOBAL_RATE_LIMIT: '100000000',
      LOGIN_RATE_LIMIT: '100000',
      // The traffic buys mattresses in numbers on cash on delivery.
      COD_LIMIT: '10000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // BENCH_SHOP_LOG=file keeps the shops' JSON logs; otherwise the log is read by whoever wants it
  // (LOG_LEVEL=debug) or drained, so the shop never blocks on a full pipe.
  if (process.env.BENCH_SHOP_LOG) child.stdout.pipe(createWriteStream(process.env.BENCH_SHOP_LOG, { flags: 'a' }));
  else if (extraEnv.LOG_LEVEL !== 'debug') child.stdout.resume();
  child.once('exit', () => rmSync(workDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child);
  return { url, child, port };
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** The kernel's clock ticks a second, the unit of /proc's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/** A process's CPU time so far, in ms (all its threads), and when it started; undefined for one that is gone. */
function processStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name (which may hold spaces): the state, then utime and stime as fields 12 and 13,
    // the start time as field 20.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND, started: fields[19] };
  } catch {
    return undefined;
  }
}

/** CPU time, in ms, that a process's threads have used so far, or 0 for one that is gone. */
const processCpuMs = (pid) => processStat(pid)?.cpuMs ?? 0;

/** Whether the benchmarks' PostgreSQL runs on this machine, where its processes' CPU can be read. */
const LOCAL_DATABASE = ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(SERVER).hostname);

/**
 * Each PostgreSQL process's CPU time when last read, by its id and start: a process that has ended since (a
 * connection closed, an autovacuum worker done) keeps what it had used, so that the sum never goes back.
 */
const postgresSeen = new Map();

/**
 * CPU time used so far, in ms: by the shop's process (all its threads: the server, the tax documents'
 * worker, the collector, the file pool), by this machine's PostgreSQL processes (null when the database
 * server is elsewhere), and by this process (the load generator). Two readings apart say what some work
 * cost the machine (PostgreSQL's: what its processes used, less what one that ended between the readings
 * used after the first).
 */
export function cpuNow(shopPid) {
  const own = process.cpuUsage();
  const reading = { api: processCpuMs(shopPid), postgres: null, client: (own.user + own.system) / 1000 };
  if (!LOCAL_DATABASE) return reading;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const found = processStat(entry);
      if (found) postgresSeen.set(`${entry}@${found.started}`, found.cpuMs);
    } catch {
      // The process ended meanwhile.
    }
  }
  reading.postgres = [...postgresSeen.values()].reduce((sum, ms) => sum + ms, 0);
  return reading;
}

export const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
};

/**
 * One autocannon run, after a warm-up of `warmup` seconds. `requests` is autocannon's: each connection
 * goes through them in turn, each built by its setupRequest after the one before was answered.
 */
export async function load(url, requests, { duration = 10, warmup = 3, connections = CONNECTIONS, overallRate } = {}) {
  const options = (seconds) => ({
    url,
    connections,
    duration: seconds,
    overallRate,
    requests: typeof requests === 'function' ? [{ setupRequest: requests }] : requests,
  });
  if (warmup > 0) await autocannon(options(warmup));
  const result = await autocannon(options(duration));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** Signs the generated buyers in (bench/generate.mjs gives them all one password); resolves with their tokens. */
export async function signInBuyers(shopUrl, count, password) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${shopUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `buyer${i + 1}@bench.nidra.test`, password }),
      });
      if (!res.ok) throw new Error(`Buyer ${i + 1} could not sign in: ${res.status} ${await res.text()}`);
      return (await res.json()).token;
    }),
  );
}

/** Builds the shop unless a build is there already. */
export function ensureBuilt() {
  if (existsSync(MAIN) && existsSync(resolve(WEB, 'index.html'))) return;
  console.log('Building the shop…');
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--outputStyle=static'], { cwd: ROOT, stdio: 'inherit' });
}

/** Migrates an empty database and fills it with the generated catalogue; resolves with the milliseconds the filling took. */
export async function fillCatalogue(databaseUrl, sizes) {
  execFileSync(process.execPath, [MAIN, 'migrate'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  const argon2 = createRequire(import.meta.url)('argon2');
  const hash = await argon2.hash(BUYER_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  return generate(databaseUrl, hash, sizes);
}
