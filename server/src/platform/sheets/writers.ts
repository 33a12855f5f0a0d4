/**
 * The one way the server writes a spreadsheet (every export, report, invoicing, CMDB, import error rows, mail
 * attachments): tables of typed columns (`@helpdesk/shared/sheets`) streamed to a file — CSV in the reader's
 * dialect, or XLSX whose sheets are deflated as they are written — or, for small ones, made in memory.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import {
  CSV_BOM,
  CSV_EOL,
  csvHeader,
  csvLine,
  csvText,
  packageParts,
  rowXml,
  SHEET_END,
  sheetEntry,
  sheetNameIn,
  sheetStart,
  workbookBytes,
  XLSX_MIME,
  type CsvDialect,
  type SheetColumn,
  type SheetTable,
  type SheetValue,
} from '@helpdesk/shared/sheets';
import { ZipStream } from './zip-stream';

export type { ColumnKind, CsvDialect, SheetColumn, SheetTable, SheetValue } from '@helpdesk/shared/sheets';
export { XLSX_MIME } from '@helpdesk/shared/sheets';

export type SheetFormat = 'xlsx' | 'csv';

export const SHEET_MIME: Record<SheetFormat, string> = { xlsx: XLSX_MIME, csv: 'text/csv; charset=utf-8' };

/** Where rows go: `table` opens a sheet (XLSX) or a section after an empty line (CSV) with its header row. */
export interface TableSink {
  table(name: string, columns: readonly SheetColumn[]): Promise<void>;
  row(values: readonly SheetValue[]): Promise<void>;
}

export interface TableWriter extends TableSink {
  close(): Promise<void>;
}

async function write(out: WriteStream, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export async function csvWriter(path: string, dialect: CsvDialect): Promise<TableWriter> {
  const out = createWriteStream(path);
  let buffer = CSV_BOM;
  let columns: readonly SheetColumn[] = [];
  let tables = 0;
  const flush = async (always: boolean) => {
    if (buffer && (always || buffer.length > 64_000)) {
      await write(out, buffer);
      buffer = '';
    }
  };
  return {
    async table(_name, cols) {
      columns = cols;
      if (tables++ > 0) buffer += CSV_EOL;
      buffer += csvHeader(cols, dialect);
    },
    async row(values) {
      buffer += csvLine(columns, values, dialect);
      await flush(false);
    },
    async close() {
      await flush(true);
      out.end();
      await once(out, 'finish');
    },
  };
}

/** An XLSX written sheet by sheet; its workbook parts (which list the sheets) go last. */
export async function xlsxWriter(path: string, title?: string): Promise<TableWriter> {
  const zip = new ZipStream(createWriteStream(path));
  const names: string[] = [];
  const taken = new Set<string>();
  let sheet: Awaited<ReturnType<ZipStream['begin']>> | null = null;
  let columns: readonly SheetColumn[] = [];
  let r = 1;
  const endSheet = async () => {
    if (!sheet) return;
    await sheet.add(SHEET_END);
    await sheet.end();
    sheet = null;
  };
  return {
    async table(name, cols) {
      await endSheet();
      names.push(sheetNameIn(name, taken));
      sheet = await zip.begin(sheetEntry(names.length));
      columns = cols;
      r = 1;
      await sheet.add(sheetStart(cols));
    },
    async row(values) {
      if (!sheet) throw new Error('a row before its table');
      await sheet.add(rowXml(++r, columns, values));
    },
    async close() {
      await endSheet();
      if (names.length === 0) {
        names.push(sheetNameIn('Sheet1', taken));
        await zip.entry(sheetEntry(1), sheetStart([]) + SHEET_END);
      }
      for (const part of packageParts(names, title)) await zip.entry(part.name, part.text);
      await zip.close();
    },
  };
}

export const tableWriter = (format: SheetFormat, path: string, dialect: CsvDialect): Promise<TableWriter> =>
  format === 'csv' ? csvWriter(path, dialect) : xlsxWriter(path);

/** Small tables as a file's bytes in memory: an XLSX (a sheet each) or a CSV (the tables one after another). */
export function sheetFile(format: SheetFormat, tables: readonly SheetTable[], dialect: CsvDialect, title?: string): Buffer {
  return format === 'csv' ? Buffer.from(csvText(tables, dialect), 'utf8') : Buffer.from(workbookBytes(tables, title));
}
