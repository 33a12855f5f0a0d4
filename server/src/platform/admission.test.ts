/** Page loads take turns: a bounded number at once, one start per turn of the event loop (bench/page-load --ssr). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmission } from './admission';

/** Holds the thread as a page's work does when the embedded database answers in microtasks. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('admission', () => {
  it('answers what the work answers, and passes its failure on without losing the place', async () => {
    const admission = createAdmission(1);
    assert.equal(await admission.run(async () => 42), 42);
    await assert.rejects(
      admission.run(async () => {
        throw new Error('render failed');
      }),
      /render failed/,
    );
    assert.equal(await admission.run(async () => 'next'), 'next');
    assert.equal(admission.running, 0);
    assert.equal(admission.waiting, 0);
  });

  it('runs at most its capacity at once, the others in arrival order', async () => {
    const admission = createAdmission(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const all = [0, 1, 2, 3, 4].map((i) =>
      admission.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(i);
            now++;
            most = Math.max(most, now);
            releases.push(() => {
              now--;
              resolve(i);
            });
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(started, [0, 1]);
    assert.equal(admission.running, 2);
    assert.equal(admission.waiting, 3);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    assert.deepEqual(await Promise.all(all), [0, 1, 2, 3, 4]);
    assert.deepEqual(started, [0, 1, 2, 3, 4]);
    assert.equal(most, 2);
  });

  it('lets the event loop run between two starts, even when the work never waits for I/O', async () => {
    const order: string[] = [];
    const admission = createAdmission(0);
    // Due while the first piece holds the thread: without turns it would only run after all three.
    setTimeout(() => order.push('timer'), 0);
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        admission.run(async () => {
          busy(5);
          order.push(name);
        }),
      ),
    );
    assert.deepEqual(order, ['a', 'timer', 'b', 'c']);
  });
});
