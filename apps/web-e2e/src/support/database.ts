import { Client } from 'pg';

const SERVER_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database on the test server; the shop migrates and seeds it at start. */
export async function freshDatabase(name: string): Promise<string> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database the run made. */
export async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Runs SQL against the shop under test's database (to set up what no screen can yet). */
export async function onShopDatabase(sql: string, params: unknown[] = []): Promise<void> {
  const url = process.env['SHOP_DATABASE_URL'];
  if (!url) throw new Error('SHOP_DATABASE_URL is not set: the global setup did not start the shop.');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
