import { Client } from 'pg';

/**
 * The PostgreSQL server tests run against: TEST_DATABASE_URL, or the local server on 5432.
 * Each Jest worker gets its own database, cloned from a migrated template.
 */
export const SERVER_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE = 'nidra_test_template';
export const PREFIX = 'nidra_test_';

export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

