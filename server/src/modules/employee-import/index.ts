/** The employee import's public face: the spreadsheet reader and writer other imports and exports reuse. */
export { parseSheet, SheetRefused, writeXlsx, type ParsedSheet } from './sheet';
export { employeeImportRoutes } from './routes';
