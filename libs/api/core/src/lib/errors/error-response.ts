import { HttpException, HttpStatus } from '@nestjs/common';
import { ConnectionException, NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ThrottlerException } from '@nestjs/throttler';
import { ErrorMessage } from '@nidra/shared/contracts';
import { DomainError, InvalidInputWithDetails } from './domain-error';

export interface ErrorReply {
  status: number;
  error: string;
  /** True when the cause is a defect rather than the caller's request: it is logged in full. */
  unexpected: boolean;
  /** More of the answer, sent beside `error` (never for unexpected errors). */
  details?: Record<string, unknown>;
}

/** Fastify's own request errors (raised before a route runs) by code. */
const FASTIFY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorMessage.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorMessage.payloadTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorMessage.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorMessage.malformedJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_CTP_EMPTY_TYPE: ErrorMessage.unsupportedMediaType,
  FST_ERR_CTP_INVALID_TYPE: ErrorMessage.unsupportedMediaType,
};

const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request could not be understood.',
  401: ErrorMessage.unauthenticated,
  403: ErrorMessage.forbidden,
  404: ErrorMessage.notFound,
  405: 'That method is not allowed here.',
  409: 'That already exists.',
  413: ErrorMessage.payloadTooLarge,
  415: ErrorMessage.unsupportedMediaType,
  429: ErrorMessage.tooManyRequests,
};

function messageOf(exception: HttpException): string | undefined {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown; error?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

function httpReply(exception: HttpException): ErrorReply {
  const status = exception.getStatus();
  if (exception instanceof ThrottlerException) {
    return { status, error: ErrorMessage.tooManyRequests, unexpected: false };
  }
  // Nest re-throws Fastify's request errors as HttpException(message, status) with a bare string;
  // their wording is Fastify's, so the status decides the sentence.
  if (typeof exception.getResponse() === 'string' && status < 500) {
    const error =
      status === 400 && /JSON/i.test(exception.message) ? ErrorMessage.malformedJson : DEFAULT_MESSAGES[status];
    return { status, error: error ?? (DEFAULT_MESSAGES[400] as string), unexpected: false };
  }
  let error = messageOf(exception) ?? DEFAULT_MESSAGES[status];
  // Nest's own wording ("Cannot GET /api/x", "Unauthorized") is replaced by a sentence for people.
  if (status === 404 && (!error || /^Cannot [A-Z]+ /.test(error))) error = ErrorMessage.routeNotFound;
  if (!error || error === HttpStatus[status] || /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(error)) {
    error = DEFAULT_MESSAGES[status] ?? ErrorMessage.unexpected;
  }
  return { status, error, unexpected: status >= 500 };
}

/** Node's and PostgreSQL's codes for a database that is not there (down, restarting, unreachable). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
// "Transaction query already complete": the connection under a transaction was lost, so knex ended it.
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'Timeout acquiring a connection',
    'Connection terminated',
    'connection timeout',
    'the database system is (starting up|shutting down)',
    'Client has encountered a connection error and is not queryable',
    'Transaction query already complete',
  ].join('|'),
  'i',
);

/**
 * Whether the error says the database could not be reached, rather than that a query was wrong: the
 * request then fails with a 503 (try again) and not a 500. Looks through wrapped causes.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  for (let error = exception as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; error && depth < 5; depth += 1) {
    if (error instanceof ConnectionException) return true;
    if (typeof error.code === 'string' && UNAVAILABLE_CODES.has(error.code)) return true;
    if (typeof error.message === 'string' && UNAVAILABLE_MESSAGES.test(error.message)) return true;
    error = error.cause as typeof error;
  }
  return false;
}

/** Maps anything thrown while serving a request to its status and a plain `{ error }` sentence. */
export function toErrorReply(exception: unknown): ErrorReply {
  if (exception instanceof InvalidInputWithDetails) {
    return { status: exception.status, error: exception.message, unexpected: false, details: exception.details };
  }
  if (exception instanceof DomainError) {
    return { status: exception.status, error: exception.message, unexpected: false };
  }
  if (exception instanceof HttpException) return httpReply(exception);
  if (exception instanceof NotFoundError) {
    return { status: 404, error: ErrorMessage.notFound, unexpected: false };
  }
  if (exception instanceof UniqueConstraintViolationException) {
    return { status: 409, error: DEFAULT_MESSAGES[409] as string, unexpected: false };
  }
  const candidate = exception as { statusCode?: unknown; code?: unknown };
  if (typeof candidate?.statusCode === 'number' && candidate.statusCode >= 400 && candidate.statusCode < 500) {
    const byCode = typeof candidate.code === 'string' ? FASTIFY_ERRORS[candidate.code] : undefined;
    const status = candidate.statusCode;
    return {
      status,
      error: byCode ?? DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400] ?? ErrorMessage.unexpected,
      unexpected: false,
    };
  }
  if (isDatabaseUnavailable(exception)) return { status: 503, error: ErrorMessage.unavailable, unexpected: false };
  return { status: 500, error: ErrorMessage.unexpected, unexpected: true };
}
