/**
 * The staff overview reports (server/API.md "Reports overview"): the general report of the whole desk and the
 * agent statistics, both over whole months in the business time zone.
 */
import { z } from 'zod';
import { MONTH_PATTERN } from '../format/months.ts';
import { TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { id } from './common.ts';

const count = z.number().int();
const minutes = z.number().int();
/** YYYY-MM. */
const month = z.string().regex(MONTH_PATTERN);
const perKind = z.strictObject(
  Object.fromEntries(TIME_REPORT_KINDS.map((kind) => [kind, minutes])) as Record<(typeof TIME_REPORT_KINDS)[number], typeof minutes>,
);
const sla = z.strictObject({ met: count, total: count });
const range = z.strictObject({ from: month, to: month, time_zone: z.string() });
const evaluationFigures = z.strictObject({ count, average: z.number().nullable() });

/** Tickets opened and resolved in the period under one value of a ticket field (company, type, category, priority). */
export const breakdownRowSchema = z.strictObject({ key: z.string(), label: z.string(), opened: count, resolved: count });
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

export const generalMonthSchema = z.strictObject({
  month,
  opened: count,
  resolved: count,
  /** Tickets open at the end of the month. */
  backlog: count,
  first_response: sla,
  resolution: sla,
  /** Reported minutes (not rejected) per staff type; outside-contract time beside them. */
  minutes: perKind,
  outside_contract_minutes: minutes,
  evaluations: evaluationFigures,
});
export type GeneralMonth = z.infer<typeof generalMonthSchema>;

export const generalCompanyHoursSchema = z.strictObject({
  company_id: id,
  name: z.string(),
  tag: z.string(),
  minutes: perKind,
  outside_contract_minutes: minutes,
});
export type GeneralCompanyHours = z.infer<typeof generalCompanyHoursSchema>;

export const generalReportSchema = z.strictObject({
  range,
  totals: z.strictObject({
    opened: count,
    resolved: count,
    backlog_start: count,
    backlog_end: count,
    first_response: sla,
    resolution: sla,
    minutes: perKind,
    outside_contract_minutes: minutes,
    evaluations: evaluationFigures,
  }),
  months: z.array(generalMonthSchema),
  by_company: z.array(breakdownRowSchema),
  by_type: z.array(breakdownRowSchema),
  by_category: z.array(breakdownRowSchema),
  by_priority: z.array(breakdownRowSchema),
  hours_by_company: z.array(generalCompanyHoursSchema),
});
export type GeneralReport = z.infer<typeof generalReportSchema>;

export const agentFiguresSchema = z.strictObject({
  /** Tickets assigned to the agent that were opened in the period. */
  assigned: count,
  /** The agent's tickets resolved in the period. */
  resolved: count,
  /** Median minutes from opening to the first answer (tickets opened in the period), null without any. */
  median_first_response_minutes: z.number().nullable(),
  /** Median minutes from opening to resolution (tickets resolved in the period), null without any. */
  median_resolution_minutes: z.number().nullable(),
  /** Resolution SLA of the tickets resolved in the period that had a deadline. */
  sla: sla,
  /** The agent's tickets taken back out of "resolved" in the period. */
  reopened: count,
  evaluations: evaluationFigures,
  hours: z.strictObject({ normal: minutes, overtime: minutes, outside_contract: minutes, internal: minutes }),
  /** Time scope on working days without holidays and days on leave. */
  expected_minutes: minutes,
  /** Ticket time plus internal time (the working-time module's reported minutes). */
  reported_minutes: minutes,
  /** reported ÷ expected in percent (whole), null when nothing was expected. */
  utilisation: z.number().int().nullable(),
});
export type AgentFigures = z.infer<typeof agentFiguresSchema>;

export const agentStatsRowSchema = z.strictObject({
  agent: z.strictObject({ id, name: z.string(), role: z.string(), time_scope: count }),
  figures: agentFiguresSchema,
});
export type AgentStatsRow = z.infer<typeof agentStatsRowSchema>;

export const agentStatsListSchema = z.strictObject({ range, agents: z.array(agentStatsRowSchema) });
export type AgentStatsList = z.infer<typeof agentStatsListSchema>;

export const agentStatsDetailSchema = z.strictObject({
  range,
  agent: agentStatsRowSchema.shape.agent,
  figures: agentFiguresSchema,
  months: z.array(z.strictObject({ month, figures: agentFiguresSchema })),
});
export type AgentStatsDetail = z.infer<typeof agentStatsDetailSchema>;
