/**
 * The company report, ONE module for the client's /company-report and the staff company report:
 * per month, hours used against the contract package (in total and per staff type), arrivals against the arrivals
 * package, tickets opened and resolved, and SLA met. Hours follow the time rules (platform/time-rules.ts, spec §9).
 *
 * Reading of the company's contract (spec §3 Company "charging model"):
 *  - universal / limited: one package of `expected_hours` hours a month for every kind of work;
 *  - split: a package per staff type, `{it,admin,developer,specialist}_time_limit` minutes a month;
 *  - no-limit: no package (used time only);
 *  - arrivals: `expected_arrivals` a month when the company has an arrivals package; `arrivals_limit` is the cap.
 * A value of 0 means "none" (spec §5: "hours-limit fields stay 0 if unused").
 * Counted: time reports not rejected, on the company's tickets that are not trashed; outside-contract time is
 * reported beside the package, not against it. Charged time rounds each day up per ticket and staff type.
 */
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, tickets, timeReports } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { chargedMinutes, type TimeEntry } from '../../platform/time-rules';
import { emptyMonth, keyOf, reportMonths } from '../report-months';
import { daysOf, monthOf, monthsBetween, REPORT_TIME_ZONE } from '../../platform/months';
import type {
  CompanyContract,
  CompanyReport,
  ContractHealth,
  ContractHealthBar,
  HoursFigures,
  MonthFigures,
} from '@helpdesk/shared/resources';

type Kind = (typeof TIME_REPORT_KINDS)[number];
type CompanyRow = typeof companies.$inferSelect;

export function contractOf(c: CompanyRow): CompanyContract {
  const orNull = (n: number) => (n > 0 ? n : null);
  const split = c.chargingModel === 'split';
  const perKind: Record<Kind, number | null> = {
    it: split ? orNull(c.itTimeLimit) : null,
    admin: split ? orNull(c.adminTimeLimit) : null,
    developer: split ? orNull(c.developerTimeLimit) : null,
    specialist: split ? orNull(c.specialistTimeLimit) : null,
  };
  const splitTotal = Object.values(perKind).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const total = c.chargingModel === 'no-limit' ? null : split ? orNull(splitTotal) : orNull(c.expectedHours * 60);
  return {
    charging_model: c.chargingModel as CompanyContract['charging_model'],
    hours: { package_minutes: total, per_kind: split ? perKind : null },
    arrivals: { package: c.arrivalsPackage ? orNull(c.expectedArrivals) : null, limit: orNull(c.arrivalsLimit) },
  };
}

function figures(reported: number, charged: number, pkg: number | null): HoursFigures {
  return {
    reported_minutes: reported,
    charged_minutes: charged,
    package_minutes: pkg,
    remaining_minutes: pkg === null ? null : Math.max(0, pkg - charged),
    over_minutes: pkg === null ? 0 : Math.max(0, charged - pkg),
  };
}

export async function findCompany(db: Db, companyId: number): Promise<CompanyRow> {
  const [c] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  if (!c) throw new HttpError(404, 'not_found');
  return c;
}

