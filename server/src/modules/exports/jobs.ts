/**
 * Export jobs: a report's rows are written to a file in the background (CSV or streamed XLSX) while the caller
 * polls the job's progress, then downloads the finished file once. Rows arrive in batches with the event loop free
 * between them, so other requests are served during a year-long export. Jobs and files belong to the user who
 * started them and expire after an hour (files are deleted). Jobs live in the process that runs them.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportJob } from '@helpdesk/shared/resources';
import type { ExportFormat } from '@helpdesk/shared/schemas';
import { csvWriter, xlsxWriter, type Cell, type TableWriter } from './writers';

/** What a report hands to an export: the file's name (without extension), its sheet, rows and an estimate of their count. */
export interface ExportSource {
  fileName: string;
  sheet: string;
  /** Expected data rows for the progress bar (null: unknown). */
  expectedRows: number | null;
  /** Writes the header, every row and any totals through `emit`. */
  produce(emit: (cells: readonly Cell[]) => Promise<void>): Promise<void>;
}

interface Job {
  id: string;
  ownerId: number;
  status: ExportJob['status'];
  rows: number;
  expected: number | null;
  fileName: string;
  path: string;
  error: unknown;
  timer: NodeJS.Timeout;
  finished: Promise<void>;
}

export const EXPORT_TTL_MS = 60 * 60 * 1000;
const jobs = new Map<string, Job>();
let directory: string | null = null;

function exportDirectory(): string {
  if (!directory) {
    directory = join(tmpdir(), `helpdesk-exports-${process.pid}`);
    mkdirSync(directory, { recursive: true });
  }
  return directory;
}

export const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Starts writing the source's rows to a file; answers at once with the running job. */
export function startExport(ownerId: number, format: ExportFormat, source: ExportSource): ExportJob {
  const id = randomUUID();
  const path = join(exportDirectory(), `${id}.${format}`);
  const job: Job = {
    id,
    ownerId,
    status: 'running',
    rows: 0,
    expected: source.expectedRows,
    fileName: `${source.fileName}.${format}`,
    path,
    error: null,
    timer: setTimeout(() => void dropExport(id), EXPORT_TTL_MS).unref(),
    finished: Promise.resolve(),
  };
  jobs.set(id, job);
  job.finished = (async () => {
    let writer: TableWriter | null = null;
    try {
      writer = format === 'csv' ? await csvWriter(path) : await xlsxWriter(path, source.sheet);
      const w = writer;
      await source.produce(async (cells) => {
        job.rows++;
        await w.row(cells);
      });
      await writer.close();
      job.status = 'done';
    } catch (error) {
      job.status = 'failed';
      job.error = error;
      await writer?.close().catch(() => undefined);
    }
  })();
  return presentJob(job);
}

export function presentJob(job: Job): ExportJob {
  const progress = job.status === 'done' ? 1 : job.expected ? Math.min(0.99, job.rows / job.expected) : 0;
  return {
    id: job.id,
    status: job.status,
    progress: Math.round(progress * 1000) / 1000,
    rows: job.rows,
    file_name: job.fileName,
    download_url: job.status === 'done' ? `/admin/exports/${job.id}/file` : null,
  };
}

/** The user's own job, or undefined (someone else's job does not exist for them). */
export function findExport(ownerId: number, id: string): Job | undefined {
  const job = jobs.get(id);
  return job && job.ownerId === ownerId ? job : undefined;
}

/** Waits for a job to finish (tests and benches). */
export async function exportFinished(id: string): Promise<void> {
  await jobs.get(id)?.finished;
}

export async function dropExport(id: string): Promise<void> {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  clearTimeout(job.timer);
  await job.finished.catch(() => undefined);
  await rm(job.path, { force: true });
}

/** Removes every job and file (server close). */
export async function dropAllExports(): Promise<void> {
  await Promise.all([...jobs.keys()].map(dropExport));
}
