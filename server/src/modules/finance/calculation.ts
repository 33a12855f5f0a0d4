/**
 * The finance calculation: ONE pure module (no database) that invoicing, both profitability screens, the company report
 * and the client portal use for a company's month.
 *
 * Rules:
 *  - Money is integer grosze (minor units). Amounts made of fractions (overtime) are summed as exact rationals and
 *    rounded half-up once, at the end.
 *  - Counted time: the month's accepted time reports of the company's tickets (the caller selects them). Charged time
 *    follows the time rules (spec §9): per ticket, staff type and day the minutes are rounded up to whole hours; the
 *    rounding is attributed to the day's last report, so every charged minute belongs to one report.
 *  - Outside-contract time is reported beside the package, never against it, and not charged here.
 *  - The pricing of a month is the row in force on the month's last day (the latest valid-from on or before it).
 *  - Hours package: no package when the pricing says "no hours limit" or the company's charging model is no-limit
 *    (the package price covers every hour). Split model: a package per staff type (the company's limits; a type without
 *    a limit has no package). Universal / limited: the pricing's package hours (0 = every hour is over the package).
 *  - The package is used up in the order the work was done (day, start hour, report id); time beyond it is over the
 *    package and charged at the overtime price × the multiplier of its report's overtime rate (0 % → 1, 50 % → 1.5,
 *    100 % → 2, 150 % → 2.5).
 *  - Arrivals: reports flagged as an arrival, in the order made; those beyond the pricing's package visits cost the
 *    extra visit price each, unless the pricing says "no arrivals limit".
 *  - The month's contract terms (`MonthTerms`, from the consumption module, which decides them for every surface):
 *    minutes carried over from the previous month enlarge the hours package (split model: a shared bucket used after
 *    a staff type's own package); a month outside the contract period has no package — no package price, every
 *    charged hour at the overtime price and every visit at the extra visit price, whatever the pricing's limits say.
 */
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { CompanyContract, CompanyMonth, ReportShare } from '@helpdesk/shared/resources';
import { BILLING_UNIT_MINUTES, overtimeMultiplier } from '../../platform/time-rules';

export type StaffKind = (typeof TIME_REPORT_KINDS)[number];

export interface FinanceReport {
  id: number;
  ticketId: number;
  agentId: number;
  /** `YYYY-MM-DD` */
  day: string;
  /** `HH:mm` */
  fromHour: string;
  kind: string;
  minutes: number;
  /** 0, 50, 100 or 150. */
  overtime: number;
  outsideContract: boolean;
  arrival: boolean;
}

/** A company pricing row, money in grosze. */
export interface Pricing {
  id: number;
  validFrom: string;
  packageHours: number;
  packagePrice: number;
  overtimePrice: number;
  packageVisits: number;
  extraVisitPrice: number;
  hoursNoLimit: boolean;
  arrivalsNoLimit: boolean;
}

/** The row in force on a day: the latest valid-from on or before it (null before the first). */
export function inForce<T extends { validFrom: string }>(rows: readonly T[], day: string): T | null {
  let best: T | null = null;
  for (const r of rows) if (r.validFrom <= day && (!best || r.validFrom > best.validFrom)) best = r;
  return best;
}

/** The last day of a `YYYY-MM` month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Round a non-negative rational `num / den` half-up to an integer (exact for safe integers). */
export function roundDiv(num: number, den: number): number {
  const q = Math.floor(num / den);
  const r = num - q * den;
  return r * 2 >= den ? q + 1 : q;
}

/** A staff type's line of the month's figures (CompanyMonth and ReportShare are @helpdesk/shared/resources'). */
type KindFigures = CompanyMonth['per_kind'][StaffKind];

/** Overtime amount × 6000 of minutes over the package: minutes × price (grosze per hour) × (100 + rate) / (60 × 100). */
const overtimeNumeratorOf = (overMinutes: number, overtimePrice: number, percent: number): number =>
  overMinutes * overtimePrice * Math.round(overtimeMultiplier(percent) * 100);

/** A month's contract terms: whether it is inside the contract period, and the minutes carried into its hours package. */
export interface MonthTerms {
  inContract: boolean;
  carriedMinutes: number;
}

/** A month inside the contract with nothing carried over (a company without contract terms). */
export const PLAIN_TERMS: MonthTerms = { inContract: true, carriedMinutes: 0 };

