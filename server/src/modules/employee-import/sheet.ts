/**
 * Spreadsheets out (SheetJS, the patched `@e965/xlsx` build): the template and the error file are written as .xlsx.
 * Reading an upload is platform/import-sheet.ts, shared by every import.
 */
import * as XLSX from '@e965/xlsx';

/** One sheet of rows (the first is the header) as an .xlsx file. */
export function writeXlsx(sheetName: string, lines: string[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(lines), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
