import { Client } from 'pg';

/**
 * The PostgreSQL server tests run against: TEST_DATABASE_URL, or the local server on 5432.
 * Each Jest worker gets its own database, cloned from a migrated template.
 */
export const SERVER_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The names of one test run's databases start with its own prefix (its Jest config's global
 * `testDatabasePrefix`: the project and the run's process id), so runs side by side never drop each other's.
 */
export function testDatabasePrefix(globals: Record<string, unknown> = globalThis as Record<string, unknown>): string {
  const prefix = globals['testDatabasePrefix'];
  if (typeof prefix !== 'string' || !/^nidra_test_[a-z]+_r\d+_$/.test(prefix)) {
    throw new Error('The Jest config must set globals.testDatabasePrefix, like "nidra_test_ordering_r4242_".');
  }
  return prefix;
}

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

