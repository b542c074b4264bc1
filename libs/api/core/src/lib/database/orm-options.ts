import type { MigrationObject } from '@mikro-orm/core';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { readBigintsAsNumbers } from './int8';

/** How long a new connection waits for an unreachable database before failing. */
export const CONNECT_TIMEOUT_MS = 3_000;

/** Where applied migrations are recorded, by name. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface OrmOptionsInput {
  clientUrl: string;
  entities: Options['entities'];
  /**
   * To apply or create migrations: the migrator (which the caller loads only then: it and what it needs are
   * some megabytes a running shop has no use for), the migrations, and where `migration:create` writes new
   * files (the source tree, not the bundle).
   */
  migrator?: { extension: NonNullable<Options['extensions']>[number]; migrations: MigrationObject[]; path?: string };
  debug?: boolean;
}

/** One configuration for the app, the CLI commands and the tests. */
export function ormOptions(input: OrmOptionsInput): Options {
  readBigintsAsNumbers();
  const logger = new Logger('Database');
  return defineConfig({
    clientUrl: input.clientUrl,
    entities: input.entities,
    discovery: { warnWhenNoEntities: true, requireEntitiesArray: true },
    extensions: input.migrator ? [input.migrator.extension] : [],
    migrations: {
      migrationsList: input.migrator?.migrations ?? [],
      path: input.migrator?.path,
      tableName: MIGRATIONS_TABLE,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // While the database is down, a request waits at most this long for a connection and then fails
    // with a 503, instead of hanging for knex's default minute.
    driverOptions: {
      acquireConnectionTimeout: 5_000,
      connection: {
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        // No parallel query: the shop's statements are short, and starting workers for one (as the planner
        // likes to for a search matching most products) costs more than the statement, even one that a
        // cached answer lets skip its scan.
        options: '-c max_parallel_workers_per_gather=0',
      },
      // knex's own warnings (a connection lost, say) go to the JSON log like everything else.
      log: {
        warn: (message: string) => logger.warn(message),
        error: (message: string) => logger.error(message),
        deprecate: (message: string) => logger.warn(message),
        debug: (message: string) => logger.debug(message),
      },
    },
    debug: input.debug ?? false,
    logger: (message: string) => logger.debug(message),
  });
}
