/** Redis connections (ioredis) for the state several instances share: pub/sub, presence, rate limits. */
import type { Redis } from 'ioredis';

export interface RedisOptions {
  url: string;
  /** Key prefix, so several deployments (or tests) can share one Redis. */
  prefix: string;
}

/**
 * A client that fails fast instead of queueing commands for ever while Redis is away. ioredis is loaded here, by the
 * first connection, so an instance without REDIS_URL never loads it.
 */
export async function connectRedis(url: string, name: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    connectionName: name,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    // Reconnect for ever, at most every 2 s (Redis restarts are routine).
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
}

export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
