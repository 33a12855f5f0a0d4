/**
 * The outbox sender: claims due rows (FOR UPDATE SKIP LOCKED; the claim marks them `sending` until a visibility
 * deadline, so a row whose sender was killed is taken again once the deadline passes), hands each to its channel's
 * transport, a few at a time, and records the outcome: `sent` with the server's answer, a retry with backoff (seconds
 * at first, at most OUTBOX_RETRY_MAX_MS apart), or `failed` with the reason — at once for a permanent DeliveryError,
 * after OUTBOX_MAX_ATTEMPTS otherwise. Passes run on one instance at a time (the `outbox` job lease); an enqueue
 * wakes the sender at once, a timer catches the rest (retries coming due, rows committed by another instance).
 * Delivery is at least once: a send whose outcome could not be recorded is sent again after the deadline.
 * After each pass the ticket messages whose e-mails ended sent or failed in it are announced once
 * (`ticketDeliveriesChanged`), so the ticket page hears of them without polling.
 */
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { NO_FOREGROUND, type Foreground } from '../foreground';
import type { Hooks } from '../hooks';
import type { JobLeases } from '../jobs';
import { ticketDeliveriesChanged } from './delivery-events';
import { mailOf, type StoredMail, type StoredPush, type StoredSms } from './outbox';
import type { Transports } from './drivers';
import { DeliveryError } from './transport';

export const OUTBOX_JOB = 'outbox';
export const OUTBOX_MAX_ATTEMPTS = 12;
export const OUTBOX_RETRY_BASE_MS = 2_000;
export const OUTBOX_RETRY_MAX_MS = 5 * 60_000;
/** How long a claim lasts: longer than any one send may take (smtp-transport.ts's timeouts). */
export const OUTBOX_VISIBILITY_MS = 5 * 60_000;
export const OUTBOX_POLL_MS = 2_000;
/**
 * The longest a send waits for a moment without requests (`yieldTo`): under a stream of requests that never pauses,
 * each sender worker still sends one message per this long.
 */
export const OUTBOX_YIELD_MAX_MS = 200;
/**
 * At most this many sends start per second: twice the throughput issue 33 asks for, so a burst of mail spreads its CPU
 * over time instead of taking the event loop from the requests of the same process (bench/outbox: unpaced, 600 mails/s
 * raised an API call's p95 by ~70 % on a quiet machine).
 */
export const OUTBOX_MAX_PER_SECOND = 200;
/** Sent rows are kept this long (the dev outbox, delivery shown beside ticket messages), then deleted; failed ones stay. */
export const OUTBOX_KEEP_SENT_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface OutboxSenderOptions {
  db: Db;
  transports: Transports;
  jobs: Pick<JobLeases, 'runExclusive'>;
  log: FastifyBaseLogger;
  /** Where a pass announces the ticket messages whose e-mails were sent or failed in it. */
  hooks?: Pick<Hooks, 'emit'> | undefined;
  /** Sends in flight at once. */
  concurrency?: number;
  /** Rows per claim. */
  batchSize?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  visibilityMs?: number;
  pollMs?: number;
  /** The requests of this process: each send and claim waits for a moment without one (platform/foreground.ts). */
  yieldTo?: Pick<Foreground, 'quiet'>;
  /** Sends started per second at most (0: no pacing). */
  maxPerSecond?: number;
}

export interface OutboxSender {
  /** Starts the timer and a first pass (rows left from before a restart). */
  start(): void;
  /** A pass now (after an enqueue); passes never overlap within one process. */
  wake(): void;
  /** Runs passes until nothing is due right now; resolves with the rows handled (0 when another instance holds the lease). */
  drain(): Promise<number>;
  /** Stops the timer, lets the sends in flight finish, closes the transports. */
  stop(): Promise<void>;
}

type Claimed = typeof outbox.$inferSelect;

