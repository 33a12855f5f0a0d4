/** The time-reports module's public face (the billing rules it follows live in platform/time-rules.ts). */
export { companyTimeCounted } from './hooks';
export { timeReportRoutes } from './routes';
