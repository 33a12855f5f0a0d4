/** The agent report, the daily report and report exports (server/API.md "Agent and daily reports", "Exports"). */
import { z } from 'zod';
import { CSV_DIALECTS } from './enums.ts';
import { dateSchema, idSchema, pageQueryShape } from './primitives.ts';

/** The longest period the agent report shows on screen; exports take any period. */
export const MAX_AGENT_REPORT_DAYS = 366;

/** The agent report's views: every time report, totals per ticket, totals per company. */
export const AGENT_REPORT_VIEWS = ['entries', 'tickets', 'companies'] as const;
export type AgentReportView = (typeof AGENT_REPORT_VIEWS)[number];

const range = <T extends { from: string; to: string }>(q: T) => q.from <= q.to;

/**
 * One consultant (or, for admins and managers, every one when absent) between two days inclusive; the screen reads
 * one page of its rows (or groups) with the whole period's totals, the export every row whatever the page.
 */
export const agentReportQuerySchema = z
  .object({
    agent_id: idSchema.optional(),
    from: dateSchema,
    to: dateSchema,
    view: z.enum(AGENT_REPORT_VIEWS).default('entries'),
    ...pageQueryShape,
  })
  .refine(range, { path: ['to'], params: { messageKey: 'invalid' } });
export type AgentReportQuery = z.output<typeof agentReportQuerySchema>;

/** One day of the daily report; default yesterday in Poland's calendar. */
export const dailyReportQuerySchema = z.object({ day: dateSchema.optional() });
export type DailyReportQuery = z.output<typeof dailyReportQuerySchema>;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_REPORTS = ['agent', 'daily'] as const;
/** A CSV's dialect (Polish `;` and a decimal comma, English `,` and a point); the user's language when absent. */
export const csvDialectSchema = z.enum(CSV_DIALECTS);
export type ExportReport = (typeof EXPORT_REPORTS)[number];

/** Starts an export job: the report, its format, and the screen's own query. */
export const exportRequestSchema = z.discriminatedUnion('report', [
  z.object({
    report: z.literal('agent'),
    format: z.enum(EXPORT_FORMATS),
    dialect: csvDialectSchema.optional(),
    query: agentReportQuerySchema,
  }),
  z.object({
    report: z.literal('daily'),
    format: z.enum(EXPORT_FORMATS),
    dialect: csvDialectSchema.optional(),
    query: dailyReportQuerySchema,
  }),
]);
export type ExportRequest = z.output<typeof exportRequestSchema>;
export type ExportRequestInput = z.input<typeof exportRequestSchema>;

export const exportParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9-]{36}$/) });