/** Delay before attempt `attempts + 1`: doubling from `baseMs`, capped, with ±20 % jitter so retries spread out. */
export function retryDelayMs(attempts: number, baseMs = OUTBOX_RETRY_BASE_MS, maxMs = OUTBOX_RETRY_MAX_MS): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, raw * (0.8 + Math.random() * 0.4)));
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof DeliveryError ? error.code : undefined;
  // An SMTP reply already starts with its code ("550 5.1.1 …"); other reasons get it in front.
  return (code === undefined || message.startsWith(String(code)) ? message : `${code} ${message}`).slice(0, 2000);
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transports, jobs, log, hooks } = options;
  const concurrency = options.concurrency ?? 8;
  const batchSize = options.batchSize ?? 50;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const retryBaseMs = options.retryBaseMs ?? OUTBOX_RETRY_BASE_MS;
  const retryMaxMs = options.retryMaxMs ?? OUTBOX_RETRY_MAX_MS;
  const visibilityMs = options.visibilityMs ?? OUTBOX_VISIBILITY_MS;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const yieldTo = options.yieldTo ?? NO_FOREGROUND;
  const spacingMs = (options.maxPerSecond ?? OUTBOX_MAX_PER_SECOND) > 0 ? 1000 / (options.maxPerSecond ?? OUTBOX_MAX_PER_SECOND) : 0;
  /** When the next send may start (pacing, shared by the workers). */
  let nextStartAt = 0;
  const paced = async () => {
    if (!spacingMs) return;
    const now = performance.now();
    const at = Math.max(now, nextStartAt);
    nextStartAt = at + spacingMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };

  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let prunedAt = 0;

  const claim = async (): Promise<Claimed[]> => {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      // Literal statuses: the partial index's predicate (outbox_due_idx) then covers the query.
      .where(and(sql`${outbox.status} in ('queued', 'sending')`, lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(outbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${visibilityMs}::integer * interval '1 millisecond'`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  };

  const send = async (row: Claimed): Promise<{ response: string }> => {
    if (row.channel === 'mail') return transports.mail.send(mailOf(row.payload as StoredMail));
    if (row.channel === 'sms') {
      const sms = row.payload as StoredSms;
      return transports.sms.send({ to: sms.to, text: sms.text });
    }
    const push = row.payload as StoredPush;
    return transports.push.send(push.subscription, push.payload);
  };

  /** Only our claim is updated: a row another pass re-claimed after our deadline is its business now. */
  const ours = (row: Claimed) => and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));

  /**
   * Sent marks of one claim, written together: one UPDATE for every `concurrency` sends that finished (and one for the
   * rest at the claim's end) rather than one per row — the sends finish spread out, so waiting for a few is what makes
   * a batch — and a send never waits for the database. A crash loses the marks not yet written: those rows are sent
   * again after their deadline. So a kill -9 can duplicate at most one claim (batchSize) by design, in practice the
   * sends on the wire plus the marks waiting, about 2 × `concurrency`.
   */
  const sentMarks = () => {
    let pending: { id: number; attempts: number; response: string }[] = [];
    let writing: Promise<void> | null = null;
    const write = async () => {
      while (pending.length) {
        const marks = pending;
        pending = [];
        await db
          .execute(
            sql`update ${outbox} set status = 'sent', sent_at = now(), response = v.response, last_error = null
                from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as v(id bigint, attempts integer, response text)
                where ${outbox.id} = v.id and ${outbox.status} = 'sending' and ${outbox.attempts} = v.attempts`,
          )
          .catch((error: unknown) => log.error({ err: error, outbox: marks.map((m) => m.id) }, 'outbox: recording an outcome failed'));
      }
      // In the same turn as the last look at `pending`: a mark added from now on starts a new write.
      writing = null;
    };
    return {
      add(row: Claimed, response: string) {
        pending.push({ id: row.id, attempts: row.attempts, response: response.slice(0, 2000) });
        if (pending.length >= concurrency) writing ??= write();
      },
      /** Resolves once every mark added so far is written. */
      async flushed() {
        while (writing || pending.length) await (writing ??= write());
      },
    };
  };

  /** The ticket messages of the rows a pass ended (sent or failed), for one announcement after it. */
  type Ended = Set<number>;
  const ended = (settled: Ended, row: Claimed) => {
    if (row.ticketMessageId !== null) settled.add(row.ticketMessageId);
  };

  const deliver = async (row: Claimed, marks: ReturnType<typeof sentMarks>, settled: Ended): Promise<void> => {
    let response: string;
    try {
      ({ response } = await send(row));
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const reason = reasonOf(error);
      if (permanent || row.attempts >= maxAttempts) {
        log.warn({ outbox: row.id, channel: row.channel, to: row.recipient, attempts: row.attempts, reason }, 'outbox: delivery failed');
        await db.update(outbox).set({ status: 'failed', lastError: reason }).where(ours(row));
        ended(settled, row);
        return;
      }
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      log.info({ outbox: row.id, channel: row.channel, attempts: row.attempts, retryInMs: delay, reason }, 'outbox: will retry');
      await db
        .update(outbox)
        .set({ status: 'queued', lastError: reason, nextAttemptAt: sql`now() + ${delay}::integer * interval '1 millisecond'` })
        .where(ours(row));
      return;
    }
    marks.add(row, response);
    ended(settled, row);
  };

  /** Runs `deliver` over the rows, `concurrency` at a time; resolves once every outcome is recorded. */
  const deliverAll = async (rows: Claimed[], settled: Ended) => {
    const marks = sentMarks();
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        await yieldTo.quiet(OUTBOX_YIELD_MAX_MS);
        await paced();
        if (next >= rows.length) break;
        const row = rows[next++]!;
        await deliver(row, marks, settled).catch((error: unknown) =>
          log.error({ err: error, outbox: row.id }, 'outbox: recording an outcome failed'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
    await marks.flushed();
  };

  const prune = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db
      .delete(outbox)
      .where(and(eq(outbox.status, 'sent'), lt(outbox.createdAt, sql`now() - ${OUTBOX_KEEP_SENT_DAYS}::integer * interval '1 day'`)));
  };

  /** One announcement for the pass; a listener's failure is logged, never the pass's (the outcomes are recorded). */
  const announce = async (settled: Ended) => {
    if (!hooks || !settled.size) return;
    await hooks
      .emit(ticketDeliveriesChanged, { ticketMessageIds: [...settled] })
      .catch((error: unknown) => log.error({ err: error }, 'outbox: announcing ticket deliveries failed'));
  };

  const pass = async (): Promise<number> => {
    await prune();
    let handled = 0;
    const settled: Ended = new Set();
    for (;;) {
      await yieldTo.quiet(OUTBOX_YIELD_MAX_MS);
      const rows = await claim();
      if (rows.length) await deliverAll(rows, settled);
      handled += rows.length;
      if (rows.length < batchSize) break;
    }
    await announce(settled);
    return handled;
  };

  const drain = async (): Promise<number> => {
    const run = await jobs.runExclusive(OUTBOX_JOB, pass);
    return run.ran ? run.result : 0;
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error: unknown) => log.error({ err: error }, 'outbox: pass failed'));
      } while (again && !stopped);
    })().finally(() => (running = null));
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    wake: kick,
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await transports.mail.close?.();
    },
  };
}
