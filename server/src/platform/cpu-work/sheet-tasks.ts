/**
 * Spreadsheet tasks for the CPU pool's worker threads (cpu-pool.ts): plain (structured-cloneable) data in and out.
 * Refusals come back as values, since a thrown class loses its fields between threads.
 */
import { parseSheet, SheetRefused, type ImportLimits, type ParsedSheet } from '../import-sheet';
import type { ImportEncoding } from '@helpdesk/shared/schemas';
import { offThreadTask } from './cpu-pool';
import { sheetFile, type SheetFormat, type SheetTable, type CsvDialect } from '../sheets/writers';

export type SheetReading = { ok: true; sheet: ParsedSheet } | { ok: false; key: SheetRefused['key']; params: Record<string, number> };

export const readSheetTask = offThreadTask(
  (task: { fileName: string; bytes: Uint8Array; encoding?: ImportEncoding; limits: ImportLimits }): SheetReading => {
    const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
    try {
      return { ok: true, sheet: parseSheet(task.fileName, bytes, task.encoding, task.limits) };
    } catch (error) {
      if (error instanceof SheetRefused) return { ok: false, key: error.key, params: error.params };
      throw error;
    }
  },
);

export const sheetFileTask = offThreadTask(
  (task: { format: SheetFormat; tables: readonly SheetTable[]; dialect: CsvDialect; title?: string }): Uint8Array =>
    sheetFile(task.format, task.tables, task.dialect, task.title),
);
