/**
 * A company-month's consumption: ONE module every surface reads (the balance card and `/contract`, the staff ticket
 * page, the company list's health bars, the company report's months, the hours-limit e-mails, invoicing's hours).
 *
 * Definitions:
 *  - used ("wykorzystano"): time reports that are not rejected, on live tickets, inside the contract, charged by the
 *    time rules (each ticket's day rounded up per staff type) — what the company is billed once accepted, so the
 *    alerts come early;
 *  - accepted: the part of it that does not need acceptance or is accepted (charged by its own daily ceilings);
 *    pending = used − accepted;
 *  - outside the contract: reported minutes flagged outside the contract, never against the package;
 *  - package: none in a month outside the company's contract period; otherwise the pricing in force on the month's
 *    last day decides (as invoicing's calculation, `packagesOf`); a company without a pricing in force has its
 *    contract's packages (expected hours, per staff type, visits);
 *  - carry-over (the company's contract terms): with a cap, the hours package of a month inside the contract grows by
 *    the previous month's unused hours (its own package − used, the previous month inside the contract too), at most
 *    the cap; carried hours are not carried again;
 *  - left = package − used (never below 0), percent = used ÷ package (one decimal; a package of 0 is 100 %), level
 *    amber from the company's first alert level (default 80 %), red from its second (default 100 %).
 * The figures are read from the report months' stored figures (`reportMonths`, kept current by triggers), so one
 * company-month costs two indexed reads once stored.
 */
import { inArray } from 'drizzle-orm';
import { PACKAGE_LIMIT_PERCENT, PACKAGE_WARNING_PERCENT } from '@helpdesk/shared/constants';
import type { BalanceFigure, BalanceLevel } from '@helpdesk/shared/resources';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companyPricings, type companies } from '../../platform/db/schema';
import { contractOf } from '../../platform/contract';
import { addMonths } from '../../platform/months';
import { emptyMonth, keyOf, reportMonths, type HoursRow } from '../report-months';
import { inForce, lastDayOf, packagesOf, type MonthTerms, type Pricing, type StaffKind } from './calculation';
import { asPricing } from './sources';

type CompanyRow = typeof companies.$inferSelect;

/** A package's figure with the minutes reported (before the daily rounding) and the minutes beyond the package. */
export type ConsumptionFigure = BalanceFigure & { reported: number; over: number };

export interface Consumption {
  companyId: number;
  month: string;
  /** The company's alert levels in % (amber, red). */
  levels: readonly [number, number];
  /** Minutes carried over from the previous month (part of `hours.package`). */
  carriedOver: number;
  hours: ConsumptionFigure & { outsideContract: number };
  perKind: Record<StaffKind, ConsumptionFigure>;
  visits: BalanceFigure;
}

/** The alert levels a figure is coloured by and the hours-limit e-mails watch: amber from the first, red from the second. */
export const ALERT_LEVELS = [PACKAGE_WARNING_PERCENT, PACKAGE_LIMIT_PERCENT] as const;

export function levelOf(used: number, pkg: number | null, levels: readonly [number, number] = ALERT_LEVELS): BalanceLevel {
  if (pkg === null) return 'none';
  if (used * 100 >= pkg * levels[1]) return 'exceeded';
  return used * 100 >= pkg * levels[0] ? 'warning' : 'ok';
}

/** The company's alert levels (amber, red) in %. */
export const levelsOf = (company: CompanyRow): readonly [number, number] => [company.alertWarningPercent, company.alertLimitPercent];

/** Whether a month is inside the company's contract period (a renewing contract does not end). */
export function inContract(company: CompanyRow, month: string): boolean {
  if (company.contractStart && month < company.contractStart.slice(0, 7)) return false;
  return !company.contractEnd || company.contractRenewal !== 'none' || month <= company.contractEnd.slice(0, 7);
}

/** Used, accepted and pending against a package (null = no limit). */
export function figureOf(
  used: number,
  accepted: number,
  pkg: number | null,
  levels: readonly [number, number] = ALERT_LEVELS,
): BalanceFigure {
  return {
    package: pkg,
    used,
    accepted,
    pending: used - accepted,
    left: pkg === null ? null : Math.max(0, pkg - used),
    percent: pkg === null ? null : pkg === 0 ? 100 : Math.round((used * 1000) / pkg) / 10,
    level: levelOf(used, pkg, levels),
  };
}

/** The packages of a company's month: none outside the contract period; the pricing in force decides; without one, the contract's. */
export function monthPackages(company: CompanyRow, pricings: readonly Pricing[], month: string) {
  if (!inContract(company, month)) return { hours: null, kind: () => null, visits: null };
  const contract = contractOf(company);
  const pricing = inForce(pricings, lastDayOf(month));
  if (!pricing)
    return {
      hours: contract.hours.package_minutes,
      kind: (k: StaffKind) => contract.hours.per_kind?.[k] ?? null,
      visits: contract.arrivals.package,
    };
  const p = packagesOf(contract, pricing);
  return { hours: p.packageMinutes, kind: (k: StaffKind) => (p.split ? p.kindPackage(k) : null), visits: p.visitPackage };
}

