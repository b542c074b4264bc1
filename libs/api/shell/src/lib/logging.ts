import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { PinoLogger, type Params } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import type { DestinationStream } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import { loggedQuery, loggedUrl, type AppConfig } from '@nidra/api/core';
import type { WithRequestLog } from './public-reads';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Fastify names each request: the caller's X-Request-Id when it is sane, else a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * JSON lines, to standard output unless `destination` is given; every line about a request carries its id
 * (pino-http reads Fastify's) and its URL without secrets.
 */
export function loggerOptions(config: AppConfig, destination?: DestinationStream): Params {
  const options = httpLogOptions(config);
  return { forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }], pinoHttp: destination ? [options, destination] : options };
}

/**
 * A request's log as nestjs-pino sets it up for the requests routed through Nest, for those answered
 * before (public reads): its line when answered, and every line logged meanwhile carrying its id. Made
 * once the app has started, on the app's own logger.
 */
export function requestLog(config: AppConfig): WithRequestLog {
  const log = pinoHttp({ ...httpLogOptions(config), logger: PinoLogger.root });
  return (request, response, work) => {
    log(request, response);
    return storage.run(new Store(request.log), work);
  };
}

function httpLogOptions(config: AppConfig): Options {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { raw: IncomingMessage; url?: string; query?: Record<string, unknown> }) => {
        const url = loggedUrl(req.raw);
        if (url !== undefined) {
          req.url = url;
          if (req.query) req.query = loggedQuery(req.query);
        }
        return req;
      },
    },
    autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
      // 503: the database is away; the error filter has said so already, once per request.
      (error || response.statusCode >= 500) && response.statusCode !== 503 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
  };
}
