import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { CONNECT_TIMEOUT_MS, CORE_ENTITIES, CORE_MIGRATIONS, MIGRATIONS_TABLE, ormOptions, withRequired, type ShopContext } from '@nidra/api/core';

export interface DatabaseOptions {
  /** Where new migrations are written (migration:create only). */
  migrationsPath?: string;
  /** Log every statement at debug level (LOG_LEVEL=debug or trace shows them). */
  logSql?: boolean;
}

const migrationLists = (contexts: ShopContext[]) => [CORE_MIGRATIONS, ...withRequired(contexts).map((context) => context.migrations)];

/** The names of the core's and the given contexts' migrations, oldest first, without loading them. */
function composedMigrationNames(contexts: ShopContext[]): string[] {
  return migrationLists(contexts)
    .flatMap((list) => list.names)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The core's and the given contexts' migrations in one timeline ordered by name (each name starts with
 * its time), so one that refers to another context's table runs after the one that made it.
 */
export async function composedMigrations(contexts: ShopContext[]): Promise<MigrationObject[]> {
  const all = (await Promise.all(migrationLists(contexts).map((list) => list.load()))).flat();
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

const entitiesOf = (contexts: ShopContext[]) => [...CORE_ENTITIES, ...withRequired(contexts).flatMap((context) => context.entities)];

/** The core's and the given contexts' tables, as the running shop uses them (no migrator). */
export function databaseOptions(clientUrl: string, contexts: ShopContext[], options: Pick<DatabaseOptions, 'logSql'> = {}) {
  return ormOptions({ clientUrl, entities: entitiesOf(contexts), debug: options.logSql ?? false });
}

/** The same with the migrator and the migrations, both loaded now: to apply or create migrations. */
export async function migratingOptions(clientUrl: string, contexts: ShopContext[], options: DatabaseOptions = {}) {
  const [{ Migrator }, migrations] = await Promise.all([import('@mikro-orm/migrations'), composedMigrations(contexts)]);
  return ormOptions({
    clientUrl,
    entities: entitiesOf(contexts),
    migrator: { extension: Migrator, migrations, path: options.migrationsPath },
    debug: options.logSql ?? false,
  });
}

/** The migrations of these contexts that the database has not applied (all of them on a new database). */
async function pendingMigrations(clientUrl: string, contexts: ShopContext[]): Promise<string[]> {
  const client = new Client({ connectionString: clientUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`).catch((error: { code?: string }) => {
      // No table yet: nothing was ever applied.
      if (error.code === '42P01') return { rows: [] };
      throw error;
    });
    const applied = new Set(rows.map((row) => row.name));
    return composedMigrationNames(contexts).filter((name) => !applied.has(name));
  } finally {
    await client.end();
  }
}

/**
 * Applies pending migrations with a short-lived connection of its own; returns their names. Whether any
 * are pending is asked first, in one statement, so a start with nothing to apply never loads the migrator.
 */
export async function migrate(clientUrl: string, contexts: ShopContext[]): Promise<string[]> {
  if ((await pendingMigrations(clientUrl, contexts)).length === 0) return [];
  const orm = await MikroORM.init(await migratingOptions(clientUrl, contexts));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
