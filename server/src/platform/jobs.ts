/**
 * Scheduled and polling jobs that must run once across instances (IMAP poller, reminders, any later job):
 * each pass asks for the job's lease, a PostgreSQL session-level advisory lock held on a connection of its
 * own. One instance holds it and runs the passes; the others skip theirs. When the holder dies (even kill -9)
 * PostgreSQL ends its session and frees the lock, and the next instance to look takes it over at its next pass.
 * On PGlite there is one process (the data directory is locked), so the lease is always ours.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Metrics } from './metrics';

export interface JobLeases {
  /** Runs one pass of `job` if this instance holds (or can take) its lease; `ran: false` when another does. */
  runExclusive<T>(job: string, pass: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
  /** Jobs whose lease this instance holds now. */
  held(): string[];
  /** Gives the leases up (graceful shutdown): another instance takes over at its next pass. */
  close(): Promise<void>;
}

export interface JobLeaseOptions {
  /** PostgreSQL; undefined = PGlite, a single process. */
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
  metrics?: Metrics | undefined;
}

export function createJobLeases({ databaseUrl, log, metrics }: JobLeaseOptions): JobLeases {
  const held = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const drop = (reason: unknown) => {
    if (held.size) log.warn({ err: reason, jobs: [...held] }, 'jobs: lease connection lost, leases given up');
    held.clear();
    const c = client;
    client = null;
    c?.end().catch(() => undefined);
  };

  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, application_name: 'helpdesk-job-leases' });
      c.on('error', (error) => {
        if (client === c) drop(error);
      });
      await c.connect();
      client = c;
      return c;
    })().finally(() => (connecting = null));
    return connecting;
  };

  // Jobs ask for their leases at the same moments on the one lease connection: their queries go one at a time (pg
  // queues concurrent queries on a client only with a deprecation warning, and pg 9 refuses them).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /** Whether we hold the lease now: takes it when free, and proves the connection (hence the lock) is alive. */
  const acquire = async (job: string): Promise<boolean> => {
    if (!databaseUrl) return true;
    try {
      const c = await connection();
      if (held.has(job)) {
        await serial(() => c.query('select 1'));
        return true;
      }
      const { rows } = await serial(() =>
        c.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 18)) as ok', [`helpdesk-job:${job}`]),
      );
      if (rows[0]?.ok) {
        held.add(job);
        log.info({ job }, 'jobs: this instance now runs the job');
      }
      return held.has(job);
    } catch (error) {
      drop(error);
      return false;
    }
  };

  return {
    async runExclusive(job, pass) {
      if (closed || !(await acquire(job))) {
        metrics?.jobRuns.inc({ job, outcome: 'skipped' });
        return { ran: false };
      }
      try {
        const result = await pass();
        metrics?.jobRuns.inc({ job, outcome: 'ok' });
        return { ran: true, result };
      } catch (error) {
        metrics?.jobRuns.inc({ job, outcome: 'error' });
        throw error;
      }
    },
    held: () => (databaseUrl ? [...held] : []),
    async close() {
      closed = true;
      await connecting?.catch(() => undefined);
      const c = client;
      client = null;
      held.clear();
      await c?.end().catch(() => undefined);
    },
  };
}

/** A timed job's handle: `start` runs a pass now and then every period; `stop` waits for the pass under way. */
export interface LeasedSchedule {
  start(): void;
  stop(): Promise<void>;
}

export interface LeasedScheduleOptions<T> {
  /** The lease's name. */
  job: string;
  everyMs: number;
  pass: () => Promise<T>;
  /** Logs what a pass this instance ran did (called only when it ran). */
  report: (result: T) => void;
  /** The log line of a pass that threw; the next pass runs all the same. */
  failure: string;
}

/**
 * A pass every `everyMs` on one instance at a time (the job's lease); an instance's passes never overlap (each
 * waits for the one before), and a failing pass is logged without ending the schedule.
 */
export function createLeasedSchedule<T>(
  jobs: JobLeases,
  log: FastifyBaseLogger,
  { job, everyMs, pass, report, failure }: LeasedScheduleOptions<T>,
): LeasedSchedule {
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  const next = () => {
    chain = chain
      .then(async () => {
        const run = await jobs.runExclusive(job, pass);
        if (run.ran) report(run.result);
      })
      .catch((error: unknown) => log.error({ err: error }, failure));
    return chain;
  };
  return {
    start() {
      void next();
      timer = setInterval(() => void next(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}
