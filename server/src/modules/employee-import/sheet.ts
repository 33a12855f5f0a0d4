/**
 * Spreadsheets out: the template and the error file are written as .xlsx through the one sheet writer (platform/sheets).
 * Reading an upload is platform/import-sheet.ts, shared by every import.
 */
import { xlsxFile, type SheetColumn, type SheetValue } from '../../platform/sheets/writers';

/** One sheet (typed columns, the header frozen) as an .xlsx file, through the one sheet writer (platform/sheets). */
export function writeXlsx(sheetName: string, columns: readonly SheetColumn[], rows: readonly (readonly SheetValue[])[]): Buffer {
  return xlsxFile([{ name: sheetName, columns, rows }]);
}