/**
 * The packages of a company's month: none (`unlimited`) without a pricing, with "no hours limit" or the no-limit model;
 * the split model's per staff type (a type without a limit: none) and the carried minutes; otherwise the pricing's
 * package hours and the carried minutes. Visits: the pricing's package visits unless "no arrivals limit". Outside the
 * contract (with a pricing): packages of 0 and no package price.
 */
export function packagesOf(contract: CompanyContract, pricing: Pricing | null, terms: MonthTerms = PLAIN_TERMS) {
  if (pricing && !terms.inContract)
    return { unlimited: false, split: false, kindPackage: () => null, packageMinutes: 0, carried: 0, visitPackage: 0, packagePrice: 0 };
  const unlimited = !pricing || pricing.hoursNoLimit || contract.charging_model === 'no-limit';
  const split = contract.charging_model === 'split';
  const kindPackage = (kind: StaffKind): number | null => (unlimited || !split ? null : (contract.hours.per_kind?.[kind] ?? null));
  const carried = unlimited ? 0 : terms.carriedMinutes;
  const packageMinutes = unlimited
    ? null
    : (split ? TIME_REPORT_KINDS.reduce((s, k) => s + (kindPackage(k) ?? 0), 0) : pricing.packageHours * 60) + carried;
  const visitPackage = !pricing || pricing.arrivalsNoLimit ? null : pricing.packageVisits;
  return { unlimited, split, kindPackage, packageMinutes, carried, visitPackage, packagePrice: pricing?.packagePrice ?? 0 };
}

/** A company's counted time of a month summed per agent, overtime rate and outside-contract flag. */
export interface TimeTotal {
  agentId: number;
  overtime: number;
  outsideContract: boolean;
  /** Reported minutes. */
  minutes: number;
  /** Minutes after the daily rounding (0 outside the contract). */
  charged: number;
  arrivals: number;
  reports: number;
}

/** A company's charged minutes of a month beyond the package (used up in the order the work was done), per overtime rate. */
export interface OverTotal {
  overtime: number;
  over: number;
}

/** A company's month's counted time summed: what the lists need of `companyMonth` besides the pricing and contract. */
export interface MonthTotals {
  totals: TimeTotal[];
  over: OverTotal[];
  /** The contract terms the over-package minutes were computed with. */
  terms: MonthTerms;
}

/** The sums of a month's report shares per agent, overtime rate and outside-contract flag, and over the package per rate. */
export function totalsOf(calc: CompanyMonth, terms: MonthTerms = PLAIN_TERMS): MonthTotals {
  const totals = new Map<string, TimeTotal>();
  const over = new Map<number, OverTotal>();
  for (const s of calc.reports) {
    const key = `${s.agent_id}|${s.overtime_percent}|${s.outside_contract}`;
    let t = totals.get(key);
    if (!t) {
      t = {
        agentId: s.agent_id,
        overtime: s.overtime_percent,
        outsideContract: s.outside_contract,
        minutes: 0,
        charged: 0,
        arrivals: 0,
        reports: 0,
      };
      totals.set(key, t);
    }
    t.minutes += s.minutes;
    t.charged += s.charged_minutes;
    t.arrivals += s.arrival ? 1 : 0;
    t.reports += 1;
    if (s.over_minutes > 0) {
      const o = over.get(s.overtime_percent) ?? { overtime: s.overtime_percent, over: 0 };
      o.over += s.over_minutes;
      over.set(s.overtime_percent, o);
    }
  }
  return { totals: [...totals.values()], over: [...over.values()], terms };
}

/** What the lists need of a company's month: `companyMonth`'s totals and amounts, and each agent's part of the time. */
export interface CompanyMonthTotals {
  month: string;
  pricing_id: number | null;
  package_minutes: number | null;
  carried_minutes: number;
  charged_minutes: number;
  amounts: CompanyMonth['amounts'];
  reports: number;
  agents: Map<number, { minutes: number; charged: number; billable: number; overtime: number; outside: number }>;
}

