/** Finance (server/API.md "Finance"): agent costs, company pricing and the profitability ranges. Money is grosze. */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { dateSchema, idSchema, monthSchema, textSchema } from './primitives.ts';
import { csvDialectSchema, EXPORT_FORMATS } from './reports-time.ts';

/** The largest amount a `numeric(12,2)` column holds, in grosze. */
export const MONEY_MAX = 9_999_999_999_99;

/**
 * An amount: grosze as an integer, or złote as typed ("1 234,56", "1234.5"); at most two decimals, 0 … MONEY_MAX.
 * The output is always integer grosze.
 */
export const moneySchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const fail = () => {
    ctx.addIssue({ code: 'custom', ...messageKey('money') });
    return z.NEVER;
  };
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 && value <= MONEY_MAX ? value : fail();
  const typed = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (typed === '') {
    ctx.addIssue({ code: 'custom', ...messageKey('required') });
    return z.NEVER;
  }
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return fail();
  const grosze = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return grosze <= MONEY_MAX ? grosze : fail();
});

const notes = textSchema.trim().max(5000).nullable().optional();

export const agentCostBodySchema = z.object({
  agent_id: idSchema,
  net_salary: moneySchema,
  allowances: moneySchema.default(0),
  /** Left out (or empty): net salary + allowances. */
  total_cost: z
    .union([z.literal('').transform(() => null), moneySchema])
    .nullable()
    .optional(),
  valid_from: dateSchema,
  notes,
});
export type AgentCostBody = z.output<typeof agentCostBodySchema>;
export type AgentCostFormInput = z.input<typeof agentCostBodySchema>;

const hoursOrVisits = z.coerce.number().int().min(0).max(100_000);

export const companyPricingBodySchema = z.object({
  company_id: idSchema,
  package_hours: hoursOrVisits.default(0),
  package_price: moneySchema.default(0),
  overtime_price: moneySchema.default(0),
  package_visits: hoursOrVisits.default(0),
  extra_visit_price: moneySchema.default(0),
  valid_from: dateSchema,
  notes,
  hours_no_limit: z.boolean().default(false),
  arrivals_no_limit: z.boolean().default(false),
});
export type CompanyPricingBody = z.output<typeof companyPricingBodySchema>;
export type CompanyPricingFormInput = z.input<typeof companyPricingBodySchema>;

export const agentCostListQuerySchema = z.object({ agent_id: idSchema.optional() });
export const companyPricingListQuerySchema = z.object({ company_id: idSchema.optional() });

/** A range of whole months for the profitability screens (default: the last 6 up to last month). */
export const profitabilityQuerySchema = z
  .object({ from: monthSchema.optional(), to: monthSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], params: { messageKey: 'invalid' } });
export type ProfitabilityQuery = z.output<typeof profitabilityQuerySchema>;

/** The profitability tables as a file: the same range, XLSX or CSV (in a dialect; the user's language's by default). */
export const profitabilityExportQuerySchema = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    format: z.enum(EXPORT_FORMATS).default('xlsx'),
    dialect: csvDialectSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], params: { messageKey: 'invalid' } });
export type ProfitabilityExportQuery = z.output<typeof profitabilityExportQuerySchema>;

/** Drill-down of one company or agent over the same range. */
export const profitabilityDetailQuerySchema = profitabilityQuerySchema;

/** The invoicing of one month (default: last month). */
export const invoicingQuerySchema = z.object({ month: monthSchema.optional() });
export const invoiceApproveBodySchema = z.object({ month: monthSchema, company_ids: z.array(idSchema).optional() });
export type InvoiceApproveBody = z.output<typeof invoiceApproveBodySchema>;
export const invoiceNotesBodySchema = z.object({ month: monthSchema, notes: textSchema.max(2000).nullable().optional() });
export type InvoiceNotesBody = z.output<typeof invoiceNotesBodySchema>;
/** Reopening an approved month (admin): the reason is required and kept in the month's history. */
export const invoiceReopenBodySchema = z.object({
  month: monthSchema,
  reason: textSchema
    .default('')
    .refine((value) => value.trim().length > 0, messageKey('reopen_reason'))
    .pipe(z.string().trim().max(1000)),
});
export type InvoiceReopenBody = z.output<typeof invoiceReopenBodySchema>;
/** `detail=1` with `format=csv`: the detail CSV (every counted time report, the company first) instead of the invoice items. */
export const invoiceExportQuerySchema = z.object({
  month: monthSchema,
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  dialect: csvDialectSchema.optional(),
  detail: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});
