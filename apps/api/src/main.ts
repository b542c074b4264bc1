import 'reflect-metadata';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig, startEmbeddedPostgres, type AppConfig, type RunningDatabase } from '@nidra/api/core';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createApp, migrateShop, shopMigratingOptions, shopModule } from './app/shop';
import { devJwtSecret } from './app/dev-secret';
import { MIGRATION_CONTEXTS, migrationsFolder, writeMigrationIndex, type MigrationContext } from './app/migration-index';
import { seed } from './seeders/seed';

// `--max-semi-space-size` (npm start, the container) sizes this thread's young generation, which V8 has
// made by now; left set, V8 would give it to every worker thread too, over the worker's own
// `resourceLimits`. Cleared, each worker keeps the limits it is started with.
setFlagsFromString('--max-semi-space-size=0');

/**
 * The demo shop (started on its own embedded database, nothing configured) sells as a sample seller
 * registered for GST in Karnataka, so its invoices, prices and checkout show GST as a real shop's do. A
 * shop with a database of its own says who it is, or sells without GST within its state.
 */
const DEMO_SELLER = {
  SHOP_GSTIN: '29AABCN1234A1Z2',
  SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited (sample)',
  SHOP_ADDRESS: '80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
};

const USAGE = 'Usage: main.js [serve | migrate | seed [--admin-only] | migration:create <context> [name]]';

async function withDatabase(config: AppConfig): Promise<RunningDatabase | undefined> {
  if (config.databaseUrl) return undefined;
  const embedded = await startEmbeddedPostgres(config.dataDir);
  config.databaseUrl = embedded.url;
  return embedded;
}

async function serve(config: AppConfig, embedded?: RunningDatabase): Promise<void> {
  const applied = await migrateShop(config.databaseUrl as string);
  if (applied.length) console.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}`);

  const app = await createApp(config);
  await seed(app);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Nidra is ready at ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests and stopping…`);
    try {
      await app.close();
      if (embedded) {
        await embedded.stop();
        console.log('PostgreSQL stopped.');
      }
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

async function runSeed(config: AppConfig, adminOnly: boolean): Promise<void> {
  await migrateShop(config.databaseUrl as string);
  const app = await NestFactory.createApplicationContext(shopModule(config), { logger: ['warn', 'error'] });
  try {
    await seed(app, { adminOnly });
  } finally {
    await app.close();
  }
}

/**
 * Writes a migration for whatever the entities have that the database has not (development only), into
 * the migrations of the context the change belongs to.
 */
async function createMigration(config: AppConfig, context: string | undefined, name?: string): Promise<void> {
  if (!MIGRATION_CONTEXTS.includes(context as MigrationContext)) {
    throw new ConfigError(`Usage: migration:create <${MIGRATION_CONTEXTS.join(' | ')}> [name]`);
  }
  const path = resolve(migrationsFolder(context as MigrationContext));
  if (!existsSync(path)) throw new Error('Run migration:create from the workspace root.');
  await migrateShop(config.databaseUrl as string);
  const orm = await MikroORM.init(await shopMigratingOptions(config.databaseUrl as string, { migrationsPath: path }));
  try {
    const result = await orm.getMigrator().createMigration(path, false, false, name);
    if (result.fileName) {
      writeMigrationIndex(context as MigrationContext, path);
      console.log(`Created ${result.fileName} and listed it in ${migrationsFolder(context as MigrationContext)}/index.ts and names.ts`);
    } else {
      console.log('Entities and database agree: no migration needed.');
    }
  } finally {
    await orm.close(true);
  }
}

async function main(): Promise<void> {
  // Until the JSON logger takes over, only say what a person starting the shop needs to see.
  if (!['debug', 'trace'].includes(process.env['LOG_LEVEL'] ?? '')) Logger.overrideLogger(['log', 'warn', 'error', 'fatal']);
  const [command = 'serve', ...args] = process.argv.slice(2);
  // Variables already set in the environment win over the .env file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const demo = !process.env['DATABASE_URL'] && !process.env['SHOP_GSTIN'] && !process.env['SHOP_LEGAL_NAME'];
  if (demo && [undefined, '', '29'].includes(process.env['SHOP_STATE']?.trim())) {
    for (const [name, value] of Object.entries(DEMO_SELLER)) process.env[name] ??= value;
  }
  const dataDir = resolve('.data');
  const config = loadConfig(process.env, { dataDir, devJwtSecret: () => devJwtSecret(dataDir) });
  const builtWeb = resolve(__dirname, '../web');
  if (existsSync(resolve(builtWeb, 'index.html'))) config.webRoot = builtWeb;

  const embedded = await withDatabase(config);
  try {
    switch (command) {
      case 'serve':
        return await serve(config, embedded);
      case 'migrate': {
        const applied = await migrateShop(config.databaseUrl as string);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
        break;
      }
      case 'seed':
        await runSeed(config, args.includes('--admin-only'));
        break;
      case 'migration:create':
        await createMigration(config, args[0], args[1]);
        break;
      default:
        throw new ConfigError(USAGE);
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  await embedded?.stop();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
