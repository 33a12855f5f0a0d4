/** Issue 35 item 2: the CPU pool's time budget and its bounded queue (the upload tests cover what users see). */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { HttpError } from '../errors';
import type * as ProbeTasks from '../../test/pool-probe-task';
import { configureCpuPool, CpuBudgetExceeded, QUEUED_PER_THREAD, taskModule } from './cpu-pool';

const probe = taskModule<typeof ProbeTasks>(import.meta.url, '../../test/pool-probe-task');

describe('the CPU pool', () => {
  configureCpuPool({ threads: 1, timeoutMs: 10_000, maxHeapMb: 256 });
  after(() => configureCpuPool({ threads: 1, timeoutMs: 10_000, maxHeapMb: 512 }));

  it('stops a task past its budget and runs the next one on a fresh worker', async () => {
    await assert.rejects(probe.run('holdTask', 5_000, { timeoutMs: 200 }), (error) => {
      assert.ok(error instanceof CpuBudgetExceeded);
      assert.equal(error.reason, 'time');
      return true;
    });
    assert.equal(await probe.run('holdTask', 1), 1);
  });

  it('bills a task from its own start, not its wait behind another', async () => {
    // The second waits ~600 ms for the only thread, longer than its own budget, and still finishes.
    const first = probe.run('holdTask', 600);
    const second = probe.run('holdTask', 10, { timeoutMs: 400 });
    assert.deepEqual(await Promise.all([first, second]), [600, 10]);
  });

  it('turns a task away with 503 once the queue is full, and runs every task it took', async () => {
    // One thread: one task runs (or is about to), QUEUED_PER_THREAD wait, and nothing more is taken.
    const taken = Array.from({ length: 1 + QUEUED_PER_THREAD }, () => probe.run('holdTask', 100));
    const extra = Array.from({ length: 3 }, () =>
      probe.run('holdTask', 1).then(
        () => 'ran',
        (error: unknown) => error,
      ),
    );
    const answers = await Promise.all(extra);
    assert.deepEqual(
      answers.map((a) => (a instanceof HttpError ? [a.statusCode, a.key, a.headers['retry-after']] : a)),
      Array(3).fill([503, 'server_busy', '10']),
    );
    assert.deepEqual(await Promise.all(taken), Array(1 + QUEUED_PER_THREAD).fill(100));
  });
});
