/** Companies' report months (the general and company reports' figures), stored while current. */
export { emptyMonth, keyOf, type Counts, type HoursRow, type MonthFigures, type ReportMonth } from './calculation';
export { backlogBefore, reportMonths } from './stored';
