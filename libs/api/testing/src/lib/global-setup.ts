import type { Config } from 'jest';
import { testDatabasePrefix, withServer } from './test-server';

/** Whether the test run with this process id is still going. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases earlier runs of this test project left, unless their run is still going (two
 * developers, or a developer beside a helper, may run one project at once); the first worker migrates a
 * fresh template.
 */
export default async function globalSetup(_global: unknown, project: Config): Promise<void> {
  const prefix = testDatabasePrefix(project.globals ?? {});
  const projectPrefix = prefix.replace(/r\d+_$/, '');
  await withServer(async (client) => {
    const old = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${projectPrefix.replace(/_/g, '\\_')}%`,
    ]);
    for (const { datname } of old.rows) {
      const run = /^nidra_test_[a-z]+_r(\d+)_/.exec(datname);
      if (run && Number(run[1]) !== process.pid && running(Number(run[1]))) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}
