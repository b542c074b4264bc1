import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';

export const WORKSPACE = resolve(__dirname, '../../../..');
export const MAIN = resolve(WORKSPACE, 'dist/apps/api/main.js');

// Jest's global setup, which starts the shop, runs outside the module map that resolves the workspace's aliases.
export const { freePort }: typeof import('@nidra/shared/node') = require(join(WORKSPACE, 'libs/shared/node/src/index.ts'));

export interface RunningShop {
  url: string;
  /** The settings it was started with. */
  env: Record<string, string>;
  process: ChildProcess;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Runs the built shop (`node dist/apps/api/main.js`) and waits until /api/health answers 200. */
export async function startShop(env: Record<string, string>, cwd = WORKSPACE, timeoutMs = 60_000): Promise<RunningShop> {
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop did not become healthy in time:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    url,
    env,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}

/** A shop's settings without its courier, its port and its public address, for a second shop that ships by hand. */
export function withoutCourier(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^SHIPROCKET_|^PORT$|^PUBLIC_URL$/.test(name)));
}

/**
 * A second shop on the run's database with no courier connected (staff ship by hand there), stopped after
 * the enclosing describe; `url()` is its address once started.
 */
export function useShopWithoutCourier(): { url: () => string } {
  let shop: RunningShop | undefined;
  beforeAll(async () => {
    const env = process.env['SHOP_ENV_WITHOUT_COURIER'];
    if (!env) throw new Error('SHOP_ENV_WITHOUT_COURIER is not set: the global setup did not start the shop.');
    const port = await freePort();
    shop = await startShop({ ...(JSON.parse(env) as Record<string, string>), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
  });
  return {
    url: () => {
      if (!shop) throw new Error('The shop without a courier is used before its beforeAll hook ran.');
      return shop.url;
    },
  };
}
