import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { fromEvent, isObservable, takeUntil, type Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { RedisLink } from './redis-socket-link';
import { coalesceWebSocketWrites } from './coalesced-writes';

/**
 * socket.io on the shop's own port. With REDIS_URL the Redis adapter carries rooms and events between
 * instances, so a member on one and an administrator on another talk as if on one server.
 */
export class SocketAdapter extends IoAdapter {
  private readonly logger = new Logger('SocketAdapter');

  private constructor(
    app: INestApplicationContext,
    private readonly redis?: RedisLink,
  ) {
    super(app);
  }

  /** The adapter, joined through Redis when given its URL (the Redis client is loaded only then). */
  static async create(app: INestApplicationContext, redisUrl?: string): Promise<SocketAdapter> {
    const redis = redisUrl ? await (await import('./redis-socket-link')).linkThroughRedis(redisUrl) : undefined;
    return new SocketAdapter(app, redis);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    coalesceWebSocketWrites(server.engine);
    if (this.redis) server.adapter(this.redis.adapter as never);
    return server;
  }

  /**
   * Each message goes straight from the socket's listener to the gateway's handler (with its guards,
   * pipes and exception filter, as Nest builds it), instead of through a chain of observables made for
   * every message: that chain was a tenth of the server's work when a thousand members wrote at once.
   * What the handler answers, once settled, is the acknowledgement, or is emitted when it names an
   * event; no answer sends nothing. A handler answering with an observable is followed as Nest does.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message as string, (...args: unknown[]) => {
        // As Nest reads the event's arguments: one (or none) is the payload, several end with the acknowledgement.
        const { data, ack } = this.mapPayload(args.length <= 1 ? args[0] : args);
        const reply = (response: unknown) => {
          if (response === null || response === undefined) return;
          const named = response as { event?: string; data?: unknown };
          if (named.event) socket.emit(named.event, named.data);
          else if (!isAckHandledManually && typeof ack === 'function') ack(response);
        };
        const failed = (error: unknown) => this.logger.error({ err: error }, `A socket event failed: ${String(message)}`);
        // A promise of a promise settles as the inner one: what arrives here is the answer or an observable.
        Promise.resolve(callback(data, ack))
          .then((result: unknown) => {
            if (!isObservable(result)) return reply(result);
            // An observable is followed until the socket leaves.
            transform(result)
              .pipe(takeUntil(fromEvent(socket, 'disconnect')))
              .subscribe({ next: reply, error: failed });
          })
          .catch(failed);
      });
    }
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await this.redis?.close();
  }
}
