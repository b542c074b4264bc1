import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io on the shop's own port. With REDIS_URL the Redis adapter carries rooms and events between
 * instances, so a member on one and an administrator on another talk as if on one server.
 */
export class SocketAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl?: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.redisUrl) {
      const publisher = new Redis(this.redisUrl, { lazyConnect: false });
      const subscriber = publisher.duplicate();
      this.clients.push(publisher, subscriber);
      server.adapter(createAdapter(publisher, subscriber));
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.splice(0).map((client) => client.quit().catch(() => undefined)));
  }
}
