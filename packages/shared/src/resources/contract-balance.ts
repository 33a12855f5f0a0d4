/** The live contract balance (server/API.md "Contract balance"): a company's hours and visits used and left this month. */
import { z } from 'zod';
import { MONTH_PATTERN } from '../format/months.ts';
import { CONTRACT_RENEWALS, TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { day, id } from './common.ts';

const minutes = z.number().int();

/** `ok` below the company's first alert level (80 %), `warning` from it, `exceeded` from the second (100 %); `none` without a package. */
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
  /** A future day the package runs out at this month's pace so far (null: no package, no use yet, used up, or not within the month). */
  runs_out_on: day.nullable(),
  /** The day the package was used up (today or earlier; null while some is left). */
  used_up_on: day.nullable(),
  /** The contract's terms the figures follow. */
  terms: z.strictObject({
    start: day.nullable(),
    end: day.nullable(),
    renewal: z.enum(CONTRACT_RENEWALS),
    /** Carry-over cap in hours; null = no carry-over. */
    carry_over_cap_hours: z.number().int().nullable(),
    /** Minutes carried into this month's hours package (already in `hours.package`). */
    carried_over: minutes,
    /** Amber from the first, red from the second (% of a package). */
    alert_levels: z.tuple([z.number().int(), z.number().int()]),
  }),
});
export type ContractBalance = z.infer<typeof contractBalanceSchema>;
