/** The live contract balance (server/API.md "Contract balance"): a company's hours and visits used and left this month. */
import { z } from 'zod';
import { MONTH_PATTERN } from '../format/months.ts';
import { TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { day, id } from './common.ts';

const minutes = z.number().int();

/** `ok` below 80 % of the package, `warning` from 80 %, `exceeded` from 100 %; `none` without a package. */
export const BALANCE_LEVELS = ['none', 'ok', 'warning', 'exceeded'] as const;
export type BalanceLevel = (typeof BALANCE_LEVELS)[number];

export const balanceFigureSchema = z.strictObject({
  /** The package (minutes, or visits); null = no limit. */
  package: z.number().int().nullable(),
  /** Used ("wykorzystano"): reported and not rejected (charged by the time rules) — billed once accepted. */
  used: z.number().int(),
  /** The accepted part of `used` (not needing acceptance, or accepted): the narrower figure, shown beside it. */
  accepted: z.number().int(),
  /** used − accepted: what is still waiting for acceptance. */
  pending: z.number().int(),
  /** What is left of the package, never below 0; null = no limit. */
  left: z.number().int().nullable(),
  /** Used ÷ package, one decimal; null = no limit. */
  percent: z.number().nullable(),
  level: z.enum(BALANCE_LEVELS),
});
export type BalanceFigure = z.infer<typeof balanceFigureSchema>;

export const contractBalanceSchema = z.strictObject({
  company_id: id,
  month: z.string().regex(MONTH_PATTERN),
  /** Charged minutes of the contract (outside-contract time not counted). */
  hours: balanceFigureSchema,
  per_kind: z.array(balanceFigureSchema.extend({ kind: z.enum(TIME_REPORT_KINDS) })),
  visits: balanceFigureSchema,
  /** Minutes left of the package at the end of each day of the month so far (empty without a package). */
  burn_down: z.array(z.strictObject({ day, left: minutes })),
  /** The day the package runs out at this month's pace so far (null: no package, no use yet, or not within the month). */
  runs_out_on: day.nullable(),
});
export type ContractBalance = z.infer<typeof contractBalanceSchema>;
