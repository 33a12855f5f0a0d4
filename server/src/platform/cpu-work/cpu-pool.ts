/**
 * CPU-heavy steps (reading an uploaded spreadsheet, writing a workbook, making a PDF) run here, on a bounded pool of
 * worker threads, never on the request thread: one big file must not stall every other user's requests. Piscina
 * (rather than a hand-written pool) because it already replaces a crashed or aborted worker, queues, and unrefs idle
 * threads. Each task has a time budget; over it the worker is stopped and the caller gets CpuBudgetExceeded.
 */
import os from 'node:os';
import { Piscina } from 'piscina';

export interface CpuPoolOptions {
  /** CPU_POOL_SIZE: worker threads at most (default max(1, cores − 1), leaving a core to the request thread). */
  threads: number;
  /** CPU_TASK_TIMEOUT_MS: the longest one task may run before its worker is stopped. */
  timeoutMs: number;
  /** CPU_WORKER_MAX_HEAP_MB: a worker's heap; a file that needs more is refused instead of exhausting the process. */
  maxHeapMb: number;
}

export const defaultCpuPoolOptions = (): CpuPoolOptions => ({
  threads: Math.max(1, os.availableParallelism() - 1),
  timeoutMs: 10_000,
  maxHeapMb: 512,
});

/** A task ran past its time budget or its heap. */
export class CpuBudgetExceeded extends Error {
  constructor(
    readonly reason: 'time' | 'memory',
    readonly limit: number,
  ) {
    super(`CPU task over its ${reason} budget (${limit})`);
  }
}

/** Run options of one task: its own time budget instead of the pool's, buffers to move instead of copy. */
export interface TaskRun {
  timeoutMs?: number;
  transferList?: ArrayBuffer[];
}

type Task = (arg: never) => unknown;

/** The exported functions of one task module, callable on the pool by name. */
export interface TaskModule<M> {
  run<K extends keyof M & string>(
    name: K,
    arg: M[K] extends Task ? Parameters<M[K]>[0] : never,
    run?: TaskRun,
  ): Promise<M[K] extends Task ? Awaited<ReturnType<M[K]>> : never>;
}

/**
 * A module of tasks beside the caller (`taskModule<typeof import('./x-task')>(import.meta.url, './x-task')`). The
 * worker loads the TypeScript source under tsx (dev, tests, `npm start`: workers inherit the tsx loader through
 * execArgv) and the .js in a compiled build: the caller's own extension.
 */
export function taskModule<M>(callerUrl: string, relative: string): TaskModule<M> {
  const filename = new URL(relative + callerUrl.slice(callerUrl.lastIndexOf('.')), callerUrl).href;
  return {
    run: (name, arg, run) => runOffThread(filename, name, arg, run) as never,
  };
}

let options = defaultCpuPoolOptions();
let pool: Piscina | undefined;

/** Set once per process from the configuration (the pool is the process's threads, shared by every app instance). */
export function configureCpuPool(next: CpuPoolOptions): void {
  const same = next.threads === options.threads && next.maxHeapMb === options.maxHeapMb;
  options = next;
  if (pool && !same) {
    void pool.close();
    pool = undefined;
  }
}

export const cpuPoolOptions = (): CpuPoolOptions => options;

function thePool(): Piscina {
  pool ??= new Piscina({
    minThreads: 0,
    maxThreads: options.threads,
    // Kept warm between uploads; idle threads are unref'd, so they never hold the process open.
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
  });
  return pool;
}

async function runOffThread(filename: string, name: string, arg: unknown, run: TaskRun = {}): Promise<unknown> {
  const timeoutMs = run.timeoutMs ?? options.timeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await thePool().run(arg, { filename, name, signal, transferList: run.transferList });
  } catch (error) {
    if (signal.aborted) throw new CpuBudgetExceeded('time', timeoutMs);
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new CpuBudgetExceeded('memory', options.maxHeapMb);
    throw error;
  }
}
