/** The company report module's public face: its figures (report e-mails, finance); it fills the companies' contract health. */
export { companyReport } from './service';
export { companyReportRoutes } from './routes';
