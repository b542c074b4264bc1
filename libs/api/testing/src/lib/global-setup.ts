import type { Config } from 'jest';
import { testDatabasePrefix, withServer } from './test-server';

/** Drops the databases this test project's earlier run left; the first worker migrates a fresh template. */
export default async function globalSetup(_global: unknown, project: Config): Promise<void> {
  const prefix = testDatabasePrefix(project.globals ?? {});
  await withServer(async (client) => {
    const old = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix.replace(/_/g, '\\_')}%`,
    ]);
    for (const { datname } of old.rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}
