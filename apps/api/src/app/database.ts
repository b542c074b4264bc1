import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '@nidra/api/core';
import { MIGRATIONS } from '../migrations';
import { ENTITIES } from './entities';

export function databaseOptions(clientUrl: string, migrationsPath?: string) {
  return ormOptions({ clientUrl, entities: ENTITIES, migrations: MIGRATIONS, migrationsPath });
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
