/** The company (client organisation) and its contract (spec §3, §5). */
import { z } from 'zod';
import { COMPANY_TAG_MAX, COMPANY_TAG_MIN } from '../constants.ts';
import { CHARGING_MODELS, COMPANY_SORTS, CONTRACT_RENEWALS, REPORT_FREQUENCIES, TICKET_PRIORITIES } from './enums.ts';
import { companyBillingShape } from './invoicing.ts';
import { messageKey } from './messages.ts';
import { DB_INT_MAX, dateSchema, idSchema, pageQueryShape, searchSchema, textSchema, timeOfDaySchema } from './primitives.ts';
import { PACKAGE_LIMIT_PERCENT, PACKAGE_WARNING_PERCENT } from '../constants.ts';
import { rules, type FileLike } from './rules.ts';

/** A bare domain name, without an http/https prefix. */
export const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/i;

/** COMPANY_TAG_MIN to COMPANY_TAG_MAX characters (spec §5, §9), with the spec's own message. */
export const companyTag = z
  .string()
  .trim()
  .check(rules.required())
  .refine(
    (v) => v === '' || (v.length >= COMPANY_TAG_MIN && v.length <= COMPANY_TAG_MAX),
    messageKey('tag', { min: COMPANY_TAG_MIN, max: COMPANY_TAG_MAX }),
  );

export const companyDomains = z.array(z.string().trim()).refine((list) => list.every((d) => DOMAIN.test(d)), messageKey('domains'));

const limit = z.number().check(rules.integer(), rules.minValue(0), rules.maxValue(DB_INT_MAX)).default(0);
const minutes = z.number().check(rules.integer(), rules.minValue(0), rules.maxValue(DB_INT_MAX));
const weekday = z.number().check(rules.integer(), rules.between(1, 7));
const flag = z.union([z.literal(0), z.literal(1)]);
const alertLevel = z.number().check(rules.integer(), rules.between(1, 100));

export const companyPrioritySchema = z.object({
  priority: z.enum(TICKET_PRIORITIES),
  is_24_7: z.boolean(),
  active: z.boolean(),
  is_default: z.boolean(),
  open_sla_minutes: minutes,
  resolve_sla_minutes: minutes,
});

export const businessHoursSchema = z.object({
  from_day: weekday,
  to_day: weekday,
  from_hour: timeOfDaySchema,
  to_hour: timeOfDaySchema,
});

export const companySchema = z
  .object({
    name: textSchema.trim().check(rules.required(), rules.max(255)),
    short_name: textSchema.trim().check(rules.required(), rules.max(100)),
    tag: companyTag,
    domains: companyDomains,
    description: textSchema.check(rules.max(5000)).nullable().optional(),
    addresses: z
      .array(
        z.object({
          street: textSchema.check(rules.max(255)),
          city: textSchema.check(rules.max(255)),
          postcode: textSchema.check(rules.max(20)),
        }),
      )
      .default([]),
    business_hours: businessHoursSchema,
    report_frequency: z.enum(REPORT_FREQUENCIES),
    report_hours_limit: z.boolean(),
    report_vip_only: z.boolean(),
    show_reports: flag,
    show_monitoring_logs: flag,
    categories: z.array(textSchema.check(rules.max(255))).default([]),
    responsible_agent_id: idSchema.nullable(),
    agent_ids: z.array(idSchema).default([]),
    charging_model: z.enum(CHARGING_MODELS),
    arrivals_package: z.boolean(),
    expected_arrivals: limit,
    expected_hours: limit,
    it_time_limit: limit,
    admin_time_limit: limit,
    developer_time_limit: limit,
    specialist_time_limit: limit,
    arrivals_limit: limit,
    ...companyBillingShape,
    /** Empty = no SLA; otherwise each priority once and exactly one row the default. */
    priorities: z
      .array(companyPrioritySchema)
      .default([])
      .refine((rows) => new Set(rows.map((r) => r.priority)).size === rows.length, messageKey('distinct_priorities'))
      .refine((rows) => rows.length === 0 || rows.filter((r) => r.is_default).length === 1, messageKey('one_default_priority')),
    /** The contract's terms: its period (open ends allowed) and renewal. */
    contract_start: dateSchema.nullable().default(null),
    contract_end: dateSchema.nullable().default(null),
    contract_renewal: z.enum(CONTRACT_RENEWALS).default('none'),
    /** Unused hours of a month's package carried to the next month, up to this many hours; null = no carry-over. */
    carry_over_cap_hours: z.number().check(rules.integer(), rules.minValue(0), rules.maxValue(DB_INT_MAX)).nullable().default(null),
    /** The package's alert levels in %: amber and the first hours-limit e-mail from the first, red and the second from the second. */
    alert_warning_percent: alertLevel.default(PACKAGE_WARNING_PERCENT),
    alert_limit_percent: alertLevel.default(PACKAGE_LIMIT_PERCENT),
  })
  .refine((b) => !b.contract_start || !b.contract_end || b.contract_end > b.contract_start, {
    path: ['contract_end'],
    ...messageKey('contract_end_after_start'),
  })
  .refine((b) => b.alert_warning_percent < b.alert_limit_percent, { path: ['alert_limit_percent'], ...messageKey('alert_levels_order') });
export type CompanyInput = z.infer<typeof companySchema>;
/** What a form holds before parsing (defaults not applied yet). */
export type CompanyFormValues = z.input<typeof companySchema>;

/** The IT documentation: one PDF per company, at most this many megabytes. */
export const COMPANY_DOCUMENTATION_MAX_MB = 20;
/** The documentation file as the form checks it before sending it: a `.pdf` within the limit (the server reads its bytes too). */
export const companyDocumentationFileSchema = z
  .custom<FileLike>((value) => typeof value === 'object' && value !== null && typeof (value as FileLike).size === 'number')
  .check(rules.ext(['pdf']), rules.size(COMPANY_DOCUMENTATION_MAX_MB * 1024));

/** `GET /api/admin/company`: search (name, short name, TAG, domain), sort, page. */
export const companyListQuery = z.object({
  search: searchSchema,
  sort: z.enum(COMPANY_SORTS).default('name'),
  ...pageQueryShape,
});
export type CompanyListQuery = z.output<typeof companyListQuery>;
