/** What the finance figures are computed from: the pricing rows as the calculation reads them and the counted time. */
import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { tickets, timeReports, type companyPricings } from '../../platform/db/schema';
import { toGrosze, type FinanceReport, type Pricing, type OverTotal, type TimeTotal } from './calculation';

type PricingRow = typeof companyPricings.$inferSelect;

export const asPricing = (p: PricingRow): Pricing => ({
  id: p.id,
  validFrom: p.validFrom,
  packageHours: p.packageHours,
  packagePrice: toGrosze(p.packagePrice),
  overtimePrice: toGrosze(p.overtimePrice),
  packageVisits: p.packageVisits,
  extraVisitPrice: toGrosze(p.extraVisitPrice),
  hoursNoLimit: p.hoursNoLimit,
  arrivalsNoLimit: p.arrivalsNoLimit,
});

/** Accepted time reports (not rejected; accepted when they needed it) on the companies' live tickets between two days. */
export async function countedReports(
  db: Db,
  companyIds: readonly number[] | null,
  from: string,
  to: string,
): Promise<(FinanceReport & { companyId: number })[]> {
  return db
    .select({
      id: timeReports.id,
      companyId: tickets.companyId,
      ticketId: timeReports.ticketId,
      agentId: timeReports.agentId,
      day: timeReports.day,
      fromHour: timeReports.fromHour,
      kind: timeReports.kind,
      minutes: timeReports.minutes,
      overtime: timeReports.overtime,
      outsideContract: timeReports.outsideContract,
      arrival: timeReports.arrival,
    })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(
      and(
        companyIds ? inArray(tickets.companyId, [...companyIds]) : undefined,
        isNull(tickets.deletedAt),
        isNull(timeReports.rejectedAt),
        or(eq(timeReports.needsAccept, false), isNotNull(timeReports.acceptedAt)),
        gte(timeReports.day, from),
        lte(timeReports.day, to),
      ),
    );
}

/**
 * The counted time of the companies' months between two days, summed in the database per company, month, agent,
 * overtime rate and outside-contract flag (the calculation's rules applied per report, as `companyMonth` does): each
 * ticket's time per staff type and day is rounded up to whole hours, the rounding going to the day's last report (start
 * hour, then id); the charged minutes then use up each package bucket of the month (`packages`: `all`, or a staff type
 * under the split model — `split` lists those companies) in the order the work was done (day, start hour, id), and the
 * minutes beyond it are counted as over the package. A bucket not listed has no limit.
 */
export async function monthTotals(
  db: Db,
  input: {
    companyIds: readonly number[];
    split: readonly number[];
    packages: readonly { companyId: number; month: string; bucket: string; minutes: number }[];
    from: string;
    to: string;
  },
): Promise<{ totals: (TimeTotal & { companyId: number; month: string })[]; over: (OverTotal & { companyId: number; month: string })[] }> {
  if (!input.companyIds.length) return { totals: [], over: [] };
  const list = (ids: readonly number[]) => (ids.length ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`);
  const kinds = sql.join(TIME_REPORT_KINDS.map((k) => sql`${k}`), sql`, `);
  const packages = JSON.stringify(input.packages.map((p) => ({ c: p.companyId, m: p.month, b: p.bucket, p: p.minutes })));
  const query = sql`
    with r as (
      select tr.id, t.company_id as c, to_char(tr.day, 'YYYY-MM') as m, tr.ticket_id, tr.agent_id, tr.day,
        tr.from_hour collate "C" as from_hour, case when tr.kind in (${kinds}) then tr.kind else 'it' end as k, tr.minutes,
        tr.overtime, tr.outside_contract as o, tr.arrival
      from ${timeReports} tr join ${tickets} t on t.id = tr.ticket_id
      where t.company_id in (${list(input.companyIds)}) and t.deleted_at is null and tr.rejected_at is null
        and (not tr.needs_accept or tr.accepted_at is not null) and tr.day >= ${input.from} and tr.day <= ${input.to}
    ), g as (
      select r.*, case when o then 0 when row_number() over last_first = 1
        then minutes + (sum(minutes) over day_group + 59) / 60 * 60 - sum(minutes) over day_group else minutes end as charged
      from r
      window day_group as (partition by ticket_id, k, day, o),
        last_first as (partition by ticket_id, k, day, o order by from_hour desc, id desc)
    ), b as (
      select g.*, case when c in (${list(input.split)}) then k else 'all' end as b from g where not o and charged > 0
    ), p as (
      select * from json_to_recordset(${packages}::json) as x(c int, m text, b text, p int)
    ), u as (
      select b.c, b.m, b.overtime, b.charged, p.p,
        sum(b.charged) over (partition by b.c, b.m, b.b order by b.day, b.from_hour, b.id rows unbounded preceding) as used
      from b join p on p.c = b.c and p.m = b.m and p.b = b.b
    )
    select c, m, agent_id, overtime, o, sum(minutes)::int as minutes, sum(charged)::int as charged, 0 as over,
      (count(*) filter (where arrival))::int as arrivals, count(*)::int as reports
    from g group by c, m, agent_id, overtime, o
    union all
    select c, m, null, overtime, false, 0, 0, sum(greatest(0, least(charged, used - p)))::int, 0, 0
    from u group by c, m, overtime`;
  const rows = ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const out: Awaited<ReturnType<typeof monthTotals>> = { totals: [], over: [] };
  for (const r of rows) {
    const at = { companyId: Number(r.c), month: String(r.m), overtime: Number(r.overtime) };
    if (r.agent_id === null) out.over.push({ ...at, over: Number(r.over) });
    else
      out.totals.push({
        ...at,
        agentId: Number(r.agent_id),
        outsideContract: r.o === true || r.o === 't',
        minutes: Number(r.minutes),
        charged: Number(r.charged),
        arrivals: Number(r.arrivals),
        reports: Number(r.reports),
      });
  }
  return out;
}
