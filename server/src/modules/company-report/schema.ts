import { z } from 'zod';
import { idParamsSchema, monthSchema } from '@helpdesk/shared/schemas';

const month = monthSchema;

/** A range of whole months (`YYYY-MM`, inclusive); default: the last six months up to the current one. */
export const reportQuery = z
  .object({ from: month.optional(), to: month.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], params: { messageKey: 'invalid' } });
export type ReportQuery = z.output<typeof reportQuery>;

export const companyParams = idParamsSchema;

/** The longest range one report covers. */
export const MAX_REPORT_MONTHS = 24;
export const DEFAULT_REPORT_MONTHS = 6;
