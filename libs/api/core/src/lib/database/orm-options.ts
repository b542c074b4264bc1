import { Migrator } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';

export interface OrmOptionsInput {
  clientUrl: string;
  entities: Options['entities'];
  migrations: MigrationObject[];
  /** Where `migration:create` writes new files (the source tree, not the bundle). */
  migrationsPath?: string;
  debug?: boolean;
}

/** One configuration for the app, the CLI commands and the tests. */
export function ormOptions(input: OrmOptionsInput): Options {
  const logger = new Logger('Database');
  return defineConfig({
    clientUrl: input.clientUrl,
    entities: input.entities,
    discovery: { warnWhenNoEntities: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList: input.migrations,
      path: input.migrationsPath,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    debug: input.debug ?? false,
    logger: (message: string) => logger.debug(message),
  });
}
