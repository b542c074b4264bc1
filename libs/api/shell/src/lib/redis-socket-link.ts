import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { BroadcastOptions, Room } from 'socket.io-adapter';
import { closeRedis, connectRedis, isRedisReady } from '@nidra/api/core';

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

/** What the socket server needs to be joined to the other instances through Redis. */
export interface RedisLink {
  /** The adapter socket.io builds for each namespace. */
  adapter: (nsp: unknown) => RedisAdapter;
  close(): Promise<void>;
}

/**
 * Connects the chat's two Redis clients (one publishes, one subscribes). A publish caught between the
 * check and a lost connection waits for the reconnection rather than failing (nothing in the adapter
 * would catch the failure).
 */
export async function linkThroughRedis(redisUrl: string): Promise<RedisLink> {
  const [publisher, subscriber] = (
    await Promise.all([
      connectRedis(redisUrl, 'the chat', { maxRetriesPerRequest: null }),
      connectRedis(redisUrl, 'the chat (subscriptions)', { maxRetriesPerRequest: null }),
    ])
  ).map(tolerateUnawaited);
  return {
    // socket.io calls this with `new`, so it is a function, not an arrow.
    adapter: function resilientRedisAdapter(nsp: unknown) {
      return new ResilientRedisAdapter(nsp, publisher, subscriber);
    },
    close: async () => {
      await Promise.all([publisher, subscriber].map(closeRedis));
    },
  };
}
