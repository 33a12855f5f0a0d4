/**
 * Export jobs: a report's rows are written to a file in the background (CSV or streamed XLSX) while the caller
 * polls the job's progress, then downloads the finished file. Rows arrive in batches with the event loop free
 * between them, so other requests are served during a year-long export. Jobs and files belong to the user who
 * started them and expire after an hour.
 *
 * Shared by the instances: the job is a row in `export_jobs` and the finished file lives in the attachment store
 * (a directory the instances share, or the S3 bucket), so a poll or the download may land on any instance. The job
 * runs on the instance that accepted it, which renews the row's heartbeat (and its row count) every second; a
 * running job whose heartbeat is older than `exportStaleSeconds` lost its instance and is failed by whoever reads it
 * next. A failed job can be restarted (its kind and params are stored): it runs again on the instance asked.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ExportJob } from '@helpdesk/shared/resources';
import type { ExportFormat, ValidationLang } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { exportJobs } from '../../platform/db/schema';
import type { Actor } from '../../platform/policy';
import { SHEET_MIME, tableWriter, type CsvDialect, type TableSink, type TableWriter } from '../../platform/sheets/writers';

/** What a report hands to an export: the file's name (without extension), its tables' rows and an estimate of their count. */
export interface ExportSource {
  fileName: string;
  /** The CSV's dialect (the XLSX has none). */
  dialect: CsvDialect;
  /** Expected data rows for the progress bar (null: unknown). */
  expectedRows: number | null;
  /** Opens each table (its typed columns) and writes every row and any totals through `out`. */
  produce(out: TableSink): Promise<void>;
}

/**
 * Builds a kind's source from its stored params for the actor asking (checking the actor may export it: throw an
 * HttpError otherwise). Called when the job starts and again when it is restarted.
 */
export type ExportBuilder = (db: Db, actor: Actor, params: unknown, lang: ValidationLang) => Promise<ExportSource>;

export type ExportRow = typeof exportJobs.$inferSelect;

export const EXPORT_TTL_MS = 60 * 60 * 1000;
/** How often the running instance renews the heartbeat and the row count. */
export const EXPORT_HEARTBEAT_MS = 1000;
/** How often an instance deletes expired jobs and their files. */
const SWEEP_MS = 5 * 60 * 1000;

const builders = new Map<string, ExportBuilder>();
/** The jobs this process runs: a flag that stops one at its next row, and the end of its run. */
const running = new Map<string, { db: Db; stop: boolean; finished: Promise<void> }>();

export const MIME: Record<ExportFormat, string> = SHEET_MIME;

/** Registers how a kind of export is built (once per kind, at start-up). */
export function defineExportKind(kind: string, build: ExportBuilder): void {
  builders.set(kind, build);
}

const fileKeyOf = (id: string, format: ExportFormat) => `exports/${id}.${format}`;

/** Starts writing the kind's rows to a file on this instance; answers at once with the running job. */
export async function startExport(
  ctx: AppContext,
  actor: Actor,
  job: { kind: string; format: ExportFormat; params: unknown; lang: ValidationLang },
): Promise<ExportJob> {
  const build = builders.get(job.kind);
  if (!build) throw new Error(`Unknown export kind "${job.kind}"`);
  const source = await build(ctx.db, actor, job.params, job.lang);
  void sweepExpiredExports(ctx).catch(() => undefined);
  const [row] = await ctx.db
    .insert(exportJobs)
    .values({
      id: randomUUID(),
      ownerId: actor.user.id,
      kind: job.kind,
      format: job.format,
      params: job.params,
      lang: job.lang,
      expectedRows: source.expectedRows,
      fileName: `${source.fileName}.${job.format}`,
      instance: instanceOf(ctx),
      expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
    })
    .returning();
  run(ctx, row!, source);
  return presentJob(row!);
}

/** Runs a failed job again on this instance (the owner asked); a running or finished job is left as it is. */
export async function restartExport(ctx: AppContext, actor: Actor, id: string): Promise<ExportRow | undefined> {
  const job = await findExport(ctx, actor.user.id, id);
  if (!job || job.status !== 'failed') return job;
  const build = builders.get(job.kind);
  if (!build) throw new Error(`Unknown export kind "${job.kind}"`);
  const source = await build(ctx.db, actor, job.params, job.lang as ValidationLang);
  const [row] = await ctx.db
    .update(exportJobs)
    .set({
      status: 'running',
      rows: 0,
      expectedRows: source.expectedRows,
      fileName: `${source.fileName}.${job.format}`,
      error: null,
      instance: instanceOf(ctx),
      heartbeatAt: sql`now()`,
      finishedAt: null,
      expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
    })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'failed')))
    .returning();
  // Restarted meanwhile by another request: that run is the job now.
  if (!row) return findExport(ctx, actor.user.id, id);
  run(ctx, row, source);
  return row;
}

function instanceOf(ctx: AppContext): string {
  return ctx.config.instanceName ?? `${ctx.config.host}:${ctx.config.port}:${process.pid}`;
}

