import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Logger,
  RequestMethod,
  type CanActivate,
  type ExceptionFilter,
  type INestApplication,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { InvalidInput, inputShapeProblem, PUBLIC_READ_KEY } from '@nidra/api/core';
import { ErrorMessage } from '@nidra/shared/contracts';

/** Runs a request's work with its request log in place, as for a request routed through Nest. */
export type WithRequestLog = <T>(request: IncomingMessage, response: ServerResponse, work: () => T) => T;

export interface PublicReadsOptions {
  /** The app's rate-limit guard: it counts, sets the headers and refuses as on every other route. */
  throttle: CanActivate;
  withRequestLog: WithRequestLog;
  /** The app's exception filter, so errors read as on any route. */
  errors: ExceptionFilter;
  /** The app's validation of bodies against their DTO, as its global pipe applies it. */
  validation: PipeTransform;
  /** The largest body the app takes, in bytes. */
  bodyLimit: number;
  /** Fastify's own JSON parsing, as the app parses bodies (prototype poisoning refused). */
  parseJson: ReturnType<FastifyInstance['getDefaultJsonParser']>;
}

/**
 * What a public read is called with: its path's one parameter, or its body as the DTO the route declares
 * (with the DTOs of bodies validated before, by their text).
 */
type ReadInput = { param: string } | BodyInput;
interface BodyInput {
  body: Type;
  validated: LRUCache<string, object>;
}

/** A body as it came: its text, and what it parses to. */
interface ReadBody {
  text: string;
  parsed: unknown;
}

/** Bodies up to this many characters keep their validated DTO, at most `KEPT_BODIES` a read. */
const KEPT_BODY_MAX = 1024;
const KEPT_BODIES = 2000;
/** What a kept body weighs: its text (two bytes a character) and a generous allowance for its DTO and entry. */
const KEPT_BODY_BYTES = 4 * 1024 * 1024;
const keptBodySize = (_dto: object, text: string) => 2 * text.length + 512;

interface Read {
  route: RouteKey;
  /** The route's controller and handler, as the guard and the exception filter see a request's context. */
  controller: Type;
  handler: Handler;
  input: ReadInput;
  /** The status of an answer, as the route declares it (Nest's default otherwise: 200 for a GET, 201 for a POST). */
  status: number;
  answer: (input: unknown) => Promise<unknown>;
}

type Handler = (input: unknown) => Promise<unknown>;

/** A route as Fastify knows it. */
export interface RouteKey {
  method: 'GET' | 'POST';
  url: string;
}

/** Request bodies read here: JSON, with or without parameters such as the charset. */
const JSON_BODY = /^application\/json\s*(;|$)/i;

