/** Finance (server/API.md "Finance"): agent costs, company pricing, the month calculation and profitability. Money in grosze. */
import { z } from 'zod';
import { balanceFigureSchema } from './contract-balance.ts';
import { MONTH_PATTERN } from '../format/months.ts';
import { TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { companyRefSchema, day, id, instant, personRefSchema } from './common.ts';
import { invoiceDocumentRowSchema } from './invoicing.ts';

/** Integer grosze (minor units). */
const grosze = z.number().int();
const minutes = z.number().int();
const month = z.string().regex(MONTH_PATTERN);

export const agentCostSchema = z.strictObject({
  id,
  agent: personRefSchema,
  net_salary: grosze,
  allowances: grosze,
  total_cost: grosze,
  valid_from: day,
  notes: z.string().nullable(),
  /** The agent's row in force today (the latest valid-from on or before it). */
  in_force: z.boolean(),
});
export type AgentCost = z.infer<typeof agentCostSchema>;

export const companyPricingSchema = z.strictObject({
  id,
  company: companyRefSchema,
  package_hours: z.number().int(),
  package_price: grosze,
  overtime_price: grosze,
  package_visits: z.number().int(),
  extra_visit_price: grosze,
  valid_from: day,
  notes: z.string().nullable(),
  hours_no_limit: z.boolean(),
  arrivals_no_limit: z.boolean(),
  in_force: z.boolean(),
});
export type CompanyPricing = z.infer<typeof companyPricingSchema>;

const kindFiguresSchema = z.strictObject({
  reported_minutes: minutes,
  charged_minutes: minutes,
  package_minutes: minutes.nullable(),
  over_minutes: minutes,
});

export const reportShareSchema = z.strictObject({
  report_id: id,
  ticket_id: id,
  agent_id: id,
  day,
  kind: z.enum(TIME_REPORT_KINDS),
  minutes,
  charged_minutes: minutes,
  over_minutes: minutes,
  overtime_percent: z.number().int(),
  outside_contract: z.boolean(),
  arrival: z.boolean(),
  extra_visit: z.boolean(),
  overtime_amount: grosze,
  visit_amount: grosze,
});
export type ReportShare = z.infer<typeof reportShareSchema>;

export const amountsSchema = z.strictObject({ package: grosze, overtime: grosze, extra_visits: grosze, total: grosze });
export type FinanceAmounts = z.infer<typeof amountsSchema>;

/** One company's month by the finance calculation; `reports` explains every amount. */
export const companyMonthSchema = z.strictObject({
  month,
  pricing_id: id.nullable(),
  /** The hours package in minutes, the minutes carried over from the previous month included. */
  package_minutes: minutes.nullable(),
  /** Minutes carried over into the package (0 in figures stored before carry-over existed). */
  carried_minutes: minutes.default(0),
  reported_minutes: minutes,
  charged_minutes: minutes,
  over_minutes: minutes,
  outside_contract_minutes: minutes,
  per_kind: z.strictObject(
    Object.fromEntries(TIME_REPORT_KINDS.map((k) => [k, kindFiguresSchema])) as Record<
      (typeof TIME_REPORT_KINDS)[number],
      typeof kindFiguresSchema
    >,
  ),
  arrivals: z.strictObject({ used: z.number().int(), package: z.number().int().nullable(), extra: z.number().int() }),
  amounts: amountsSchema,
  reports: z.array(reportShareSchema),
});
export type CompanyMonth = z.infer<typeof companyMonthSchema>;

/** What saving a pricing row changes on a past open month's figures. */
export const pricingPreviewSchema = z.strictObject({ month, before: amountsSchema, after: amountsSchema });
export type PricingPreview = z.infer<typeof pricingPreviewSchema>;

const moneyFigures = {
  revenue: grosze,
  cost: grosze,
  margin: grosze,
  /** margin ÷ revenue × 100, one decimal; null without revenue. */
  margin_percent: z.number().nullable(),
};

export const companyProfitMonthSchema = z.strictObject({
  month,
  /** Revenue projected from the calculation (the month is not closed by an invoice). */
  projected: z.boolean(),
  ...moneyFigures,
  /** The package's hours (null = no limit). */
  sold_minutes: minutes.nullable(),
  /** Charged time against the contract. */
  used_minutes: minutes,
});

export const companyProfitSchema = z.strictObject({
  company: companyRefSchema,
  ...moneyFigures,
  sold_minutes: minutes.nullable(),
  used_minutes: minutes,
  months: z.array(companyProfitMonthSchema),
});
export type CompanyProfit = z.infer<typeof companyProfitSchema>;

export const profitRangeSchema = z.strictObject({ from: month, to: month });

export const companyProfitabilitySchema = z.strictObject({ range: profitRangeSchema, companies: z.array(companyProfitSchema) });
export type CompanyProfitability = z.infer<typeof companyProfitabilitySchema>;

/** One agent's part of one company's month. */
export const agentShareSchema = z.strictObject({ agent: personRefSchema, month, minutes, charged_minutes: minutes, cost: grosze });

export const companyProfitDetailSchema = z.strictObject({
  range: profitRangeSchema,
  company: companyRefSchema,
  months: z.array(companyMonthSchema.extend({ projected: z.boolean(), cost: grosze, agents: z.array(agentShareSchema) })),
});
export type CompanyProfitDetail = z.infer<typeof companyProfitDetailSchema>;

const hoursByKind = z.strictObject({ billable: minutes, overtime: minutes, outside_contract: minutes, internal: minutes });

export const agentProfitSchema = z.strictObject({
  agent: personRefSchema,
  ...moneyFigures,
  minutes: hoursByKind,
  expected_minutes: minutes,
  /** Ticket and internal minutes ÷ expected minutes × 100, one decimal; null with nothing expected. */
  utilisation: z.number().nullable(),
});
export type AgentProfit = z.infer<typeof agentProfitSchema>;

export const agentProfitabilitySchema = z.strictObject({ range: profitRangeSchema, agents: z.array(agentProfitSchema) });
export type AgentProfitability = z.infer<typeof agentProfitabilitySchema>;

/** Drill-down: the agent's months and the companies its revenue came from. */
export const agentProfitDetailSchema = z.strictObject({
  range: profitRangeSchema,
  agent: personRefSchema,
  months: z.array(z.strictObject({ month, ...moneyFigures, minutes: hoursByKind, expected_minutes: minutes })),
  companies: z.array(z.strictObject({ company: companyRefSchema, charged_minutes: minutes, revenue: grosze })),
});
export type AgentProfitDetail = z.infer<typeof agentProfitDetailSchema>;

export const INVOICE_STATUSES = ['draft', 'approved', 'exported'] as const;

/** One company's line of a month's invoicing: the calculation's amounts (as issued once approved). */
export const invoiceLineSchema = z.strictObject({
  company: companyRefSchema,
  month,
  status: z.enum(INVOICE_STATUSES),
  amounts: amountsSchema,
  notes: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: personRefSchema.nullable(),
  exported_at: z.string().nullable(),
  /** The number of the month's latest issued invoice document (a correction's once corrected); null before. */
  invoice_number: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceMonthSchema = z.strictObject({
  month,
  /** VAT rate of the export, whole percent. */
  vat_rate: z.number().int(),
  lines: z.array(invoiceLineSchema),
  totals: amountsSchema,
});
export type InvoiceMonth = z.infer<typeof invoiceMonthSchema>;

/** A time report that still waits for acceptance in a month being approved: it must be decided or moved first. */
export const monthPendingReportSchema = z.strictObject({
  id,
  company: companyRefSchema,
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  agent: personRefSchema.nullable(),
  day,
  from_hour: z.string(),
  minutes,
  kind: z.enum(TIME_REPORT_KINDS),
  overtime: z.number().int(),
  outside_contract: z.boolean(),
  arrival: z.boolean(),
  description: z.string(),
});
export type MonthPendingReport = z.infer<typeof monthPendingReportSchema>;

/** An entry of a company-month's history: a reopening with its reason and the approval it voided. */
export const invoiceMonthEventSchema = z.strictObject({
  id,
  action: z.enum(['reopened']),
  reason: z.string(),
  user: personRefSchema.nullable(),
  at: instant,
  voided: z
    .strictObject({ approved_at: instant.nullable(), approved_by: personRefSchema.nullable(), amounts: amountsSchema.nullable() })
    .nullable(),
});
export type InvoiceMonthEvent = z.infer<typeof invoiceMonthEventSchema>;

/** A company's line with the calculation's explanation down to the time reports, the month's history and its issued documents. */
export const invoiceDetailSchema = z.strictObject({
  line: invoiceLineSchema,
  figures: companyMonthSchema,
  history: z.array(invoiceMonthEventSchema),
  /** The month's issued documents, oldest first. */
  documents: z.array(invoiceDocumentRowSchema),
  /** The month's hours used (the consumption module's figure, every surface's "wykorzystano"); `figures` bills accepted time. */
  hours_used: balanceFigureSchema,
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
