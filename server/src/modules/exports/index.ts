/** The exports module's public face: background export jobs other modules start with their rows. */
export { dropAllExports, exportFinished, startExport, type ExportSource } from './jobs';
export type { Cell } from './writers';
export { exportRoutes } from './routes';
