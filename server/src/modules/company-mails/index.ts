/** The company e-mails module's public face: reports at the company's frequency and the hours-package warnings. */
export { companyMailPlugin } from './plugin';
export { hoursLimitCheck, runReportMails, type ReportMailSent } from './report-mail';