/** `companyMonth`'s totals and amounts from the month's summed time (`totalsOf` its report shares) and its pricing. */
export function companyMonthTotals(input: {
  month: string;
  contract: CompanyContract;
  pricings: readonly Pricing[];
  totals: MonthTotals;
}): CompanyMonthTotals {
  const { month, contract } = input;
  const { totals, terms } = input.totals;
  const pricing = inForce(input.pricings, lastDayOf(month));
  const { unlimited, packageMinutes, carried, visitPackage, packagePrice } = packagesOf(contract, pricing, terms);
  let overtimeNumerator = 0;
  let charged = 0;
  let arrivals = 0;
  let reports = 0;
  const agents: CompanyMonthTotals['agents'] = new Map();
  if (!unlimited) for (const o of input.totals.over) overtimeNumerator += overtimeNumeratorOf(o.over, pricing!.overtimePrice, o.overtime);
  for (const t of totals) {
    charged += t.charged;
    arrivals += t.arrivals;
    reports += t.reports;
    let a = agents.get(t.agentId);
    if (!a) agents.set(t.agentId, (a = { minutes: 0, charged: 0, billable: 0, overtime: 0, outside: 0 }));
    a.minutes += t.minutes;
    a.charged += t.charged;
    if (t.outsideContract) a.outside += t.minutes;
    else if (t.overtime > 0) a.overtime += t.minutes;
    else a.billable += t.minutes;
  }
  const extra = visitPackage === null ? 0 : Math.max(0, arrivals - visitPackage);
  const packageAmount = packagePrice;
  const overtimeAmount = roundDiv(overtimeNumerator, 6000);
  const visitsAmount = extra * (pricing?.extraVisitPrice ?? 0);
  return {
    month,
    pricing_id: pricing?.id ?? null,
    package_minutes: packageMinutes,
    carried_minutes: carried,
    charged_minutes: charged,
    amounts: {
      package: packageAmount,
      overtime: overtimeAmount,
      extra_visits: visitsAmount,
      total: packageAmount + overtimeAmount + visitsAmount,
    },
    reports,
    agents,
  };
}

const order = (a: FinanceReport, b: FinanceReport) =>
  a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.fromHour !== b.fromHour ? (a.fromHour < b.fromHour ? -1 : 1) : a.id - b.id;

const asKind = (kind: string): StaffKind => ((TIME_REPORT_KINDS as readonly string[]).includes(kind) ? (kind as StaffKind) : 'it');

