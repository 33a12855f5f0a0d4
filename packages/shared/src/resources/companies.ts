/** Companies (server/API.md "Companies"): the list row with its contract health, and the whole company for the form. */
import { z } from 'zod';
import { CHARGING_MODELS, CONTRACT_RENEWALS, REPORT_FREQUENCIES, TICKET_PRIORITIES, TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { id, instant, personRefSchema } from './common.ts';
import { BALANCE_LEVELS } from './contract-balance.ts';

/** What one contract-health bar measures: the whole hours package, one staff type's package, or arrivals. */
export const CONTRACT_HEALTH_BARS = ['hours', ...TIME_REPORT_KINDS, 'arrivals'] as const;
export type ContractHealthBarKind = (typeof CONTRACT_HEALTH_BARS)[number];

/** Used against a package this month; minutes for hours, a count for arrivals. Only packages that exist have a bar. */
export const contractHealthBarSchema = z.strictObject({
  kind: z.enum(CONTRACT_HEALTH_BARS),
  used: z.number().int(),
  package: z.number().int().positive(),
  /** used / package × 100, rounded down; above 100 when over the package. */
  percent: z.number().int(),
  /** The consumption module's level by the company's alert levels (a bar always has a package, so never `none`). */
  level: z.enum(BALANCE_LEVELS).exclude(['none']),
});
export type ContractHealthBar = z.infer<typeof contractHealthBarSchema>;

/** The current month's figures of the company report (the same time rules), as bars. */
export const contractHealthSchema = z.strictObject({
  /** YYYY-MM in the report's time zone. */
  month: z.string(),
  bars: z.array(contractHealthBarSchema),
  /** The company's alert levels in % the bars' levels follow: amber from the first, red from the second. */
  alert_levels: z.tuple([z.number().int(), z.number().int()]),
});
export type ContractHealth = z.infer<typeof contractHealthSchema>;

export const companyRowSchema = z.strictObject({
  id,
  name: z.string(),
  short_name: z.string(),
  tag: z.string(),
  domains: z.array(z.string()),
  responsible_agent: personRefSchema.nullable(),
  open_tickets: z.number().int(),
  health: contractHealthSchema,
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyPriorityRowSchema = z.strictObject({
  priority: z.enum(TICKET_PRIORITIES),
  is_24_7: z.boolean(),
  active: z.boolean(),
  is_default: z.boolean(),
  open_sla_minutes: z.number().int(),
  resolve_sla_minutes: z.number().int(),
});

/** The stored IT documentation PDF (download at `/api/admin/company/{id}/documentation`). */
export const companyDocumentationSchema = z.strictObject({ filename: z.string(), size: z.number().int() });
export type CompanyDocumentation = z.infer<typeof companyDocumentationSchema>;

/** Every field of spec §3 Company; the request body's keys plus what the server keeps (documentation, health). */
export const companyDetailSchema = z.strictObject({
  id,
  name: z.string(),
  short_name: z.string(),
  tag: z.string(),
  domains: z.array(z.string()),
  description: z.string().nullable(),
  addresses: z.array(z.strictObject({ street: z.string(), city: z.string(), postcode: z.string() })),
  business_hours: z.strictObject({ from_day: z.number().int(), to_day: z.number().int(), from_hour: z.string(), to_hour: z.string() }),
  report_frequency: z.enum(REPORT_FREQUENCIES),
  report_hours_limit: z.boolean(),
  report_vip_only: z.boolean(),
  show_reports: z.union([z.literal(0), z.literal(1)]),
  show_monitoring_logs: z.union([z.literal(0), z.literal(1)]),
  categories: z.array(z.string()),
  responsible_agent_id: id.nullable(),
  responsible_agent: personRefSchema.nullable(),
  agent_ids: z.array(id),
  agents: z.array(personRefSchema),
  charging_model: z.enum(CHARGING_MODELS),
  arrivals_package: z.boolean(),
  expected_arrivals: z.number().int(),
  expected_hours: z.number().int(),
  it_time_limit: z.number().int(),
  admin_time_limit: z.number().int(),
  developer_time_limit: z.number().int(),
  specialist_time_limit: z.number().int(),
  arrivals_limit: z.number().int(),
  /** The buyer on invoices: tax id (digits) and billing address. */
  nip: z.string().nullable(),
  billing_street: z.string().nullable(),
  billing_postal_code: z.string().nullable(),
  billing_city: z.string().nullable(),
  billing_country_code: z.string(),
  contract_start: z.string().nullable(),
  contract_end: z.string().nullable(),
  contract_renewal: z.enum(CONTRACT_RENEWALS),
  carry_over_cap_hours: z.number().int().nullable(),
  alert_warning_percent: z.number().int(),
  alert_limit_percent: z.number().int(),
  priorities: z.array(companyPriorityRowSchema),
  documentation: companyDocumentationSchema.nullable(),
  open_tickets: z.number().int(),
  health: contractHealthSchema,
  created_at: instant,
  updated_at: instant,
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
