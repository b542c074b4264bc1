import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod, type ExceptionFilter, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { normalizeIp, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inputShapeProblem, PUBLIC_READ_KEY, type RateLimit } from '@nidra/api/core';

/** Runs a request's work with its request log in place, as for a request routed through Nest. */
export type WithRequestLog = (request: IncomingMessage, response: ServerResponse, work: () => void) => void;

export interface PublicReadsOptions {
  /** The rate limits' storage and the global limit. */
  storage: ThrottlerStorage;
  limit: RateLimit;
  withRequestLog: WithRequestLog;
  /** The app's exception filter, so errors read as on any route. */
  errors: ExceptionFilter;
}

interface Read {
  /** The name its requests are counted under, per address, for the global rate limit. */
  counter: string;
  param: string;
  answer: (value: string) => Promise<unknown>;
}

type Handler = (value: string) => Promise<unknown>;

/**
 * The routes marked @PublicRead(), answered for callers without a token from a Fastify request hook: once
 * the route is matched and the request id and security headers are set, but before Nest's middleware,
 * guards, pipes and interceptors, which cost more than the read itself. The rules those would apply still
 * hold: the global limit per address and route, the request log, the input-shape check, and errors become
 * `{ error }` through the app's own exception filter. A request this does not take (another method, a
 * token, or input the route's checks refuse) goes on through Nest as usual.
 */
export class PublicReads {
  private readonly reads = new Map<string, Read>();
  private options!: PublicReadsOptions;

  /** Finds the public reads among the app's controllers (`prefix` is its global one) and starts answering them. */
  start(app: INestApplication, prefix: string, options: PublicReadsOptions): void {
    this.options = options;
    const reflector = app.get(Reflector);
    const scanner = new MetadataScanner();
    for (const { instance, metatype } of app.get(DiscoveryService).getControllers()) {
      if (!instance || !metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, Handler>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (!reflector.get<boolean | undefined>(PUBLIC_READ_KEY, handler)) continue;
        const path = joinPath(prefix, reflector.get<string>(PATH_METADATA, metatype), reflector.get<string>(PATH_METADATA, handler));
        const param = /\/:(\w+)$/.exec(path)?.[1];
        if (reflector.get(METHOD_METADATA, handler) !== RequestMethod.GET || !param || path.split(':').length !== 2) {
          throw new Error(`${metatype.name}.${name}: a public read is a GET whose path ends in its one parameter (${path})`);
        }
        // Keyed by the path Fastify matches the route by.
        this.reads.set(path, { counter: `public-read ${path}`, param, answer: (value) => handler.call(instance, value) });
      }
    }
  }

  /** The paths served here, as Fastify knows the routes. */
  paths(): string[] {
    return [...this.reads.keys()];
  }

  /** Fastify's onRequest hook: answers the request, or passes it on with `done()` (everything, until started). */
  readonly serve = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const read = request.method === 'GET' && !request.headers.authorization ? this.reads.get(request.routeOptions.url ?? '') : undefined;
    const value = read ? (request.params as Record<string, unknown>)[read.param] : undefined;
    if (!read || typeof value !== 'string' || inputShapeProblem(undefined, request.params, request.query)) return done();
    // The request log names the request by Fastify's id, as Nest's middleware gets it.
    request.raw.id = request.id;
    const { limit, withRequestLog, errors } = this.options;
    this.options.storage.increment(`${read.counter}|${normalizeIp(request.ip)}`, limit.ttl, limit.limit, limit.ttl, 'default').then(
      (hits) =>
        withRequestLog(request.raw, reply.raw, () => {
          const failed = (error: unknown) => errors.catch(error, new ExecutionContextHost([request, reply]));
          // The same headers and refusal as the rate-limit guard's on every other route.
          if (hits.isBlocked) {
            void reply.header('retry-after', hits.timeToBlockExpire);
            return failed(new ThrottlerException());
          }
          void reply
            .header('x-ratelimit-limit', limit.limit)
            .header('x-ratelimit-remaining', Math.max(0, limit.limit - hits.totalHits))
            .header('x-ratelimit-reset', hits.timeToExpire);
          read.answer(value).then((body) => reply.send(body), failed);
        }),
      // The limits' storage failed: the usual path has its own way with that.
      () => done(),
    );
  };
}

function joinPath(...parts: Array<string | string[] | undefined>): string {
  const segments = parts.flatMap((part) => (Array.isArray(part) ? part.slice(0, 1) : [part ?? '']));
  return `/${segments.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
}
