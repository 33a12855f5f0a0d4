/** The agent report, the daily report and export jobs (server/API.md "Agent and daily reports", "Exports"). */
import { z } from 'zod';
import { DAILY_KINDS, TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { companyRefSchema, day, id, personRefSchema } from './common.ts';

const minutes = z.number().int();
const overtimeMinutes = z.strictObject({ 50: minutes, 100: minutes, 150: minutes });

/** Period figures of a set of time reports: as reported, split by rate, and charged (sum of daily ceilings). */
export const agentReportTotalsSchema = z.strictObject({
  minutes,
  normal_minutes: minutes,
  overtime_minutes: overtimeMinutes,
  /** Normal + overtime × (1 + rate). */
  weighted_minutes: z.number(),
  outside_contract_minutes: minutes,
  /** Σ per agent and day of that day's time rounded up to the hour. */
  charged_minutes: minutes,
});
export type AgentReportTotals = z.infer<typeof agentReportTotalsSchema>;

export const agentReportRowSchema = z.strictObject({
  id,
  day,
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  company: companyRefSchema,
  status: z.string(),
  from_hour: z.string(),
  agent: personRefSchema,
  kind: z.enum(TIME_REPORT_KINDS),
  minutes,
  normal_minutes: minutes,
  overtime_minutes: minutes,
  /** 0, 50, 100 or 150. */
  overtime_percent: z.number().int(),
  outside_contract_minutes: minutes,
  /** The agent's day: its minutes rounded up to the hour (the same on each of the day's rows). */
  day_total_minutes: minutes,
  /** The first row of the agent's day (the screen shows the day total there). */
  first_of_day: z.boolean(),
});
export type AgentReportRow = z.infer<typeof agentReportRowSchema>;

export const agentReportGroupSchema = z.strictObject({
  key: z.string(),
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }).nullable(),
  company: companyRefSchema,
  entries: z.number().int(),
  totals: agentReportTotalsSchema,
});
export type AgentReportGroup = z.infer<typeof agentReportGroupSchema>;

/** Which page of the rows (entries) or groups (tickets, companies) the report holds, and how many there are. */
export const agentReportPageSchema = z.strictObject({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AgentReportPage = z.infer<typeof agentReportPageSchema>;

export const agentReportSchema = z.strictObject({
  agent: personRefSchema.nullable(),
  from: day,
  to: day,
  view: z.enum(['entries', 'tickets', 'companies']),
  /** One page of the time reports (view entries), in order day, agent, id; empty for the other views. */
  rows: z.array(agentReportRowSchema),
  /** One page per ticket or per company (views tickets, companies), most time first; empty for entries. */
  groups: z.array(agentReportGroupSchema),
  /** The whole period's totals, whatever the page. */
  totals: agentReportTotalsSchema,
  meta: agentReportPageSchema,
});
export type AgentReport = z.infer<typeof agentReportSchema>;

export const dailyAgentSchema = z.strictObject({
  agent: personRefSchema,
  time_scope: minutes,
  on_leave: z.boolean(),
  expected_minutes: minutes,
  reported_minutes: minutes,
  /** expected − reported, never below 0. */
  missing_minutes: minutes,
  per_kind: z.strictObject(
    Object.fromEntries(DAILY_KINDS.map((k) => [k, minutes])) as Record<(typeof DAILY_KINDS)[number], typeof minutes>,
  ),
  tickets_worked: z.number().int(),
  tickets_new: z.number().int(),
  tickets_resolved: z.number().int(),
});
export type DailyAgent = z.infer<typeof dailyAgentSchema>;

export const dailyCompanySchema = z.strictObject({ company: companyRefSchema, minutes, charged_minutes: minutes });
export type DailyCompany = z.infer<typeof dailyCompanySchema>;

export const dailyReportSchema = z.strictObject({
  day,
  agents: z.array(dailyAgentSchema),
  companies: z.array(dailyCompanySchema),
  totals: z.strictObject({
    expected_minutes: minutes,
    reported_minutes: minutes,
    missing_minutes: minutes,
    tickets_new: z.number().int(),
    tickets_resolved: z.number().int(),
  }),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const exportJobSchema = z.strictObject({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** 0…1. */
  progress: z.number(),
  rows: z.number().int(),
  file_name: z.string(),
  /** Relative to the API base, once done. */
  download_url: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
