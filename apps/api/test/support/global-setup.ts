import { PREFIX, withServer } from './test-server';

/** Drops the databases an earlier run left; the first worker migrates a fresh template. */
export default async function globalSetup(): Promise<void> {
  await withServer(async (client) => {
    const old = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${PREFIX}%`,
    ]);
    for (const { datname } of old.rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}
