import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import type { RedisLink } from './redis-socket-link';
import { coalesceWebSocketWrites } from './coalesced-writes';

/**
 * The largest socket event accepted; a client sending more is disconnected. The chat's largest event, a
 * message at its longest however its text is escaped, is under half of it (socket.io's own limit is 1 MB).
 */
const MAX_EVENT_BYTES = 32 * 1024;

/**
 * socket.io on the shop's own port. With REDIS_URL the Redis adapter carries rooms and events between
 * instances, so a member on one and an administrator on another talk as if on one server.
 */
export class SocketAdapter extends IoAdapter {
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
    const server = super.createIOServer(port, { maxHttpBufferSize: MAX_EVENT_BYTES, ...options }) as Server;
    coalesceWebSocketWrites(server.engine);
    if (this.redis) server.adapter(this.redis.adapter as never);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await this.redis?.close();
  }
}
