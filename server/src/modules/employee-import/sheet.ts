/**
 * Spreadsheets out: the template and the error file are written as .xlsx through the one sheet writer (platform/sheets).
 * Reading an upload is platform/import-sheet.ts, shared by every import.
 */
import { sheetFileOffThread } from '../../platform/cpu-work/sheets';
import { type SheetColumn, type SheetValue } from '../../platform/sheets/writers';

/** One sheet (typed columns, the header frozen) as an .xlsx file, through the one sheet writer (platform/sheets). */
export function writeXlsx(sheetName: string, columns: readonly SheetColumn[], rows: readonly (readonly SheetValue[])[]): Promise<Buffer> {
  return sheetFileOffThread('xlsx', [{ name: sheetName, columns, rows }], 'pl'); // the dialect is a CSV's only
}
