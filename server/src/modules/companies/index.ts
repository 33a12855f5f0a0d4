/** The companies module's public face. */
export { companyRoutes } from './routes';
export { hoursLimitCheck, runReportMails, type ReportMailSent } from './report-mail';
