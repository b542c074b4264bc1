import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggedUrl } from '../logging/logged-url';
import { toErrorReply } from './error-response';

/** The one place errors become responses: JSON `{ error }` with its status, details only in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, error, unexpected, details } = toErrorReply(exception);
    // The URL without the secrets it may carry, as the request log shows it.
    const url = (request?.raw && loggedUrl(request.raw)) ?? request?.url;
    if (unexpected) {
      this.logger.error({ err: exception, requestId: request?.id, method: request?.method, url }, 'Unexpected error while serving a request');
    } else if (status === 503) {
      this.logger.warn({ err: exception, requestId: request?.id, method: request?.method, url }, 'The database is unavailable');
    }
    if (reply.sent) return;
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send({ ...details, error });
  }
}
