/**
 * The time rules of spec §9, in one module for tickets and reports: charged time is the sum over days of
 * each day's working time rounded up (ceiling) to the billing unit, and overtime is paid at 50, 100 or
 * 150 % on top.
 */
import { OVERTIME_RATES } from '@helpdesk/shared/constants';

/** The unit a day's working time is rounded up to. */
export const BILLING_UNIT_MINUTES = 60;

export interface TimeEntry {
  /** `YYYY-MM-DD` */
  day: string;
  minutes: number;
  /** Overtime rate in percent: 0, 50, 100 or 150. */
  overtime?: number;
}

/** Per day: the sum of that day's minutes, rounded up to the unit. */
export function dailyCeilings(entries: readonly TimeEntry[], unit = BILLING_UNIT_MINUTES): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const e of entries) perDay.set(e.day, (perDay.get(e.day) ?? 0) + e.minutes);
  for (const [day, minutes] of perDay) perDay.set(day, Math.ceil(minutes / unit) * unit);
  return perDay;
}

/** "Time is the sum of ceilings of daily working time." */
export function chargedMinutes(entries: readonly TimeEntry[], unit = BILLING_UNIT_MINUTES): number {
  let total = 0;
  for (const minutes of dailyCeilings(entries, unit).values()) total += minutes;
  return total;
}

const ALLOWED_PERCENTS = new Set([0, ...OVERTIME_RATES.map((r) => Math.round(r * 100))]);

/** The multiplier of an overtime percent on top of normal time: 50 → 1.5, 100 → 2, 150 → 2.5. */
export function overtimeMultiplier(percent: number): number {
  if (!ALLOWED_PERCENTS.has(percent)) throw new RangeError(`Overtime must be one of ${[...ALLOWED_PERCENTS].join(', ')} %`);
  return 1 + percent / 100;
}

export interface TimeSplit {
  /** Minutes without overtime. */
  normal: number;
  /** Overtime minutes per percent (50, 100, 150). */
  overtime: Record<50 | 100 | 150, number>;
  /** Minutes weighted by their rate: normal + Σ overtime × (1 + rate). */
  weighted: number;
}

/** Normal and overtime minutes as reported (no rounding), and their rate-weighted total. */
export function splitOvertime(entries: readonly TimeEntry[]): TimeSplit {
  const split: TimeSplit = { normal: 0, overtime: { 50: 0, 100: 0, 150: 0 }, weighted: 0 };
  for (const e of entries) {
    const percent = e.overtime ?? 0;
    const multiplier = overtimeMultiplier(percent);
    if (percent === 0) split.normal += e.minutes;
    else split.overtime[percent as 50 | 100 | 150] += e.minutes;
    split.weighted += e.minutes * multiplier;
  }
  return split;
}

/** A time report as the reports read it: whose it is and whether it lies outside the contract. */
export interface ReportEntry extends TimeEntry {
  agentId: number;
  outsideContract?: boolean;
}

export interface PeriodTotals {
  minutes: number;
  normal: number;
  overtime: Record<50 | 100 | 150, number>;
  weighted: number;
  outsideContract: number;
  /** Σ over agents of each agent's daily ceilings: one agent's day is rounded up once, whatever its tickets. */
  charged: number;
}

/** An empty running total to feed with `addToTotals` (exports stream rows through it). */
export function emptyTotals(): PeriodTotals {
  return { minutes: 0, normal: 0, overtime: { 50: 0, 100: 0, 150: 0 }, weighted: 0, outsideContract: 0, charged: 0 };
}

/** Adds one entry's reported figures (not `charged`, which needs whole days: `addDayCeiling`). */
export function addToTotals(totals: PeriodTotals, e: ReportEntry): void {
  const split = splitOvertime([e]);
  totals.minutes += e.minutes;
  totals.normal += split.normal;
  for (const rate of [50, 100, 150] as const) totals.overtime[rate] += split.overtime[rate];
  totals.weighted += split.weighted;
  if (e.outsideContract) totals.outsideContract += e.minutes;
}

/** One agent's day, rounded up to the unit. */
export function dayCeiling(minutes: number, unit = BILLING_UNIT_MINUTES): number {
  return Math.ceil(minutes / unit) * unit;
}

/** Period totals of time reports, charged per agent as the sum of its daily ceilings. */
export function periodTotals(entries: readonly ReportEntry[], unit = BILLING_UNIT_MINUTES): PeriodTotals {
  const totals = emptyTotals();
  const byAgent = new Map<number, ReportEntry[]>();
  for (const e of entries) {
    addToTotals(totals, e);
    const list = byAgent.get(e.agentId);
    if (list) list.push(e);
    else byAgent.set(e.agentId, [e]);
  }
  for (const list of byAgent.values()) totals.charged += chargedMinutes(list, unit);
  return totals;
}
