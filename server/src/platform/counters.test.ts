import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMemoryCounterStore } from './counters';

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
