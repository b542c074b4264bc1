import { Logger } from '@nestjs/common';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * A Redis connection that says when it is lost and when it is back (once each, not per retry), and
 * keeps trying to reconnect on its own. `purpose` names it in the log. The client library is loaded on
 * the first connection: a shop without REDIS_URL never loads it.
 */
export async function connectRedis(url: string, purpose: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const logger = new Logger('Redis');
  const client = new Redis(url, { connectTimeout: 2_000, ...options });
  let lost = false;
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    logger.warn(`Redis for ${purpose} is not answering (${error.message}); serving without it until it is back.`);
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.log(`Redis for ${purpose} is back.`);
  });
  return client;
}

/** Whether a command sent now would be carried out rather than queued or refused. */
export const isRedisReady = (client: Redis) => client.status === 'ready';

/** Closes a connection: politely when Redis answers; at once when it does not (QUIT would wait for it). */
export async function closeRedis(client: Redis): Promise<void> {
  if (!isRedisReady(client)) {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
