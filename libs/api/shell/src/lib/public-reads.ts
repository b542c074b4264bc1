import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger, RequestMethod, type CanActivate, type ExceptionFilter, type INestApplication, type Type } from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inputShapeProblem, PUBLIC_READ_KEY, toErrorReply } from '@nidra/api/core';

/** Runs a request's work with its request log in place, as for a request routed through Nest. */
export type WithRequestLog = <T>(request: IncomingMessage, response: ServerResponse, work: () => T) => T;

export interface PublicReadsOptions {
  /** The app's rate-limit guard: it counts, sets the headers and refuses as on every other route. */
  throttle: CanActivate;
  withRequestLog: WithRequestLog;
  /** The app's exception filter, so errors read as on any route. */
  errors: ExceptionFilter;
}

interface Read {
  /** The route's controller and handler, as the guard and the exception filter see a request's context. */
  controller: Type;
  handler: Handler;
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
  private readonly logger = new Logger('PublicReads');
  private readonly reads = new Map<string, Read>();
  private options!: PublicReadsOptions;

  /** Finds the public reads among the app's controllers (`prefix` is its global one) and starts answering them. */
  start(app: INestApplication, prefix: string, options: PublicReadsOptions): void {
    this.options = options;
    const reflector = app.get(Reflector);
    const scanner = new MetadataScanner();
    for (const wrapper of app.get(DiscoveryService).getControllers()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, Handler>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (!reflector.get<boolean | undefined>(PUBLIC_READ_KEY, handler)) continue;
        const path = joinPath(prefix, reflector.get<string>(PATH_METADATA, metatype), reflector.get<string>(PATH_METADATA, handler));
        const param = /\/:(\w+)$/.exec(path)?.[1];
        const problem = param ? this.unfitness(reflector, wrapper, name, path, param) : 'is not a GET whose path ends in its one parameter';
        if (problem || !param) throw new Error(`${metatype.name}.${name} is marked a public read but ${problem} (${path})`);
        // Keyed by the path Fastify matches the route by.
        this.reads.set(path, { controller: metatype as Type, handler, param, answer: (value) => handler.call(instance, value) });
      }
    }
  }

  /** Why a route cannot be answered early with its parameter alone, if it cannot. */
  private unfitness(reflector: Reflector, wrapper: InstanceWrapper, name: string, path: string, param: string): string | undefined {
    const metatype = wrapper.metatype as Type;
    const handler = (wrapper.instance as Record<string, Handler>)[name];
    if (reflector.get(METHOD_METADATA, handler) !== RequestMethod.GET || path.split(':').length !== 2) {
      return 'is not a GET whose path ends in its one parameter';
    }
    if ([GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA].some((key) => reflector.getAllAndMerge(key, [handler, metatype]).length)) {
      return 'has guards, interceptors or pipes of its own, which an early answer would skip';
    }
    if (!onlyTheParam(Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name), param)) {
      return 'takes more than its path parameter and the caller';
    }
    if (!wrapper.isDependencyTreeStatic()) return 'is request-scoped';
    return undefined;
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
    this.answer(read, value, request, reply).catch((error: unknown) => {
      // Only a defect here gets this far: the request is answered all the same, and the defect logged.
      this.logger.error({ err: error, requestId: request.id }, 'A public read failed');
      if (!reply.sent) void reply.code(500).send({ error: toErrorReply(error).error });
    });
  };

  private answer(read: Read, value: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { throttle, withRequestLog, errors } = this.options;
    const context = new ExecutionContextHost([request, reply], read.controller, read.handler);
    return withRequestLog(request.raw, reply.raw, async () => {
      try {
        // Counted on the route's own counter, so a request with a token (through Nest) counts the same.
        await throttle.canActivate(context);
        await reply.send(await read.answer(value));
      } catch (error) {
        errors.catch(error, context);
      }
    });
  }
}

/** Whether a handler's arguments are the path parameter first, then at most custom ones (the caller, absent here). */
function onlyTheParam(args: Record<string, { index: number; data?: unknown; pipes?: unknown[] }> | undefined, param: string): boolean {
  return Object.entries(args ?? {}).every(([key, arg]) =>
    arg.index === 0
      ? key === `${RouteParamtypes.PARAM}:0` && arg.data === param && !arg.pipes?.length
      : key.includes(CUSTOM_ROUTE_ARGS_METADATA),
  );
}

function joinPath(...parts: Array<string | string[] | undefined>): string {
  const segments = parts.flatMap((part) => (Array.isArray(part) ? part.slice(0, 1) : [part ?? '']));
  return `/${segments.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
}
