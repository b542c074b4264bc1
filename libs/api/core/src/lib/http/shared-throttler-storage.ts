import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis, isRedisReady } from '../redis/redis';
import { MemoryThrottlerStorage, type CountingThrottlerStorage } from './memory-throttler-storage';

/**
 * Rate-limit counters shared by every instance through Redis, as long as Redis answers. While it does
 * not, each instance counts on its own (the limits hold per instance) and no request waits for Redis;
 * once it is back, counting is shared again.
 */
export class SharedThrottlerStorage implements CountingThrottlerStorage, OnApplicationShutdown {
  private readonly local = new MemoryThrottlerStorage();

  private constructor(
    private readonly redis: Redis,
    private readonly shared: ThrottlerStorageRedisService,
  ) {}

  static async connect(redisUrl: string): Promise<SharedThrottlerStorage> {
    const { ThrottlerStorageRedisService } = await import('@nest-lab/throttler-storage-redis');
    // Commands fail at once while the connection is down, and give up after a second on a stuck one.
    const redis = await connectRedis(redisUrl, 'rate limits', { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
    return new SharedThrottlerStorage(redis, new ThrottlerStorageRedisService(redis));
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    if (isRedisReady(this.redis)) {
      try {
        return await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      } catch {
        // Lost in between: this request is counted here instead.
      }
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** Hits counted in the key's current window, without counting one more. */
  async hits(key: string, throttlerName: string): Promise<number> {
    if (isRedisReady(this.redis)) {
      try {
        // The key the Redis storage counts under.
        return Number((await this.redis.get(`{${key}:${throttlerName}}:hits`)) ?? 0);
      } catch {
        // Lost in between: read what this instance counted.
      }
    }
    return this.local.hits(key, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.onApplicationShutdown();
    await closeRedis(this.redis);
  }
}
