import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '@nidra/api/core';
import { MIGRATIONS } from './migrations';
import { ENTITIES } from './entities';

/** With `logSql`, every statement is logged at debug level (LOG_LEVEL=debug or trace shows them). */
export function databaseOptions(clientUrl: string, migrationsPath?: string, logSql = false) {
  return ormOptions({ clientUrl, entities: ENTITIES, migrations: MIGRATIONS, migrationsPath, debug: logSql });
}

/** Applies pending migrations with a short-lived connection of its own; returns their names. */
export async function migrate(clientUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(databaseOptions(clientUrl));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
