/** The time-reports module's public face: the billing rules (charged hours, overtime split) reports and tickets use. */
export { BILLING_UNIT_MINUTES, chargedMinutes, overtimeMultiplier, splitOvertime, type TimeEntry } from './time-rules';
export { addToTotals, dayCeiling, emptyTotals, periodTotals, type PeriodTotals, type ReportEntry } from './time-rules';
export { timeReportRoutes } from './routes';
