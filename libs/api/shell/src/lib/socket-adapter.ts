import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { fromEvent, isObservable, takeUntil, type Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { BroadcastOptions, Room } from 'socket.io-adapter';
import { closeRedis, connectRedis, isRedisReady } from '@nidra/api/core';
import { coalesceWebSocketWrites } from './coalesced-writes';

const onlyHere = (opts: BroadcastOptions): BroadcastOptions => ({ ...opts, flags: { ...opts.flags, local: true } });

/**
 * The adapter sends these without waiting for them; should Redis go away meanwhile (or the shop stop),
 * the failure is expected and must not reach the process as an unhandled rejection.
 */
const UNAWAITED = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;
function tolerateUnawaited(client: Redis): Redis {
  for (const name of UNAWAITED) {
    const send = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const sent = send(...args);
      sent.catch(() => undefined);
      return sent;
    };
  }
  return client;
}

/**
 * The Redis adapter, but while Redis is down this instance carries on alone: events reach the sockets
 * connected here, and presence counts them only, instead of waiting on Redis. Once Redis is back (the
 * clients reconnect and resubscribe by themselves), instances are joined again.
 */
class ResilientRedisAdapter extends RedisAdapter {
  private joined(): boolean {
    return isRedisReady(this.pubClient) && isRedisReady(this.subClient);
  }

  override async serverCount(): Promise<number> {
    if (!this.joined()) return 1;
    // Lost in between: this instance answers for itself.
    return super.serverCount().catch(() => 1);
  }

  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    super.broadcast(packet, this.joined() ? opts : onlyHere(opts));
  }

  override broadcastWithAck(
    packet: unknown,
    opts: BroadcastOptions,
    clientCountCallback: (clientCount: number) => void,
    ack: (...args: unknown[]) => void,
  ): void {
    super.broadcastWithAck(packet, this.joined() ? opts : onlyHere(opts), clientCountCallback, ack);
  }

  override addSockets(opts: BroadcastOptions, rooms: Room[]): void {
    super.addSockets(this.joined() ? opts : onlyHere(opts), rooms);
  }

  override delSockets(opts: BroadcastOptions, rooms: Room[]): void {
    super.delSockets(this.joined() ? opts : onlyHere(opts), rooms);
  }

  override disconnectSockets(opts: BroadcastOptions, close: boolean): void {
    super.disconnectSockets(this.joined() ? opts : onlyHere(opts), close);
  }

  override serverSideEmit(packet: unknown[]): void {
    if (this.joined()) super.serverSideEmit(packet);
  }
}

/**
 * socket.io on the shop's own port. With REDIS_URL the Redis adapter carries rooms and events between
 * instances, so a member on one and an administrator on another talk as if on one server.
 */
export class SocketAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];
  private readonly logger = new Logger('SocketAdapter');

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl?: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    coalesceWebSocketWrites(server.engine);
    if (this.redisUrl) {
      // A publish caught between the check and a lost connection waits for the reconnection rather
      // than failing (nothing in the adapter would catch the failure).
      const publisher = tolerateUnawaited(connectRedis(this.redisUrl, 'the chat', { maxRetriesPerRequest: null }));
      const subscriber = tolerateUnawaited(connectRedis(this.redisUrl, 'the chat (subscriptions)', { maxRetriesPerRequest: null }));
      this.clients.push(publisher, subscriber);
      // socket.io calls this with `new`, so it is a function, not an arrow.
      server.adapter(function resilientRedisAdapter(nsp: unknown) {
        return new ResilientRedisAdapter(nsp, publisher, subscriber);
      } as never);
    }
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
    await Promise.all(this.clients.splice(0).map(closeRedis));
  }
}
