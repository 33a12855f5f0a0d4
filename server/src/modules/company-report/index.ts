/** The company report module's public face: its figures (for report e-mails) and contract health (company screens). */
export { companyReport, contractHealth, contractOf } from './service';
export { companyReportRoutes } from './routes';
