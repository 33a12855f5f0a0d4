/**
 * Counters that expire (failed logins per account, wrong SMS codes per account and hour). A small store interface so
 * that several server instances can share them (Redis: INCR + PEXPIRE NX, PTTL, DEL); one process keeps them in memory.
 */
import type { Redis } from 'ioredis';

export interface CounterValue {
  count: number;
  /** When the window that started with the first increment ends (epoch ms). */
  resetAt: number;
}

export interface CounterStore {
  /** The current count; null when the key was never counted or its window is over. */
  get(key: string): Promise<CounterValue | null>;
  /** Adds one; the first increment starts a window of `windowMs` after which the key is gone. */
  increment(key: string, windowMs: number): Promise<CounterValue>;
  /** Forgets the key now. */
  expire(key: string): Promise<void>;
}

/** The in-process store: a map, swept now and then. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore & { close(): void } {
  const values = new Map<string, CounterValue>();
  const live = (key: string): CounterValue | null => {
    const value = values.get(key);
    if (!value) return null;
    if (value.resetAt <= now()) {
      values.delete(key);
      return null;
    }
    return value;
  };
  const sweep = setInterval(() => {
    for (const key of values.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async get(key) {
      const value = live(key);
      return value ? { ...value } : null;
    },
    async increment(key, windowMs) {
      const value = live(key) ?? { count: 0, resetAt: now() + windowMs };
      value.count += 1;
      values.set(key, value);
      return { ...value };
    },
    async expire(key) {
      values.delete(key);
    },
    close() {
      clearInterval(sweep);
    },
  };
}

/** The shared store for several instances: INCR, then PEXPIRE NX so only the first increment opens the window. */
export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  // While the connection is down, fail at once (the caller falls back) instead of waiting for a reconnect per call.
  const connected = () => {
    if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
  };
  const read = async (key: string): Promise<CounterValue | null> => {
    connected();
    const [[, count], [, ttl]] = (await redis
      .multi()
      .get(prefix + key)
      .pttl(prefix + key)
      .exec()) as [[unknown, string | null], [unknown, number]];
    if (count === null || ttl <= 0) return null;
    return { count: Number(count), resetAt: Date.now() + ttl };
  };
  return {
    get: read,
    async increment(key, windowMs) {
      connected();
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec()) as [[unknown, number], unknown, [unknown, number]];
      return { count, resetAt: Date.now() + Math.max(0, ttl) };
    },
    async expire(key) {
      connected();
      await redis.del(prefix + key);
    },
  };
}

/**
 * Shared counters with a way down: while the shared store fails (Redis away), this instance counts on its own, so
 * the limits still hold per instance and sign-in keeps working instead of answering 500.
 */
export function withLocalFallback(shared: CounterStore, local: CounterStore, onError: (error: unknown) => void): CounterStore {
  const attempt = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    try {
      return await call(shared);
    } catch (error) {
      onError(error);
      return call(local);
    }
  };
  return {
    get: (key) => attempt((store) => store.get(key)),
    increment: (key, windowMs) => attempt((store) => store.increment(key, windowMs)),
    expire: (key) => attempt((store) => store.expire(key)),
  };
}
