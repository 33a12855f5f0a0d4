/**
 * CPU-heavy steps (reading an uploaded spreadsheet, writing a workbook, making a PDF) run here, on a bounded pool of
 * worker threads, never on the request thread: one big file must not stall every other user's requests. Piscina
 * (rather than a hand-written pool) because it already replaces a crashed or aborted worker, queues, and unrefs idle
 * threads. Each task has a time budget; over it the worker is stopped and the caller gets CpuBudgetExceeded.
 */
import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../errors';

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

/** What a worker receives: the argument, and a port on which it says when it starts (the budget runs from then). */
export interface TaskEnvelope<A> {
  arg: A;
  started: MessagePort;
}

/** A task module's export: the function, told to the pool when it starts, so a thread's start-up is not billed. */
export function offThreadTask<A, R>(fn: (arg: A) => R): (envelope: TaskEnvelope<A>) => R {
  return (envelope) => {
    envelope.started.postMessage(null);
    envelope.started.close();
    return fn(envelope.arg);
  };
}

type ArgOf<F> = F extends (envelope: TaskEnvelope<infer A>) => unknown ? A : never;
type ResultOf<F> = F extends (envelope: TaskEnvelope<never>) => infer R ? Awaited<R> : never;

/** The exported functions of one task module, callable on the pool by name. */
export interface TaskModule<M> {
  run<K extends keyof M & string>(name: K, arg: ArgOf<M[K]>, run?: TaskRun): Promise<ResultOf<M[K]>>;
}

/** A worker module beside the caller, with the caller's own extension (.ts under tsx, .js in a compiled build). */
export function taskFile(callerUrl: string, relative: string): string {
  return new URL(relative + callerUrl.slice(callerUrl.lastIndexOf('.')), callerUrl).href;
}

/**
 * A module of tasks beside the caller (`taskModule<typeof XTasks>(import.meta.url, './x-task')`, XTasks its `import type * as`). The
 * worker loads the TypeScript source under tsx (dev, tests, `npm start`: workers inherit the tsx loader through
 * execArgv) and the .js in a compiled build: the caller's own extension.
 */
export function taskModule<M>(callerUrl: string, relative: string): TaskModule<M> {
  const filename = taskFile(callerUrl, relative);
  return {
    run: (name, arg, run) => runOffThread(filename, name, arg, run) as never,
  };
}

/** Tasks waiting per thread at most; past that a request is turned away (503) rather than left waiting minutes. */
export const QUEUED_PER_THREAD = 8;

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

/**
 * A pool of worker threads as this server runs them (this CPU pool, the server render's pool): `threads` at most, each
 * with a heap of `maxHeapMb`.
 */
export function workerPool(threads: number, maxHeapMb: number): Piscina {
  return new Piscina({
    // One thread stays warm once started; more start under load and stop after a minute idle. Idle threads are
    // unref'd, so they never hold the process open.
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    // Workers yield the CPU to the request thread (Linux thread priority, through piscina's optional @napi-rs/nice).
    niceIncrement: 10,
  });
}

function thePool(): Piscina {
  pool ??= workerPool(options.threads, options.maxHeapMb);
  return pool;
}

async function runOffThread(filename: string, name: string, arg: unknown, run: TaskRun = {}): Promise<unknown> {
  const timeoutMs = run.timeoutMs ?? options.timeoutMs;
  const budget = new AbortController();
  const { port1, port2 } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  // The budget is the task's own run: not its wait in the queue, nor a new thread's start.
  port1.once('message', () => {
    timer = setTimeout(() => budget.abort(), timeoutMs);
  });
  try {
    const pool = thePool();
    if (pool.queueSize >= options.threads * QUEUED_PER_THREAD) throw new HttpError(503, 'server_busy', {}, {}, { 'retry-after': '10' });
    const envelope: TaskEnvelope<unknown> = { arg, started: port2 };
    return await pool.run(envelope, { filename, name, signal: budget.signal, transferList: [port2, ...(run.transferList ?? [])] });
  } catch (error) {
    if (budget.signal.aborted) throw new CpuBudgetExceeded('time', timeoutMs);
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new CpuBudgetExceeded('memory', options.maxHeapMb);
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}
