import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import helmet from 'helmet';
import type { ModuleMetadata } from '@nestjs/common';
import { ModuleRef, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import {
  AllExceptionsFilter,
  createValidationPipe,
  HttpThrottlerGuard,
  inputShapeProblem,
  MAX_IMAGE_BYTES,
  SecretPaths,
  type AppConfig,
  type ShopContext,
} from '@nidra/api/core';
import { ApiModule } from './api.module';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { requestId, requestLog } from './logging';
import { PublicReads } from './public-reads';
import { SocketAdapter } from './socket-adapter';
import { setupSwagger } from './swagger';

/**
 * Security headers for the shop's origin: scripts, styles and calls only from itself (its socket
 * included), HSTS only where the shop is served over https.
 */
export function securityHeaders(config: AppConfig): Parameters<typeof helmet>[0] {
  const origin = new URL(config.publicUrl);
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  // Razorpay Checkout, when offered: its script, and its frames and calls on its API's host.
  const checkout = config.razorpay ? [new URL(config.razorpay.checkoutUrl).origin] : [];
  const gateway = config.razorpay ? [new URL(config.razorpay.apiUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webRoot), ...checkout],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin, ...gateway],
        frameSrc: ["'self'", ...new Set([...checkout, ...gateway])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain http a browser ignores HSTS at best, and at worst pins a host that has no https.
    strictTransportSecurity: origin.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The hashes of the scripts the built index.html holds inline (the first screen's), so that those run and no
 * other inline script does.
 */
function inlineScriptHashes(webRoot: string | undefined): string[] {
  const page = webRoot ? join(webRoot, 'index.html') : null;
  if (!page || !existsSync(page)) return [];
  return [...readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

const API_PREFIX = 'api';

/**
 * Builds the shop of the given contexts on Fastify: API under /api, docs, security headers, and (when
 * built) the web app at / and stored images at /uploads, all on one port. Its log goes to standard output
 * unless `logDestination` is given (tests read it).
 */
export async function createApi(
  config: AppConfig,
  contexts: ShopContext[],
  extra: ModuleMetadata['imports'] = [],
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    genReqId: requestId,
    // Behind a load balancer, the client's address (which the rate limits key on) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Security headers from one helmet middleware built once (@fastify/helmet builds one per request).
  const headers = helmet(securityHeaders(config));
  fastify.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // The hottest public reads, answered before Nest's middleware (Fastify runs the hooks added before the
  // app is created first); the app starts serving them once it is ready.
  const publicReads = new PublicReads();
  fastify.addHook('onRequest', publicReads.serve);
  // The log writes no secret a URL carries: learnt from the routes (Nest adds them later), marked on each
  // request before its request log starts (public reads carry none, and are answered before this).
  const secretPaths = new SecretPaths();
  fastify.addHook('onRoute', secretPaths.learn);
  fastify.addHook('onRequest', (request, _reply, done) => {
    secretPaths.mark(request.raw, request.routeOptions.url);
    done();
  });
  // Before any route's own validation: input too deeply nested for the validators, or holding NUL.
  fastify.addHook('preValidation', async (request, reply) => {
    const problem = inputShapeProblem(request.body, request.params, request.query);
    if (problem) return reply.code(400).send({ error: problem });
  });
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.register(config, contexts, extra, logDestination), adapter, {
    bufferLogs: true,
    // Payment webhooks are signed over the exact bytes sent.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.setGlobalPrefix(API_PREFIX);
  app.useWebSocketAdapter(await SocketAdapter.create(app, config.redisUrl));

  // API answers are compressed for browsers that ask; the web app's files are compressed at build time.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Every stored image has a name of its own that never changes content.
    maxAge: '365d',
    immutable: true,
  });
  if (config.webRoot) {
    await app.register(fastifyStatic, {
      root: config.webRoot,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      // Hashed asset names change with their content; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (config.docsPublic) setupSwagger(app);
  await app.init();
  const throttle = await app.get(ModuleRef).create(HttpThrottlerGuard);
  await throttle.onModuleInit();
  publicReads.start(app, API_PREFIX, {
    throttle,
    withRequestLog: requestLog(config),
    errors: new AllExceptionsFilter(),
    validation: createValidationPipe(),
    bodyLimit: config.bodyLimit,
    // As Nest's own JSON parser is set up: prototype and constructor poisoning refused.
    parseJson: fastify.getDefaultJsonParser('error', 'error'),
  });
  for (const route of publicReads.routes()) {
    if (!fastify.hasRoute(route)) throw new Error(`The public read ${route.method} ${route.url} is not a route of the app`);
  }
  return app;
}