/** A company-month's consumption from its stored hours rows (`reportMonths`) and its packages. */
export function consumptionOfMonth(
  company: CompanyRow,
  pricings: readonly Pricing[],
  month: string,
  hours: readonly HoursRow[],
  carriedOver = 0,
): Consumption {
  const packages = monthPackages(company, pricings, month);
  const levels = levelsOf(company);
  const carried = packages.hours === null ? 0 : carriedOver;
  const inside = hours.filter(([, outside]) => !outside);
  const sum = (rows: readonly HoursRow[], i: 2 | 3 | 4 | 5 | 6 | 7) => rows.reduce((s, r) => s + Number(r[i]), 0);
  const kindFigure = (rows: readonly HoursRow[], pkg: number | null): ConsumptionFigure => {
    const used = sum(rows, 3);
    return { ...figureOf(used, sum(rows, 6), pkg, levels), reported: sum(rows, 2), over: pkg === null ? 0 : Math.max(0, used - pkg) };
  };
  const perKind = Object.fromEntries(
    TIME_REPORT_KINDS.map((k) => [
      k,
      kindFigure(
        inside.filter(([kind]) => kind === k),
        packages.kind(k),
      ),
    ]),
  ) as Record<StaffKind, ConsumptionFigure>;
  return {
    companyId: company.id,
    month,
    levels,
    carriedOver: carried,
    hours: {
      ...kindFigure(inside, packages.hours === null ? null : packages.hours + carried),
      outsideContract: sum(
        hours.filter(([, outside]) => outside),
        2,
      ),
    },
    perKind,
    visits: figureOf(sum(hours, 4), sum(hours, 7), packages.visits, levels),
  };
}

/** The consumption of the companies' months (`companyId|month` → figures), from the stored report months. */
export async function consumptionOf(
  db: Db,
  companyRows: readonly CompanyRow[],
  months: readonly string[],
): Promise<Map<string, Consumption>> {
  const out = new Map<string, Consumption>();
  if (!companyRows.length || !months.length) return out;
  const ids = companyRows.map((c) => c.id);
  const sorted = [...months].sort();
  // The month before the first too: its unused hours may carry over.
  const carrying = companyRows.some((c) => c.carryOverCapHours !== null);
  const [pricingRows, stored] = await Promise.all([
    db.select().from(companyPricings).where(inArray(companyPricings.companyId, ids)),
    reportMonths(db, ids, carrying ? addMonths(sorted[0]!, -1) : sorted[0]!, sorted[sorted.length - 1]!),
  ]);
  const pricingsOf = new Map<number, Pricing[]>();
  for (const p of pricingRows) pricingsOf.set(p.companyId, [...(pricingsOf.get(p.companyId) ?? []), asPricing(p)]);
  for (const company of companyRows)
    for (const month of months) {
      const key = keyOf(company.id, month);
      const pricings = pricingsOf.get(company.id) ?? [];
      const hoursOf = (m: string) => (stored.get(keyOf(company.id, m)) ?? emptyMonth()).figures.hours;
      out.set(key, consumptionOfMonth(company, pricings, month, hoursOf(month), carriedInto(company, pricings, month, hoursOf)));
    }
  return out;
}

/**
 * The contract terms of the companies' months (`companyId|month`) as the finance calculation bills them: inside the
 * contract period or not, and the minutes carried over into the month — the consumption's own `carriedOver`.
 */
export async function monthTermsOf(
  db: Db,
  companyRows: readonly CompanyRow[],
  months: readonly string[],
): Promise<Map<string, MonthTerms>> {
  const use = await consumptionOf(
    db,
    companyRows.filter((c) => c.carryOverCapHours !== null),
    months,
  );
  const out = new Map<string, MonthTerms>();
  for (const company of companyRows)
    for (const month of months) {
      const key = keyOf(company.id, month);
      out.set(key, { inContract: inContract(company, month), carriedMinutes: use.get(key)?.carriedOver ?? 0 });
    }
  return out;
}

/** One company-month's consumption. */
export async function companyConsumption(db: Db, company: CompanyRow, month: string): Promise<Consumption> {
  return (await consumptionOf(db, [company], [month])).get(keyOf(company.id, month))!;
}

/** The minutes carried into a month: the previous month's unused package (without its own carry), up to the cap. */
function carriedInto(
  company: CompanyRow,
  pricings: readonly Pricing[],
  month: string,
  hoursOf: (month: string) => readonly HoursRow[],
): number {
  const cap = company.carryOverCapHours;
  const previous = addMonths(month, -1);
  if (cap === null || !inContract(company, month) || !inContract(company, previous)) return 0;
  const before = consumptionOfMonth(company, pricings, previous, hoursOf(previous));
  return before.hours.left === null ? 0 : Math.min(cap * 60, before.hours.left);
}
