/**
 * The company report, ONE module for the client's /company-report and the staff company report:
 * per month, hours used against the contract package (in total and per staff type), arrivals against the arrivals
 * package, tickets opened and resolved, and SLA met. Hours follow the time rules (platform/time-rules.ts, spec §9).
 *
 * Hours and visits are the consumption module's (finance `consumptionOf`): "used" is time not rejected, charged by
 * the time rules inside the contract, with the accepted part beside it; outside-contract time is reported beside the
 * package, not against it. The contract itself is read by `platform/contract.ts`.
 */
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, tickets } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { contractOf } from '../../platform/contract';
import { consumptionOf, type Consumption, type ConsumptionFigure } from '../finance';
import { emptyMonth, keyOf, reportMonths } from '../report-months';
import { daysOf, monthOf, monthsBetween, REPORT_TIME_ZONE } from '../../platform/months';
import type {
  BalanceFigure,
  CompanyReport,
  ContractHealth,
  ContractHealthBar,
  HoursFigures,
  MonthFigures,
} from '@helpdesk/shared/resources';

type Kind = (typeof TIME_REPORT_KINDS)[number];
type CompanyRow = typeof companies.$inferSelect;

function figures(f: ConsumptionFigure): HoursFigures {
  return {
    reported_minutes: f.reported,
    charged_minutes: f.used,
    accepted_minutes: f.accepted,
    pending_minutes: f.pending,
    package_minutes: f.package,
    remaining_minutes: f.left,
    over_minutes: f.over,
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
  const [stored, use, unanswered] = await Promise.all([
    reportMonths(db, [company.id], range.from, months[months.length - 1]!),
    consumptionOf(db, [company], months),
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
    const { hours, arrivals } = hoursAndArrivals(use.get(keyOf(company.id, month))!, contract.arrivals.limit);
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

/** The consumption module's figures of a month as the report shows them. */
function hoursAndArrivals(use: Consumption, arrivalsLimit: number | null): Pick<MonthFigures, 'hours' | 'arrivals'> {
  return {
    hours: {
      ...figures(use.hours),
      outside_contract_minutes: use.hours.outsideContract,
      per_kind: Object.fromEntries(TIME_REPORT_KINDS.map((k) => [k, figures(use.perKind[k])])) as Record<Kind, HoursFigures>,
    },
    arrivals: {
      used: use.visits.used,
      accepted: use.visits.accepted,
      pending: use.visits.pending,
      package: use.visits.package,
      remaining: use.visits.left,
      limit: arrivalsLimit,
    },
  };
}

/**
 * Contract health of several companies in one month (default: the current one): the company report's hours and
 * arrivals figures of that month as bars — charged time against the package (in total and per staff type) and
 * arrivals against the arrivals package, each with its level by the company's alert levels. Only packages the
 * contract has get a bar.
 */
export async function contractHealth(db: Db, rows: readonly CompanyRow[], now = new Date()): Promise<Map<number, ContractHealth>> {
  const month = monthOf(now);
  const out = new Map<number, ContractHealth>();
  if (!rows.length) return out;
  const use = await consumptionOf(db, rows, [month]);
  for (const company of rows) {
    const u = use.get(keyOf(company.id, month))!;
    const bars: ContractHealthBar[] = [];
    // The level is the consumption's (the company's own alert levels), not worked out again from the percent.
    const bar = (kind: ContractHealthBar['kind'], { used, package: pkg, level }: BalanceFigure) => {
      if (pkg && level !== 'none') bars.push({ kind, used, package: pkg, percent: Math.floor((used * 100) / pkg), level });
    };
    bar('hours', u.hours);
    for (const kind of TIME_REPORT_KINDS) bar(kind, u.perKind[kind]);
    bar('arrivals', u.visits);
    out.set(company.id, { month, bars, alert_levels: [u.levels[0], u.levels[1]] });
  }
  return out;
}
