import { Client } from 'pg';
import { createHash } from 'node:crypto';
import type { ShopContext } from '@nidra/api/core';
import { composedMigrations, migrate } from '@nidra/api/shell';
import { databaseUrl, testDatabasePrefix, withServer } from './test-server';

const TEMPLATE_LOCK = 7_240_001;

async function exists(client: Client, name: string): Promise<boolean> {
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return (found.rowCount ?? 0) > 0;
}

/**
 * A short name for the schema these contexts' migrations make: their names and their code, so a template
 * migrated by an older version of a migration is never cloned again.
 */
async function schemaKey(contexts: ShopContext[]): Promise<string> {
  const hash = createHash('sha1');
  for (const migration of await composedMigrations(contexts)) {
    hash.update(migration.name).update(String(migration.class));
  }
  return hash.digest('hex').slice(0, 8);
}

/** The first worker migrates the template (under a lock); it appears under its name only when complete. */
async function ensureTemplate(client: Client, template: string, contexts: ShopContext[]): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists(client, template)) return;
    const building = `${template}_building`;
    await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${building}"`);
    await migrate(databaseUrl(building), contexts);
    await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** This worker's database for these contexts, cloned from a template migrated with them on first use. */
export async function workerDatabaseUrl(contexts: ShopContext[]): Promise<string> {
  const key = await schemaKey(contexts);
  const prefix = testDatabasePrefix();
  const name = `${prefix}${key}_w${process.env['JEST_WORKER_ID'] ?? '1'}`;
  await withServer(async (client) => {
    if (await exists(client, name)) return;
    await ensureTemplate(client, `${prefix}${key}_template`, contexts);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${prefix}${key}_template"`);
  });
  return databaseUrl(name);
}

export const TRUNCATE_ALL = `DO $$ DECLARE tables text; BEGIN
  SELECT string_agg(format('%I', tablename), ', ') INTO tables FROM pg_tables
   WHERE schemaname = 'public' AND tablename NOT IN ('mikro_orm_migrations', 'catalog_version');
  IF tables IS NOT NULL THEN EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE'; END IF;
END $$`;

/** Empties every table, so nothing an earlier test left (say, unsent email) reaches the next app. */
export async function truncateAll(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(TRUNCATE_ALL);
  } finally {
    await client.end();
  }
}
