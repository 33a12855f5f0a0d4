import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fs from 'node:fs';
import { REDIS_BIN, startRedis } from '../test/cluster';
import { createMemoryCounterStore, createRedisCounterStore, withLocalFallback } from './counters';
import { closeRedis, connectRedis } from './redis';

describe('the in-memory counter store', () => {
  it('counts within a window that starts at the first increment, then forgets', async () => {
    let now = 1_000;
    const store = createMemoryCounterStore(() => now);
    assert.equal(await store.get('k'), null);
    assert.deepEqual(await store.increment('k', 60_000), { count: 1, resetAt: 61_000 });
    now += 30_000;
    assert.deepEqual(await store.increment('k', 60_000), { count: 2, resetAt: 61_000 }, 'a later increment does not extend the window');
    assert.deepEqual(await store.get('k'), { count: 2, resetAt: 61_000 });
    now = 61_000;
    assert.equal(await store.get('k'), null);
    assert.deepEqual(await store.increment('k', 60_000), { count: 1, resetAt: 121_000 });
    await store.expire('k');
    assert.equal(await store.get('k'), null);
    store.close();
  });
});

describe('the Redis counter store (several instances)', () => {
  const skip = fs.existsSync(REDIS_BIN) ? false : `Redis is not installed (${REDIS_BIN})`;
  it('counts one window across two connections, as two instances would, and forgets on expire', { skip }, async () => {
    const redis = await startRedis();
    const [a, b] = await Promise.all([connectRedis(redis.url, 'counter-test-a'), connectRedis(redis.url, 'counter-test-b')]);
    await Promise.all([a, b].map((c) => (c.status === 'ready' ? null : new Promise((resolve) => c.once('ready', resolve)))));
    try {
      const storeA = createRedisCounterStore(a, 'test:');
      const storeB = createRedisCounterStore(b, 'test:');
      assert.equal(await storeA.get('login:x'), null);
      const first = await storeA.increment('login:x', 60_000);
      assert.equal(first.count, 1);
      const second = await storeB.increment('login:x', 60_000);
      assert.equal(second.count, 2, 'the other instance sees the same count');
      assert.ok(Math.abs(second.resetAt - first.resetAt) < 1_000, 'a later increment does not extend the window');
      assert.equal((await storeA.get('login:x'))?.count, 2);
      await storeB.expire('login:x');
      assert.equal(await storeA.get('login:x'), null);
      await storeA.increment('short', 50);
      await new Promise((r) => setTimeout(r, 120));
      assert.equal(await storeB.get('short'), null, 'the window ends');
    } finally {
      await closeRedis(a);
      await closeRedis(b);
      await redis.stop();
    }
  });
});

describe('shared counters with a local fallback', () => {
  it('counts on this instance while the shared store fails, and says so', async () => {
    const broken = {
      get: async () => Promise.reject(new Error('redis away')),
      increment: async () => Promise.reject(new Error('redis away')),
      expire: async () => Promise.reject(new Error('redis away')),
    };
    const local = createMemoryCounterStore();
    const errors: unknown[] = [];
    const store = withLocalFallback(broken, local, (error) => errors.push(error));
    assert.equal((await store.increment('login:x', 60_000)).count, 1);
    assert.equal((await store.increment('login:x', 60_000)).count, 2);
    assert.equal((await store.get('login:x'))?.count, 2);
    assert.equal(errors.length, 3);
    local.close();
  });
});
