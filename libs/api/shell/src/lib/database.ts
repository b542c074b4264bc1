import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { CORE_ENTITIES, CORE_MIGRATIONS, ormOptions, withRequired, type ShopContext } from '@nidra/api/core';

export interface DatabaseOptions {
  /** Where new migrations are written (migration:create only). */
  migrationsPath?: string;
  /** Log every statement at debug level (LOG_LEVEL=debug or trace shows them). */
  logSql?: boolean;
}

/**
 * The core's and the given contexts' migrations in one timeline ordered by name (each name starts with
 * its time), so one that refers to another context's table runs after the one that made it.
 */
export function composedMigrations(contexts: ShopContext[]): MigrationObject[] {
  const all = [...CORE_MIGRATIONS, ...withRequired(contexts).flatMap((context) => context.migrations)];
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

/** The core's and the given contexts' tables and migrations. */
export function databaseOptions(clientUrl: string, contexts: ShopContext[], options: DatabaseOptions = {}) {
  const migrations = composedMigrations(contexts);
  const entities = [...CORE_ENTITIES, ...withRequired(contexts).flatMap((context) => context.entities)];
  return ormOptions({ clientUrl, entities, migrations, migrationsPath: options.migrationsPath, debug: options.logSql ?? false });
}

/** Applies pending migrations with a short-lived connection of its own; returns their names. */
export async function migrate(clientUrl: string, contexts: ShopContext[]): Promise<string[]> {
  const orm = await MikroORM.init(databaseOptions(clientUrl, contexts));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
