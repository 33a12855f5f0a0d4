/**
 * Spreadsheets on the CPU pool (cpu-pool.ts), the way requests read and write them: an upload read (readSheet) and a
 * file made (sheetFileOffThread) never on the request thread.
 */
import type { ImportEncoding } from '@helpdesk/shared/schemas';
import { DEFAULT_IMPORT_LIMITS, SheetRefused, type ImportLimits, type ParsedSheet } from '../import-sheet';
import type { CsvDialect, SheetFormat, SheetTable } from '../sheets/writers';
import { CpuBudgetExceeded, taskModule } from './cpu-pool';
import type * as SheetTasks from './sheet-tasks';

const sheetTasks = taskModule<typeof SheetTasks>(import.meta.url, './sheet-tasks');
let importLimits = DEFAULT_IMPORT_LIMITS;

/** Set from the configuration (IMPORT_MAX_UNPACKED_MB, IMPORT_MAX_CELLS) when the app is built. */
export function configureImportLimits(limits: ImportLimits): void {
  importLimits = limits;
}

/**
 * parseSheet on the CPU pool, never the request thread; over the time budget or the worker's heap it is refused
 * like any other unreadable upload (SheetRefused → 422 on the file field).
 */
export async function readSheet(fileName: string, bytes: Buffer, encoding?: ImportEncoding): Promise<ParsedSheet> {
  let reading;
  try {
    reading = await sheetTasks.run('readSheetTask', { fileName, bytes, encoding, limits: importLimits });
  } catch (error) {
    if (error instanceof CpuBudgetExceeded)
      throw error.reason === 'time'
        ? new SheetRefused('import_too_slow', { seconds: Math.ceil(error.limit / 1000) })
        : new SheetRefused('import_too_heavy');
    throw error;
  }
  if (!reading.ok) throw new SheetRefused(reading.key, reading.params);
  return reading.sheet;
}

/**
 * Starts the pool's first worker and loads the reader into it, so the first upload pays no thread start (seconds
 * under tsx on a busy machine). A failure here is left to show at the first real upload.
 */
export async function warmSheetReading(): Promise<void> {
  await readSheet('warm-up.csv', Buffer.from('email\nwarm@up.test\n')).catch(() => undefined);
}

/** sheetFile made on the CPU pool: what a request answers with, so thousands of rows' XML and deflate stall no one. */
export async function sheetFileOffThread(
  format: SheetFormat,
  tables: readonly SheetTable[],
  dialect: CsvDialect,
  title?: string,
): Promise<Buffer> {
  const bytes = await sheetTasks.run('sheetFileTask', { format, tables, dialect, title });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
