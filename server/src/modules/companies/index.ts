/** The companies module's public face. */
export { companyRoutes } from './routes';
export { runReportMails, type ReportMailSent } from './report-mail';
