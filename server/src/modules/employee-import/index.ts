/** The employee import's public face: its routes, and the spreadsheet writer exports reuse. */
export { writeXlsx } from './sheet';
export { employeeImportRoutes } from './routes';