function run(ctx: AppContext, job: ExportRow, source: ExportSource): void {
  const { db } = ctx;
  const format = job.format;
  const state = { db, stop: false, finished: Promise.resolve() };
  running.set(job.id, state);
  // Only this run may write the row: a run failed for a stale heartbeat (or restarted) has lost it.
  const mine = and(eq(exportJobs.id, job.id), eq(exportJobs.status, 'running'), eq(exportJobs.instance, job.instance!));
  let rows = 0;
  let beat: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    beat = db
      .update(exportJobs)
      .set({ rows, heartbeatAt: sql`now()` })
      .where(mine)
      .returning({ id: exportJobs.id })
      .then(
        (renewed) => {
          if (renewed.length === 0) state.stop = true;
        },
        () => undefined,
      );
  }, EXPORT_HEARTBEAT_MS);
  heartbeat.unref();
  state.finished = (async () => {
    const dir = join(tmpdir(), `helpdesk-exports-${process.pid}`);
    const path = join(dir, `${job.id}.${format}`);
    let writer: TableWriter | null = null;
    try {
      await mkdir(dir, { recursive: true });
      writer = await tableWriter(format, path, source.dialect);
      const w = writer;
      await source.produce({
        table: (name, columns) => w.table(name, columns),
        async row(values) {
          if (state.stop) throw new Error('export stopped');
          rows++;
          await w.row(values);
        },
      });
      await writer.close();
      writer = null;
      const key = fileKeyOf(job.id, format);
      const size = await ctx.attachments.put(key, createReadStream(path), { contentType: MIME[format] });
      clearInterval(heartbeat);
      await beat;
      const done = await db
        .update(exportJobs)
        .set({ status: 'done', rows, fileKey: key, fileSize: size, finishedAt: new Date() })
        .where(mine)
        .returning({ id: exportJobs.id });
      if (done.length === 0) await ctx.attachments.delete([key]);
    } catch (error) {
      await writer?.close().catch(() => undefined);
      clearInterval(heartbeat);
      await beat;
      const reason = state.stop ? 'interrupted' : error instanceof Error ? error.message : String(error);
      await db
        .update(exportJobs)
        .set({ status: 'failed', rows, error: reason.slice(0, 500), finishedAt: new Date() })
        .where(mine)
        .catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
      await rm(path, { force: true }).catch(() => undefined);
    }
  })();
}

export function presentJob(job: ExportRow): ExportJob {
  const progress = job.status === 'done' ? 1 : job.expectedRows ? Math.min(0.99, job.rows / job.expectedRows) : 0;
  return {
    id: job.id,
    status: job.status,
    progress: Math.round(progress * 1000) / 1000,
    rows: job.rows,
    file_name: job.fileName,
    download_url: job.status === 'done' ? `/admin/exports/${job.id}/file` : null,
  };
}

/**
 * The user's own unexpired job, or undefined (someone else's job does not exist for them). A running job whose
 * heartbeat is stale is failed here: the instance running it is gone.
 */
export async function findExport(ctx: AppContext, ownerId: number, id: string): Promise<ExportRow | undefined> {
  const own = and(eq(exportJobs.id, id), eq(exportJobs.ownerId, ownerId));
  await ctx.db
    .update(exportJobs)
    .set({ status: 'failed', error: 'instance_lost', finishedAt: sql`now()` })
    .where(
      and(
        own,
        eq(exportJobs.status, 'running'),
        sql`${exportJobs.heartbeatAt} < now() - make_interval(secs => ${ctx.config.exportStaleSeconds})`,
      ),
    );
  const [job] = await ctx.db
    .select()
    .from(exportJobs)
    .where(and(own, sql`${exportJobs.expiresAt} > now()`));
  return job;
}

/** The finished file of a job as a stream, or null when it is not stored (any more). */
export async function exportFile(ctx: AppContext, job: ExportRow): Promise<Readable | null> {
  return job.fileKey ? ctx.attachments.get(job.fileKey) : null;
}

/** Deletes expired jobs and their files; each row is deleted by one instance only, which then deletes its file. */
export async function sweepExpiredExports(ctx: AppContext): Promise<number> {
  const gone = await ctx.db.delete(exportJobs).where(lt(exportJobs.expiresAt, new Date())).returning({ key: exportJobs.fileKey });
  const keys = gone.flatMap((g) => (g.key ? [g.key] : []));
  if (keys.length > 0) await ctx.attachments.delete(keys);
  return gone.length;
}

/** Waits for a job this process runs to finish (tests and benches). */
export async function exportFinished(id: string): Promise<void> {
  await running.get(id)?.finished;
}

/** Stops every job this process runs (the server is closing): they end as failed and can be restarted elsewhere. */
export async function stopLocalExports(ctx: AppContext): Promise<void> {
  const mine = [...running.values()].filter((s) => s.db === ctx.db);
  for (const state of mine) state.stop = true;
  await Promise.all(mine.map((s) => s.finished));
}

/** Deletes expired jobs now and then while the server runs; returns the stop. */
export function scheduleExportSweep(ctx: AppContext): () => void {
  const timer = setInterval(() => void sweepExpiredExports(ctx).catch(() => undefined), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
