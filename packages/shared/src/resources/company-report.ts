/** The company report (server/API.md "Company report"): per month, hours and arrivals against the contract, tickets, SLA. */
import { z } from 'zod';
import { MONTH_PATTERN } from '../format/months.ts';
import { CHARGING_MODELS, TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { id } from './common.ts';

const minutes = z.number().int();
/** YYYY-MM. */
const month = z.string().regex(MONTH_PATTERN);
const perKind = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(TIME_REPORT_KINDS.map((kind) => [kind, value])) as Record<(typeof TIME_REPORT_KINDS)[number], T>);

export const hoursFiguresSchema = z.strictObject({
  reported_minutes: minutes,
  /** Used ("wykorzystano", the consumption module's figure): not rejected, charged by the time rules. */
  charged_minutes: minutes,
  /** The accepted part of the charged minutes (the narrower figure). */
  accepted_minutes: minutes,
  /** charged − accepted: waiting for acceptance. */
  pending_minutes: minutes,
  package_minutes: minutes.nullable(),
  /** package − charged, never below 0; null without a package. */
  remaining_minutes: minutes.nullable(),
  /** charged − package when above it, else 0. */
  over_minutes: minutes,
});
export type HoursFigures = z.infer<typeof hoursFiguresSchema>;

const slaFiguresSchema = z.strictObject({ met: z.number().int(), breached: z.number().int(), total: z.number().int() });

export const monthFiguresSchema = z.strictObject({
  month,
  hours: hoursFiguresSchema.extend({ outside_contract_minutes: minutes, per_kind: perKind(hoursFiguresSchema) }),
  arrivals: z.strictObject({
    /** Used, as the hours' `charged_minutes`: arrivals on time reports not rejected. */
    used: z.number().int(),
    /** The accepted part of `used`; pending = used − accepted (waiting for acceptance). */
    accepted: z.number().int(),
    pending: z.number().int(),
    package: z.number().int().nullable(),
    remaining: z.number().int().nullable(),
    limit: z.number().int().nullable(),
  }),
  tickets: z.strictObject({ opened: z.number().int(), resolved: z.number().int() }),
  sla: z.strictObject({ first_response: slaFiguresSchema, resolution: slaFiguresSchema }),
});
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

export const companyContractSchema = z.strictObject({
  charging_model: z.enum(CHARGING_MODELS),
  hours: z.strictObject({ package_minutes: minutes.nullable(), per_kind: perKind(minutes.nullable()).nullable() }),
  arrivals: z.strictObject({ package: z.number().int().nullable(), limit: z.number().int().nullable() }),
});
export type CompanyContract = z.infer<typeof companyContractSchema>;

export const companyReportSchema = z.strictObject({
  company: z.strictObject({ id, name: z.string(), short_name: z.string(), tag: z.string() }),
  contract: companyContractSchema,
  range: z.strictObject({ from: month, to: month, time_zone: z.string() }),
  months: z.array(monthFiguresSchema),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;
