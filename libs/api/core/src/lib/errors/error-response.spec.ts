import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { NotFoundError } from '@mikro-orm/core';
import { ThrottlerException } from '@nestjs/throttler';
import { ErrorMessage } from '@nidra/shared/contracts';
import { Conflict, Forbidden, InvalidInput, InvalidInputWithDetails, NotFound, Unauthenticated } from './domain-error';
import { isDatabaseUnavailable, toErrorReply } from './error-response';

describe('toErrorReply', () => {
  it('keeps the sentence and status of domain errors', () => {
    expect(toErrorReply(new InvalidInput('SKU is required.'))).toEqual({
      status: 400,
      error: 'SKU is required.',
      unexpected: false,
    });
    expect(toErrorReply(new Conflict('That sku is already in use.')).status).toBe(409);
    expect(toErrorReply(new NotFound()).error).toBe(ErrorMessage.notFound);
    expect(toErrorReply(new Unauthenticated()).status).toBe(401);
    expect(toErrorReply(new Forbidden()).status).toBe(403);
  });

  it('uses the first validation message', () => {
    const reply = toErrorReply(new BadRequestException(['Email is required.', 'Password is required.']));
    expect(reply).toEqual({ status: 400, error: 'Email is required.', unexpected: false });
  });

  it("replaces Nest's wording with sentences", () => {
    expect(toErrorReply(new NotFoundException('Cannot GET /api/nope')).error).toBe(ErrorMessage.routeNotFound);
    expect(toErrorReply(new UnauthorizedException()).error).toBe(ErrorMessage.unauthenticated);
    expect(toErrorReply(new ForbiddenException()).error).toBe(ErrorMessage.forbidden);
    expect(toErrorReply(new ThrottlerException())).toEqual({
      status: 429,
      error: ErrorMessage.tooManyRequests,
      unexpected: false,
    });
  });

  it("maps MikroORM's not-found to 404", () => {
    expect(toErrorReply(new NotFoundError('Product not found'))).toEqual({
      status: 404,
      error: ErrorMessage.notFound,
      unexpected: false,
    });
  });

  it("maps Fastify's request errors by code", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorReply(tooLarge)).toEqual({ status: 413, error: ErrorMessage.payloadTooLarge, unexpected: false });
  });

  it('hides the details of anything unexpected', () => {
    const reply = toErrorReply(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(reply).toEqual({ status: 500, error: ErrorMessage.unexpected, unexpected: true });
  });
});

describe('toErrorReply for Fastify errors re-thrown by Nest', () => {
  it.each([
    [400, "Body is not valid JSON but content-type is set to 'application/json'", ErrorMessage.malformedJson],
    [413, 'Request body is too large', ErrorMessage.payloadTooLarge],
    [415, "Unsupported Media Type: application/xml", ErrorMessage.unsupportedMediaType],
  ])('%i "%s" → "%s"', (status, message, expected) => {
    expect(toErrorReply(new HttpException(message, status))).toEqual({ status, error: expected, unexpected: false });
  });
});

describe('toErrorReply for a database that cannot be reached', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  it.each([
    ['a refused connection', refused],
    ['a refused connection wrapped by the ORM', Object.assign(new Error('wrapped'), { cause: refused })],
    ['the pool giving up', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['a server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a statement on a lost connection', new Error('SELECT 1 - Client has encountered a connection error and is not queryable')],
    ['a transaction whose connection was lost', new Error('Transaction query already complete, run with DEBUG=knex:tx for more info')],
  ])('answers %s with 503', (_label, error) => {
    expect(toErrorReply(error)).toEqual({ status: 503, error: ErrorMessage.unavailable, unexpected: false });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('carries the details of bad input beside its sentence', () => {
    const rows = [{ row: 3, error: 'Price is required.' }];
    expect(toErrorReply(new InvalidInputWithDetails('1 row was refused.', { rows }))).toEqual({
      status: 400,
      error: '1 row was refused.',
      unexpected: false,
      details: { rows },
    });
  });

  it('leaves a broken query a 500', () => {
    const broken = Object.assign(new Error('syntax error at or near "FROM"'), { code: '42601' });
    expect(isDatabaseUnavailable(broken)).toBe(false);
    expect(toErrorReply(broken).status).toBe(500);
  });
});