export async function companyReport(
  db: Db,
  company: CompanyRow,
  range: { from: string; to: string },
  now = new Date(),
): Promise<CompanyReport> {
  const months = monthsBetween(range.from, range.to);
  const first = daysOf(range.from).first;
  const last = daysOf(range.to).last;
  const contract = contractOf(company);

  // The months' figures as stored (`reportMonths`); answered late is stored, unanswered past the deadline depends on
  // `now` and is counted live (few tickets, their partial index).
  const start = sql`(${first}::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const end = sql`((${last}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const [stored, unanswered] = await Promise.all([
    reportMonths(db, [company.id], range.from, months[months.length - 1]!),
    db
      .select({
        month: sql<string>`to_char(${tickets.createdAt} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`,
        overdue: sql<number>`count(*)`.mapWith(Number),
      })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, company.id),
          isNull(tickets.deletedAt),
          isNull(tickets.firstResponseAt),
          gte(tickets.createdAt, start),
          lt(tickets.createdAt, end),
          lt(tickets.firstResponseDueAt, now),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const monthData = (month: string) => stored.get(keyOf(company.id, month)) ?? emptyMonth();
  const hourRows: MonthHours[] = months.flatMap((month) =>
    monthData(month).figures.hours.map(([kind, outside, minutes, charged, arrivals]) => ({
      month,
      kind,
      outside,
      minutes,
      charged,
      arrivals,
    })),
  );
  const opened = months.map((month) => {
    const m = monthData(month);
    const [frTotal, frMet, frLate] = m.figures.firstResponse;
    const overdue = unanswered.find((u) => u.month === month)?.overdue ?? 0;
    return { month, opened: m.opened, frTotal, frMet, frBreached: frLate + overdue };
  });
  const resolved = months.map((month) => {
    const m = monthData(month);
    return { month, resolved: m.resolved, total: m.figures.resolution[0], met: m.figures.resolution[1] };
  });

  const data: MonthFigures[] = months.map((month) => {
    const { hours, arrivals } = monthHoursAndArrivals(
      contract,
      hourRows.filter((r) => r.month === month),
    );
    const o = opened.find((r) => r.month === month);
    const r = resolved.find((x) => x.month === month);
    return {
      month,
      hours,
      arrivals,
      tickets: { opened: o?.opened ?? 0, resolved: r?.resolved ?? 0 },
      sla: {
        first_response: { met: o?.frMet ?? 0, breached: o?.frBreached ?? 0, total: o?.frTotal ?? 0 },
        resolution: { met: r?.met ?? 0, breached: (r?.total ?? 0) - (r?.met ?? 0), total: r?.total ?? 0 },
      },
    };
  });

  return {
    company: { id: company.id, name: company.name, short_name: company.shortName, tag: company.tag },
    contract,
    range: { from: range.from, to: range.to, time_zone: REPORT_TIME_ZONE },
    months: data,
  };
}

/** One month's time of one staff type on one side of the contract, summed in the database. */
interface MonthHours {
  month: string;
  kind: string;
  outside: boolean;
  minutes: number;
  /** Σ over tickets and days of the day's time rounded up to the billing unit. */
  charged: number;
  arrivals: number;
}

/** `hoursAndArrivals` over sums per staff type and contract side (the same rules, counted by the database). */
function monthHoursAndArrivals(contract: CompanyContract, inMonth: readonly MonthHours[]): Pick<MonthFigures, 'hours' | 'arrivals'> {
  const contracted = inMonth.filter((r) => !r.outside);
  const perKind = Object.fromEntries(
    TIME_REPORT_KINDS.map((kind) => {
      const rows = contracted.filter((r) => r.kind === kind);
      return [
        kind,
        figures(
          rows.reduce((s, r) => s + Number(r.minutes), 0),
          rows.reduce((s, r) => s + Number(r.charged), 0),
          contract.hours.per_kind?.[kind] ?? null,
        ),
      ];
    }),
  ) as Record<Kind, HoursFigures>;
  return hoursFigures(
    contract,
    perKind,
    inMonth.filter((r) => r.outside).reduce((s, r) => s + Number(r.minutes), 0),
    inMonth.reduce((s, r) => s + Number(r.arrivals), 0),
  );
}

function hoursFigures(
  contract: CompanyContract,
  perKind: Record<Kind, HoursFigures>,
  outside: number,
  arrivals: number,
): Pick<MonthFigures, 'hours' | 'arrivals'> {
  const reportedAll = TIME_REPORT_KINDS.reduce((s, k) => s + perKind[k].reported_minutes, 0);
  const chargedAll = TIME_REPORT_KINDS.reduce((s, k) => s + perKind[k].charged_minutes, 0);
  return {
    hours: {
      ...figures(reportedAll, chargedAll, contract.hours.package_minutes),
      outside_contract_minutes: outside,
      per_kind: perKind,
    },
    arrivals: {
      used: arrivals,
      package: contract.arrivals.package,
      remaining: contract.arrivals.package === null ? null : Math.max(0, contract.arrivals.package - arrivals),
      limit: contract.arrivals.limit,
    },
  };
}

type ReportedTime = TimeEntry & { ticketId: number; kind: string; outsideContract: boolean; arrival: boolean };

/** One month's hours (in total and per staff type) and arrivals against the contract, from its time reports. */
function hoursAndArrivals(contract: CompanyContract, inMonth: readonly ReportedTime[]): Pick<MonthFigures, 'hours' | 'arrivals'> {
  const contracted = inMonth.filter((r) => !r.outsideContract);
  const perKind = Object.fromEntries(
    TIME_REPORT_KINDS.map((kind) => {
      const entries = contracted.filter((r) => r.kind === kind);
      return [kind, figures(sum(entries), chargedPerTicket(entries), contract.hours.per_kind?.[kind] ?? null)];
    }),
  ) as Record<Kind, HoursFigures>;
  return hoursFigures(contract, perKind, sum(inMonth.filter((x) => x.outsideContract)), inMonth.filter((r) => r.arrival).length);
}

/**
 * Contract health of several companies in one month (default: the current one): the company report's hours and
 * arrivals figures of that month as bars — charged time against the package (in total and per staff type) and
 * arrivals against the arrivals package. Only packages the contract has get a bar.
 */
export async function contractHealth(db: Db, rows: readonly CompanyRow[], now = new Date()): Promise<Map<number, ContractHealth>> {
  const month = monthOf(now);
  const { first, last } = daysOf(month);
  const out = new Map<number, ContractHealth>();
  if (!rows.length) return out;
  const reports = await db
    .select({
      companyId: tickets.companyId,
      ticketId: timeReports.ticketId,
      day: timeReports.day,
      kind: timeReports.kind,
      minutes: timeReports.minutes,
      outsideContract: timeReports.outsideContract,
      arrival: timeReports.arrival,
    })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(
      and(
        inArray(
          tickets.companyId,
          rows.map((c) => c.id),
        ),
        isNull(tickets.deletedAt),
        isNull(timeReports.rejectedAt),
        gte(timeReports.day, first),
        lte(timeReports.day, last),
      ),
    );
  for (const company of rows) {
    const contract = contractOf(company);
    const { hours, arrivals } = hoursAndArrivals(
      contract,
      reports.filter((r) => r.companyId === company.id),
    );
    const bars: ContractHealthBar[] = [];
    const bar = (kind: ContractHealthBar['kind'], used: number, pkg: number | null) => {
      if (pkg) bars.push({ kind, used, package: pkg, percent: Math.floor((used * 100) / pkg) });
    };
    bar('hours', hours.charged_minutes, hours.package_minutes);
    for (const kind of TIME_REPORT_KINDS) bar(kind, hours.per_kind[kind].charged_minutes, hours.per_kind[kind].package_minutes);
    bar('arrivals', arrivals.used, arrivals.package);
    out.set(company.id, { month, bars });
  }
  return out;
}

const sum = (entries: readonly { minutes: number }[]) => entries.reduce((s, e) => s + e.minutes, 0);

/** Charged time of one staff type: each ticket's days rounded up separately (time rules, spec §9). */
function chargedPerTicket(entries: readonly (TimeEntry & { ticketId: number })[]): number {
  const byTicket = new Map<number, TimeEntry[]>();
  for (const e of entries) byTicket.set(e.ticketId, [...(byTicket.get(e.ticketId) ?? []), e]);
  let total = 0;
  for (const list of byTicket.values()) total += chargedMinutes(list);
  return total;
}
