/** Redis connections (ioredis) for the state several instances share: pub/sub, presence, rate limits. */
import { Redis } from 'ioredis';

export interface RedisOptions {
  url: string;
  /** Key prefix, so several deployments (or tests) can share one Redis. */
  prefix: string;
}

/** A client that fails fast instead of queueing commands for ever while Redis is away. */
export function connectRedis(url: string, name: string): Redis {
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