/** A company's figures and amounts for one month from its counted reports, its contract and its pricing history. */
export function companyMonth(input: {
  month: string;
  contract: CompanyContract;
  pricings: readonly Pricing[];
  reports: readonly FinanceReport[];
  terms?: MonthTerms;
}): CompanyMonth {
  const { month, contract } = input;
  const pricing = inForce(input.pricings, lastDayOf(month));
  const reports = input.reports.filter((r) => r.day.startsWith(month)).sort(order);
  const shares = new Map<number, ReportShare>(
    reports.map((r) => [
      r.id,
      {
        report_id: r.id,
        ticket_id: r.ticketId,
        agent_id: r.agentId,
        day: r.day,
        kind: asKind(r.kind),
        minutes: r.minutes,
        charged_minutes: 0,
        over_minutes: 0,
        overtime_percent: r.overtime,
        outside_contract: r.outsideContract,
        arrival: r.arrival,
        extra_visit: false,
        overtime_amount: 0,
        visit_amount: 0,
      },
    ]),
  );

  // Daily ceilings per ticket, staff type and day; the rounding goes to the group's last report.
  const groups = new Map<string, FinanceReport[]>();
  for (const r of reports.filter((x) => !x.outsideContract)) {
    const key = `${r.ticketId}|${asKind(r.kind)}|${r.day}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const list of groups.values()) {
    const sum = list.reduce((s, r) => s + r.minutes, 0);
    const ceiling = Math.ceil(sum / BILLING_UNIT_MINUTES) * BILLING_UNIT_MINUTES;
    list.forEach((r, i) => (shares.get(r.id)!.charged_minutes = r.minutes + (i === list.length - 1 ? ceiling - sum : 0)));
  }

  // Packages.
  const { unlimited, split, kindPackage, packageMinutes, carried, visitPackage, packagePrice } = packagesOf(contract, pricing, input.terms);

  // The package is used up in the order the work was done; in the split model the carried minutes after a type's own.
  const left = new Map<StaffKind | 'all' | 'carried', number>();
  if (!unlimited) {
    if (split) for (const k of TIME_REPORT_KINDS) left.set(k, kindPackage(k) ?? Infinity);
    left.set(split ? 'carried' : 'all', split ? carried : (packageMinutes ?? 0));
  }
  const take = (bucket: StaffKind | 'all' | 'carried', minutes: number) => {
    const free = left.get(bucket)!;
    const within = Math.min(free, minutes);
    left.set(bucket, free - within);
    return within;
  };
  let overtimeNumerator = 0;
  for (const r of reports) {
    const s = shares.get(r.id)!;
    if (unlimited || s.outside_contract || s.charged_minutes === 0) continue;
    let within = take(split ? s.kind : 'all', s.charged_minutes);
    if (split) within += take('carried', s.charged_minutes - within);
    s.over_minutes = s.charged_minutes - within;
    if (s.over_minutes > 0) {
      const numerator = overtimeNumeratorOf(s.over_minutes, pricing!.overtimePrice, s.overtime_percent);
      overtimeNumerator += numerator;
      s.overtime_amount = roundDiv(numerator, 6000);
    }
  }

  // Arrivals.
  const visits = reports.filter((r) => r.arrival);
  let extra = 0;
  if (visitPackage !== null) {
    visits.forEach((r, i) => {
      if (i < visitPackage) return;
      const s = shares.get(r.id)!;
      s.extra_visit = true;
      s.visit_amount = pricing!.extraVisitPrice;
      extra++;
    });
  }

  const all = [...shares.values()];
  const contracted = all.filter((s) => !s.outside_contract);
  const perKind = Object.fromEntries(
    TIME_REPORT_KINDS.map((k) => {
      const of = contracted.filter((s) => s.kind === k);
      return [
        k,
        {
          reported_minutes: of.reduce((x, s) => x + s.minutes, 0),
          charged_minutes: of.reduce((x, s) => x + s.charged_minutes, 0),
          package_minutes: kindPackage(k),
          over_minutes: of.reduce((x, s) => x + s.over_minutes, 0),
        },
      ];
    }),
  ) as Record<StaffKind, KindFigures>;

  const packageAmount = packagePrice;
  const overtimeAmount = roundDiv(overtimeNumerator, 6000);
  const visitsAmount = extra * (pricing?.extraVisitPrice ?? 0);
  return {
    month,
    pricing_id: pricing?.id ?? null,
    package_minutes: packageMinutes,
    carried_minutes: carried,
    reported_minutes: contracted.reduce((x, s) => x + s.minutes, 0),
    charged_minutes: contracted.reduce((x, s) => x + s.charged_minutes, 0),
    over_minutes: contracted.reduce((x, s) => x + s.over_minutes, 0),
    outside_contract_minutes: all.filter((s) => s.outside_contract).reduce((x, s) => x + s.minutes, 0),
    per_kind: perKind,
    arrivals: { used: visits.length, package: visitPackage, extra },
    amounts: {
      package: packageAmount,
      overtime: overtimeAmount,
      extra_visits: visitsAmount,
      total: packageAmount + overtimeAmount + visitsAmount,
    },
    reports: all,
  };
}

/** An agent cost row, money in grosze. */
export interface AgentCost {
  id: number;
  agentId: number;
  totalCost: number;
  validFrom: string;
}

/**
 * What an agent's minutes cost in a month: its cost in force on the month's last day ÷ its expected minutes that month
 * (time scope on working days, without holidays and leave), exact to the grosz. No cost row → 0. Nothing expected (time
 * scope "incidentally") → the monthly cost is shared by the minutes it worked that month (`workedMinutes`, every company).
 */
export function agentMinutesCost(input: {
  month: string;
  costs: readonly AgentCost[];
  expectedMinutes: number;
  workedMinutes: number;
  minutes: number;
}): number {
  const cost = inForce(input.costs, lastDayOf(input.month));
  const base = input.expectedMinutes > 0 ? input.expectedMinutes : input.workedMinutes;
  if (!cost || input.minutes === 0 || base <= 0) return 0;
  return roundDiv(input.minutes * cost.totalCost, base);
}

/** The agent's monthly cost in force in a month (grosze; 0 without a row). */
export function monthlyCost(costs: readonly AgentCost[], month: string): number {
  return inForce(costs, lastDayOf(month))?.totalCost ?? 0;
}

/** Grosze from a database `numeric(12,2)` read as a number (exact: two decimals, far below 2^53). */
export const toGrosze = (value: number | string): number => Math.round(Number(value) * 100);
/** A `numeric(12,2)` value from grosze. */
export const fromGrosze = (grosze: number): string =>
  `${grosze < 0 ? '-' : ''}${Math.floor(Math.abs(grosze) / 100)}.${String(Math.abs(grosze) % 100).padStart(2, '0')}`;