/**
 * The routes marked @PublicRead(), answered for callers without a token from a Fastify request hook: once
 * the route is matched and the request id and security headers are set, but before Nest's middleware,
 * guards, pipes and interceptors, which cost more than the read itself. The rules those would apply still
 * hold: the global limit per address and route, the request log, the input-shape check, a body parsed as
 * Fastify parses JSON and validated by the app's own pipe against the route's DTO, and errors become
 * `{ error }` through the app's own exception filter. A request this does not take (a token, a body it does
 * not read itself, or a parameter the shape check refuses) goes on through Nest as usual.
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
        const url = joinPath(prefix, reflector.get<string>(PATH_METADATA, metatype), reflector.get<string>(PATH_METADATA, handler));
        const input = this.inputOf(reflector, wrapper, name, url);
        if (typeof input === 'string') throw new Error(`${metatype.name}.${name} is marked a public read but ${input} (${url})`);
        const method = 'param' in input ? 'GET' : 'POST';
        // Keyed by the path Fastify matches the route by (a GET's ends in its parameter, a POST's has none, so
        // two public reads never share one).
        this.reads.set(url, {
          route: { method, url },
          controller: metatype as Type,
          handler,
          input,
          status: reflector.get<number | undefined>(HTTP_CODE_METADATA, handler) ?? (method === 'POST' ? 201 : 200),
          answer: (value) => handler.call(instance, value),
        });
      }
    }
  }

  /** What the route is called with when answered early, or why it cannot be. */
  private inputOf(reflector: Reflector, wrapper: InstanceWrapper, name: string, path: string): ReadInput | string {
    const metatype = wrapper.metatype as Type;
    const handler = (wrapper.instance as Record<string, Handler>)[name];
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) as RouteArgs | undefined;
    let input: ReadInput;
    const method = reflector.get<RequestMethod>(METHOD_METADATA, handler);
    if (method === RequestMethod.GET && path.split(':').length === 2 && /\/:\w+$/.test(path)) {
      const param = path.slice(path.lastIndexOf(':') + 1);
      if (!onlyFirst(args, `${RouteParamtypes.PARAM}:0`, param)) return 'takes more than its path parameter and the caller';
      input = { param };
    } else if (method === RequestMethod.POST && !path.includes(':')) {
      const body = (Reflect.getMetadata('design:paramtypes', metatype.prototype, name) as Type[] | undefined)?.[0];
      if (!onlyFirst(args, `${RouteParamtypes.BODY}:0`, undefined) || !body || body === Object) {
        return 'takes more than its body (declared as a class) and the caller';
      }
      input = { body, validated: new LRUCache({ max: KEPT_BODIES, maxSize: KEPT_BODY_BYTES, sizeCalculation: keptBodySize }) };
    } else {
      return 'is neither a GET whose path ends in its one parameter nor a POST without path parameters';
    }
    if ([GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA].some((key) => reflector.getAllAndMerge(key, [handler, metatype]).length)) {
      return 'has guards, interceptors or pipes of its own, which an early answer would skip';
    }
    if (!wrapper.isDependencyTreeStatic()) return 'is request-scoped';
    return input;
  }

  /** The routes served here, as Fastify knows them. */
  routes(): RouteKey[] {
    return [...this.reads.values()].map((read) => read.route);
  }

  /** Fastify's onRequest hook: answers the request, or passes it on with `done()` (everything, until started). */
  readonly serve = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const read = request.headers.authorization ? undefined : this.reads.get(request.routeOptions.url ?? '');
    if (!read || read.route.method !== request.method || inputShapeProblem(undefined, request.params, request.query)) return done();
    const taken =
      'param' in read.input ? typeof (request.params as Record<string, unknown>)[read.input.param] === 'string' : this.readsBodyOf(request);
    if (!taken) return done();
    // The request log names the request by Fastify's id, as Nest's middleware gets it.
    request.raw.id = request.id;
    this.answer(read, request, reply).catch((error: unknown) => {
      // Only a defect here gets this far: the request is answered all the same, and the defect logged.
      this.logger.error({ err: error, requestId: request.id }, 'A public read failed');
      if (!reply.sent) void reply.code(500).send({ error: ErrorMessage.unexpected });
    });
  };

  private answer(read: Read, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { throttle, withRequestLog, errors } = this.options;
    const context = new ExecutionContextHost([request, reply], read.controller, read.handler);
    const { input } = read;
    return withRequestLog(request.raw, reply.raw, async () => {
      try {
        let argument: unknown;
        if ('param' in input) {
          // Counted on the route's own counter, so a request with a token (through Nest) counts the same.
          await throttle.canActivate(context);
          argument = (request.params as Record<string, string>)[input.param];
        } else {
          // Read and parsed before the guard runs, as Fastify parses a body before Nest's guards: a malformed
          // one is refused without being counted; validated after it, as Nest's pipes run.
          const body = await this.body(request);
          await throttle.canActivate(context);
          argument = await this.validated(input, body);
        }
        await reply.code(read.status).send(await read.answer(argument));
      } catch (error) {
        errors.catch(error, context);
      }
    });
  }

  /**
   * Whether this reads the request's body itself: JSON of a declared length within the app's limit, sent as
   * it is. Anything else (chunked, compressed, another type, too large, waiting for "100 Continue") goes on
   * through Fastify and Nest, which take or refuse it as on every route.
   */
  private readsBodyOf(request: FastifyRequest): boolean {
    const { headers } = request;
    if (!JSON_BODY.test(headers['content-type'] ?? '') || headers['transfer-encoding'] || headers['content-encoding'] || headers.expect) return false;
    const length = Number(headers['content-length']);
    return Number.isInteger(length) && length >= 0 && length <= this.options.bodyLimit;
  }

  /**
   * The body parsed as Fastify parses JSON (an empty or malformed one refused with Fastify's own errors),
   * then checked for over-deep nesting and NUL characters, as every request's input is.
   */
  private async body(request: FastifyRequest): Promise<ReadBody> {
    const text = await readAll(request.raw);
    const parsed = await new Promise<unknown>((resolve, reject) =>
      this.options.parseJson(request, text, (error, body) => (error ? reject(error) : resolve(body))),
    );
    const problem = inputShapeProblem(parsed);
    if (problem) throw new InvalidInput(problem);
    // Where Fastify puts a parsed body, for whatever reads the request next (the rate-limit guard).
    request.body = parsed;
    return { text, parsed };
  }

  /**
   * The body as the route's DTO, validated by the app's pipe, frozen: the handler takes it read-only. The
   * shop's pages send the same filter sets over and over, so a small body that passed is kept by its text
   * and not validated again. A body refused is checked every time.
   */
  private async validated(input: BodyInput, { text, parsed }: ReadBody): Promise<object> {
    const kept = input.validated.get(text);
    if (kept) return kept;
    const dto = deepFreeze((await this.options.validation.transform(parsed, { type: 'body', metatype: input.body })) as object);
    if (text.length <= KEPT_BODY_MAX) input.validated.set(text, dto);
    return dto;
  }
}

/** The object and every object within it made read-only. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner);
  return Object.freeze(value);
}

/** The request's whole body as text (Node's parser holds it to its declared length). */
function readAll(raw: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    // A body cut short (the caller went away) is the caller's doing, as Fastify counts it: a 400, not a
    // lost connection of the server's.
    const cutShort = (error?: Error) => reject(Object.assign(error ?? new Error('The request body was cut short'), { statusCode: 400 }));
    if (raw.destroyed) return cutShort();
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    raw.on('error', cutShort);
    raw.on('close', () => {
      if (!raw.complete) cutShort();
    });
  });
}

type RouteArgs = Record<string, { index: number; data?: unknown; pipes?: unknown[] }>;

/** Whether a handler's first argument is `first` (with `data`, no pipes of its own), and any others custom (the caller, absent here). */
function onlyFirst(args: RouteArgs | undefined, first: string, data: unknown): boolean {
  return Object.entries(args ?? {}).every(([key, arg]) =>
    arg.index === 0 ? key === first && arg.data === data && !arg.pipes?.length : key.includes(CUSTOM_ROUTE_ARGS_METADATA),
  );
}

function joinPath(...parts: Array<string | string[] | undefined>): string {
  const segments = parts.flatMap((part) => (Array.isArray(part) ? part.slice(0, 1) : [part ?? '']));
  return `/${segments.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
}
