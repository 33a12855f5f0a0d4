/** The exports module's public face: background export jobs other modules define (a kind) and start with their rows. */
export { defineExportKind, exportFinished, startExport, type ExportBuilder, type ExportSource } from './jobs';
export type { SheetColumn, SheetValue, TableSink } from '../../platform/sheets/writers';
export { exportRoutes } from './routes';
