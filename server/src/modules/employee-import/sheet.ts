/**
 * Spreadsheets in and out (SheetJS, the patched `@e965/xlsx` build): an uploaded .xlsx/.xls/.csv becomes a header
 * row and rows of text, bounded in rows; the template and the error file are written as .xlsx (platform/sheets).
 */
import * as XLSX from '@e965/xlsx';
import { xlsxFile, type SheetColumn, type SheetValue } from '../../platform/sheets/writers';
import { IMPORT_EXTENSIONS, IMPORT_MAX_ROWS } from '@helpdesk/shared/schemas';

export class SheetRefused extends Error {
  constructor(
    readonly key: 'import_file_type' | 'import_file_unreadable' | 'import_file_empty' | 'import_too_many_rows',
    readonly params: Record<string, number> = {},
  ) {
    super(key);
  }
}

export interface ParsedSheet {
  headers: string[];
  rows: string[][];
}

const extensionOf = (fileName: string) => fileName.toLowerCase().split('.').pop() ?? '';

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
        .trim();

/** The first sheet's header row and the non-empty rows below it, every cell as trimmed text. */
export function parseSheet(fileName: string, bytes: Buffer): ParsedSheet {
  const extension = extensionOf(fileName);
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw new SheetRefused('import_file_type');
  let workbook: XLSX.WorkBook;
  try {
    // Reading stops after the bound (+ header + 1 to notice a longer file); `!fullref` keeps the real size.
    const options: XLSX.ParsingOptions = {
      sheetRows: IMPORT_MAX_ROWS + 2,
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
    };
    workbook =
      extension === 'csv'
        ? XLSX.read(bytes.toString('utf8').replace(/^\uFEFF/, ''), { ...options, type: 'string', raw: true })
        : XLSX.read(bytes, { ...options, type: 'buffer' });
  } catch {
    throw new SheetRefused('import_file_unreadable');
  }
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw new SheetRefused('import_file_empty');
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const lines = matrix.map((line) => line.map(cellText)).filter((line) => line.some(Boolean));
  const [headerLine, ...rows] = lines;
  if (!headerLine || rows.length === 0) throw new SheetRefused('import_file_empty');
  if (rows.length > IMPORT_MAX_ROWS) {
    const full = sheet['!fullref'] ?? sheet['!ref'];
    const total = full ? XLSX.utils.decode_range(full).e.r : rows.length;
    throw new SheetRefused('import_too_many_rows', { max: IMPORT_MAX_ROWS, rows: Math.max(total, rows.length) });
  }
  const width = headerLine.length;
  const headers = headerLine.map((h, i) => h || `#${i + 1}`);
  return { headers, rows: rows.map((line) => Array.from({ length: width }, (_, i) => line[i] ?? '')) };
}

/** One sheet (typed columns, the header frozen) as an .xlsx file, through the one sheet writer (platform/sheets). */
export function writeXlsx(sheetName: string, columns: readonly SheetColumn[], rows: readonly (readonly SheetValue[])[]): Buffer {
  return xlsxFile([{ name: sheetName, columns, rows }]);
}
