import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorMessage } from '@nidra/shared/contracts';

/**
 * Refusals made by Fastify's router before any route runs (a malformed percent-encoding, a path part
 * too long) answer in the shop's own shape, `{ error }`, like every other answer.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ error: ErrorMessage.urlTooLong });
    return;
  }
  void reply.code(400).send({ error: ErrorMessage.badUrl });
}

/** What Node's HTTP parser refuses before Fastify sees a request: the same shape, written on the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone already; there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ErrorMessage.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ErrorMessage.requestTimeout]
        : [400, ErrorMessage.unreadableRequest];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
