/** Spreadsheet exports from typed columns: XLSX (numbers with formats, frozen header) and CSV in the reader's dialect. */
export * from './columns.ts';
export * from './csv.ts';
export * from './xlsx.ts';
