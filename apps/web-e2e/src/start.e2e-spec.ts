import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN, startShop } from './support/shop-server';

describe('starting and stopping the shop', () => {
  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://shop@db/nidra' }, /^DATABASE_URL must start with postgres:/],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1:1/x' }, /^JWT_SECRET is required/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('runs on its own embedded PostgreSQL without DATABASE_URL and stops cleanly on SIGTERM', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nidra-start-'));
    // As root the database runs as the postgres user, who must be able to reach the data folder.
    chmodSync(home, 0o755);
    const shop = await startShop({}, home, 120_000);
    const admin = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@nidra.local', password: 'nidra-admin' }),
    });
    expect(admin.status).toBe(200);
    const page = await fetch(`${shop.url}/`);
    // The home page comes rendered in the HTML.
    expect(await page.text()).toContain('<h1 class="hero__title">Better Sleep, Better Living</h1>');
    expect(existsSync(join(home, '.data/postgres/postmaster.pid'))).toBe(true);

    expect(await shop.stop()).toBe(0);
    expect(shop.output()).toContain('PostgreSQL stopped');
    expect(existsSync(join(home, '.data/postgres/postmaster.pid'))).toBe(false);
  });
});
