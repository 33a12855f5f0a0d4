/** The company report (server/API.md "Company report"): a range of whole months. */
import { z } from 'zod';
import { monthSchema } from './primitives.ts';

/** The longest range one report covers. */
export { MAX_REPORT_MONTHS, DEFAULT_REPORT_MONTHS } from '../format/months.ts';

/** A range of whole months (`YYYY-MM`, inclusive); default: the last six months up to the current one. */
export const companyReportQuerySchema = z
  .object({ from: monthSchema.optional(), to: monthSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], params: { messageKey: 'invalid' } });
export type CompanyReportQuery = z.output<typeof companyReportQuerySchema>;
