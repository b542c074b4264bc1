import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { AppConfig, loadConfig, type ShopContext } from '@nidra/api/core';
import { createApi } from '@nidra/api/shell';
import { TRUNCATE_ALL, truncateAll, workerDatabaseUrl } from './test-database';

/** The shop as the seller on its own tax invoices in tests: registered in Karnataka. */
export const TEST_SHOP_SELLER = {
  SHOP_GSTIN: '29AABCN1234A1Z2',
  SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited',
  SHOP_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034',
} as const;

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  orm: MikroORM;
  /** A supertest client for the running app. */
  http(): ReturnType<typeof request>;
  /** Starts listening on a free loopback port (once) and gives the base URL, for socket clients. */
  url(): Promise<string>;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The contexts under test; those they require come with them. */
  contexts: ShopContext[];
  env?: Record<string, string>;
  imports?: ModuleMetadata['imports'];
  configure?: (config: AppConfig) => void;
  /** Keep what the database holds (a restart), instead of starting empty. */
  keepData?: boolean;
  /** Where the app's log goes (with a LOG_LEVEL in `env`; tests are silent otherwise), e.g. a `CapturedLog`. */
  log?: DestinationStream;
}

/** The real shell with the given contexts, in-process, on this worker's own PostgreSQL database. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nidra-test-'));
  const config = loadConfig(
    // Tests buy mattresses by the dozen on cash on delivery; the limit's own tests set it back. The shop is
    // registered for GST, as a shop selling across states must be; tests of one that is not set SHOP_GSTIN to "".
    {
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-to-sign',
      COD_LIMIT: '100000000000',
      ...TEST_SHOP_SELLER,
      ...options.env,
    },
    { dataDir },
  );
  config.databaseUrl = await workerDatabaseUrl(options.contexts);
  if (!options.keepData) await truncateAll(config.databaseUrl);
  options.configure?.(config);
  const app = await createApi(config, options.contexts, options.imports, options.log);
  await app.getHttpAdapter().getInstance().ready();
  const orm = app.get(MikroORM) as MikroORM;

  const reset = async () => {
    await orm.em.getConnection().execute(TRUNCATE_ALL);
  };

  let listening: Promise<string> | undefined;
  const url = () => (listening ??= app.listen(0, '127.0.0.1').then(() => app.getUrl()));

  return {
    app,
    config,
    orm,
    http: () => request(app.getHttpServer()),
    url,
    reset,
    close: () => app.close(),
  };
}

/**
 * Starts the app before the tests of the enclosing describe and closes it after them.
 * Options may be a function when they depend on something another hook starts first.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions)): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('The test app is used before its beforeAll hook ran.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get orm() {
      return started().orm;
    },
    http: () => started().http(),
    url: () => started().url(),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}
