/** Company and agent profitability over a range of months, built on the calculation module. Money as integer grosze. */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  AgentProfitability,
  AgentProfitDetail,
  CompanyMonth,
  CompanyProfitability,
  CompanyProfitDetail,
} from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { agentCosts, companies, companyPricings, internalTimes, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { contractOf } from '../../platform/contract';
import { MAX_REPORT_MONTHS } from '@helpdesk/shared/months';
import { addMonths, daysOf, monthOf, monthsBetween, refuseFutureMonth } from '../../platform/months';
import { expectedMinutes } from '../working-time';
import {
  agentMinutesCost,
  companyMonth,
  companyMonthTotals,
  monthlyCost,
  roundDiv,
  type AgentCost,
  type CompanyMonthTotals,
  type Pricing,
} from './calculation';
import { monthTermsOf } from './consumption';
import { monthTotalsOf } from './month-totals';
import { companyRef, name, percent } from './present';
import { asCost, asPricing, countedReports } from './sources';

type CompanyRow = typeof companies.$inferSelect;

interface AgentInfo {
  id: number;
  firstname: string;
  lastname: string;
  timeScope: number;
}

/** What the profitability figures of a range are computed from, read once: companies, pricings, agents and their costs. */
async function rangeSources<T>(
  db: Db,
  range: { from: string; to: string },
  only: { companyId?: number },
  time: (companyRows: CompanyRow[], pricingsOf: Map<number, Pricing[]>, first: string, last: string) => Promise<T>,
) {
  const months = monthsBetween(range.from, range.to);
  const first = daysOf(range.from).first;
  const last = daysOf(range.to).last;
  const companyRows = await db
    .select()
    .from(companies)
    .where(and(isNull(companies.deletedAt), only.companyId ? eq(companies.id, only.companyId) : undefined))
    .orderBy(asc(companies.shortName));
  const ids = companyRows.map((c) => c.id);
  const [[pricingsOf, counted], costRows, [agentRows, expected]] = await Promise.all([
    (ids.length ? db.select().from(companyPricings).where(inArray(companyPricings.companyId, ids)) : Promise.resolve([])).then(
      async (pricingRows) => {
        const byCompany = new Map<number, Pricing[]>();
        for (const p of pricingRows) byCompany.set(p.companyId, [...(byCompany.get(p.companyId) ?? []), asPricing(p)]);
        return [byCompany, await time(companyRows, byCompany, first, last)] as const;
      },
    ),
    db.select().from(agentCosts),
    db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        timeScope: users.timeScope,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.kind, 'agent'))
      .then(async (rows) => [rows, await expectedMinutes(db, rows, first, last)] as const),
  ]);
  const agents = new Map<number, AgentInfo & { deletedAt: Date | null }>(agentRows.map((a) => [a.id, a]));
  // Expected minutes summed per agent and month once; the figures below only look them up.
  const expectedByMonth = new Map<string, number>();
  for (const [agentId, days] of expected)
    for (const [day, m] of days) {
      const key = `${agentId}|${day.slice(0, 7)}`;
      expectedByMonth.set(key, (expectedByMonth.get(key) ?? 0) + m);
    }
  const expectedIn = (agentId: number, month: string) => expectedByMonth.get(`${agentId}|${month}`) ?? 0;
  const costsOf = new Map<number, AgentCost[]>();
  for (const c of costRows) costsOf.set(c.agentId, [...(costsOf.get(c.agentId) ?? []), asCost(c)]);
  return { months, companyRows, pricingsOf, counted, agents, costsOf, expectedIn, first, last };
}

/** The cost of each agent's time on a company in a month: its minutes × its hourly cost that month. */
function agentCostShares(
  sources: { costsOf: Map<number, AgentCost[]>; expectedIn: (agentId: number, month: string) => number },
  worked: Map<string, number>,
  month: string,
  byAgent: Iterable<[number, { minutes: number; charged: number }]>,
) {
  const agentShares = [...byAgent].map(([agentId, a]) => ({
    agentId,
    minutes: a.minutes,
    charged: a.charged,
    cost: agentMinutesCost({
      month,
      costs: sources.costsOf.get(agentId) ?? [],
      expectedMinutes: sources.expectedIn(agentId, month),
      workedMinutes: worked.get(`${agentId}|${month}`) ?? 0,
      minutes: a.minutes,
    }),
  }));
  return { agentShares, cost: agentShares.reduce((s, a) => s + a.cost, 0) };
}

/** Everything a company's profitability detail needs, computed once from its counted reports (each report's share). */
async function rangeFigures(db: Db, range: { from: string; to: string }, only: { companyId?: number } = {}) {
  const sources = await rangeSources(db, range, only, (companyRows, _pricings, first, last) =>
    companyRows.length
      ? countedReports(
          db,
          companyRows.map((c) => c.id),
          first,
          last,
        )
      : Promise.resolve([]),
  );
  const { months, companyRows, pricingsOf, counted: reports } = sources;
  const termsOf = await monthTermsOf(db, companyRows, months);

  // Every agent's counted minutes per month, over all companies: the base of its hourly cost when nothing is expected.
  // The range's reports are read once and split by company and month, so each month's calculation sees only its own.
  const worked = new Map<string, number>();
  const reportsOf = new Map<string, Awaited<ReturnType<typeof countedReports>>>();
  for (const r of reports) {
    const month = r.day.slice(0, 7);
    const agentKey = `${r.agentId}|${month}`;
    worked.set(agentKey, (worked.get(agentKey) ?? 0) + r.minutes);
    const companyKey = `${r.companyId}|${month}`;
    const list = reportsOf.get(companyKey);
    if (list) list.push(r);
    else reportsOf.set(companyKey, [r]);
  }

  const perCompany = companyRows.map((company) => {
    const contract = contractOf(company);
    const monthsOut = months.map((month) => {
      const mine = reportsOf.get(`${company.id}|${month}`) ?? [];
      const terms = termsOf.get(`${company.id}|${month}`);
      const calc = companyMonth({ month, contract, pricings: pricingsOf.get(company.id) ?? [], reports: mine, terms });
      const byAgent = new Map<number, { minutes: number; charged: number }>();
      for (const s of calc.reports) {
        const a = byAgent.get(s.agent_id) ?? { minutes: 0, charged: 0 };
        a.minutes += s.minutes;
        a.charged += s.charged_minutes;
        byAgent.set(s.agent_id, a);
      }
      return { calc, ...agentCostShares(sources, worked, month, byAgent) };
    });
    return { company, months: monthsOut };
  });
  return { ...sources, perCompany };
}

/**
 * The figures of every live company's months of a range from their summed counted time (`monthTotalsOf`, stored
 * between changes): the lists need each month's totals and amounts and each agent's part, not each report's share.
 */
async function rangeTotals(db: Db, range: { from: string; to: string }) {
  const sources = await rangeSources(db, range, {}, (companyRows, pricingsOf) =>
    monthTotalsOf(db, companyRows, monthsBetween(range.from, range.to), pricingsOf),
  );
  const { months, companyRows, pricingsOf, counted } = sources;
  const worked = new Map<string, number>();
  for (const [key, { totals }] of counted) {
    const month = key.slice(key.indexOf('|') + 1);
    for (const t of totals) worked.set(`${t.agentId}|${month}`, (worked.get(`${t.agentId}|${month}`) ?? 0) + t.minutes);
  }
  const perCompany = companyRows.map((company) => {
    const contract = contractOf(company);
    const monthsOut = months.map((month) => {
      const calc = companyMonthTotals({
        month,
        contract,
        pricings: pricingsOf.get(company.id) ?? [],
        totals: counted.get(`${company.id}|${month}`)!,
      });
      return { calc, ...agentCostShares(sources, worked, month, calc.agents) };
    });
    return { company, months: monthsOut };
  });
  return { ...sources, perCompany };
}

const personOf = (a: AgentInfo | undefined, id: number) => ({ id, name: a ? name(a) : `#${id}` });

/** Until monthly invoicing closes a month, every month's revenue is projected from the calculation. */
const PROJECTED = true;

export async function companyProfitability(db: Db, range: { from: string; to: string }): Promise<CompanyProfitability> {
  const { perCompany } = await rangeTotals(db, range);
  return {
    range,
    companies: perCompany.map(({ company, months }) => {
      const rows = months.map(({ calc, cost }) => ({
        month: calc.month,
        projected: PROJECTED,
        revenue: calc.amounts.total,
        cost,
        margin: calc.amounts.total - cost,
        margin_percent: percent(calc.amounts.total - cost, calc.amounts.total),
        sold_minutes: calc.package_minutes,
        used_minutes: calc.charged_minutes,
      }));
      const revenue = rows.reduce((s, r) => s + r.revenue, 0);
      const cost = rows.reduce((s, r) => s + r.cost, 0);
      const sold = rows.some((r) => r.sold_minutes === null) ? null : rows.reduce((s, r) => s + (r.sold_minutes ?? 0), 0);
      return {
        company: companyRef(company),
        revenue,
        cost,
        margin: revenue - cost,
        margin_percent: percent(revenue - cost, revenue),
        sold_minutes: sold,
        used_minutes: rows.reduce((s, r) => s + r.used_minutes, 0),
        months: rows,
      };
    }),
  };
}

export async function companyProfitDetail(db: Db, companyId: number, range: { from: string; to: string }): Promise<CompanyProfitDetail> {
  const { perCompany, agents } = await rangeFigures(db, range, { companyId });
  const found = perCompany[0];
  if (!found) throw new HttpError(404, 'not_found');
  return {
    range,
    company: companyRef(found.company),
    months: found.months.map(({ calc, agentShares, cost }) => ({
      ...(calc satisfies CompanyMonth),
      projected: PROJECTED,
      cost,
      agents: agentShares.map((a) => ({
        agent: personOf(agents.get(a.agentId), a.agentId),
        month: calc.month,
        minutes: a.minutes,
        charged_minutes: a.charged,
        cost: a.cost,
      })),
    })),
  };
}

async function internalMinutes(db: Db, from: string, to: string, agentId?: number) {
  const rows = await db
    .select({
      agentId: internalTimes.agentId,
      month: sql<string>`to_char(${internalTimes.day}, 'YYYY-MM')`,
      minutes: sql<number>`sum(${internalTimes.minutes})`.mapWith(Number),
    })
    .from(internalTimes)
    .where(and(gte(internalTimes.day, from), lte(internalTimes.day, to), agentId ? eq(internalTimes.agentId, agentId) : undefined))
    .groupBy(internalTimes.agentId, sql`2`);
  const byAgentMonth = new Map(rows.map((r) => [`${r.agentId}|${r.month}`, r.minutes]));
  return (id: number, month: string) => byAgentMonth.get(`${id}|${month}`) ?? 0;
}

/**
 * Per agent and month: its whole monthly cost; its minutes by kind; the revenue attributed to it from each company it
 * worked for, by its share of that company's charged (billable) minutes that month.
 */
async function agentMonths(db: Db, range: { from: string; to: string }, agentId?: number) {
  const [figures, internal] = await Promise.all([
    rangeTotals(db, range),
    internalMinutes(db, daysOf(range.from).first, daysOf(range.to).last, agentId),
  ]);
  const ids = agentId ? [agentId] : [...figures.agents.values()].filter((a) => !a.deletedAt || figures.costsOf.has(a.id)).map((a) => a.id);
  const result = new Map<
    number,
    { months: AgentProfitDetail['months']; companies: Map<number, { company: CompanyRow; charged: number; revenue: number }> }
  >();
  // One pass over every company-month's reports: each agent's minutes by kind and charged minutes per company and month
  // (companies in the figures' order within a month).
  type Part = { company: CompanyRow; calc: CompanyMonthTotals; billable: number; overtime: number; outside: number; charged: number };
  const parts = new Map<string, Part[]>();
  for (const { company, months: cm } of figures.perCompany)
    cm.forEach(({ calc }, i) => {
      for (const [agent, a] of calc.agents) {
        const part = { company, calc, billable: a.billable, overtime: a.overtime, outside: a.outside, charged: a.charged };
        const key = `${agent}|${i}`;
        const list = parts.get(key);
        if (list) list.push(part);
        else parts.set(key, [part]);
      }
    });
  for (const id of ids) {
    const companiesOf = new Map<number, { company: CompanyRow; charged: number; revenue: number }>();
    const months = figures.months.map((month, i) => {
      const minutes = { billable: 0, overtime: 0, outside_contract: 0, internal: internal(id, month) };
      let revenue = 0;
      for (const { company, calc, billable, overtime, outside, charged } of parts.get(`${id}|${i}`) ?? []) {
        minutes.billable += billable;
        minutes.overtime += overtime;
        minutes.outside_contract += outside;
        if (charged === 0) continue;
        const share = calc.charged_minutes ? roundDiv(calc.amounts.total * charged, calc.charged_minutes) : 0;
        revenue += share;
        const c = companiesOf.get(company.id) ?? { company, charged: 0, revenue: 0 };
        c.charged += charged;
        c.revenue += share;
        companiesOf.set(company.id, c);
      }
      const cost = monthlyCost(figures.costsOf.get(id) ?? [], month);
      return {
        month,
        revenue,
        cost,
        margin: revenue - cost,
        margin_percent: percent(revenue - cost, revenue),
        minutes,
        expected_minutes: figures.expectedIn(id, month),
      };
    });
    result.set(id, { months, companies: companiesOf });
  }
  return { figures, result };
}

export async function agentProfitability(db: Db, range: { from: string; to: string }): Promise<AgentProfitability> {
  const { figures, result } = await agentMonths(db, range);
  const agents = [...result].map(([id, { months }]) => {
    const sum = (f: (m: (typeof months)[number]) => number) => months.reduce((s, m) => s + f(m), 0);
    const revenue = sum((m) => m.revenue);
    const cost = sum((m) => m.cost);
    const minutes = {
      billable: sum((m) => m.minutes.billable),
      overtime: sum((m) => m.minutes.overtime),
      outside_contract: sum((m) => m.minutes.outside_contract),
      internal: sum((m) => m.minutes.internal),
    };
    const expected = sum((m) => m.expected_minutes);
    return {
      agent: personOf(figures.agents.get(id), id),
      revenue,
      cost,
      margin: revenue - cost,
      margin_percent: percent(revenue - cost, revenue),
      minutes,
      expected_minutes: expected,
      utilisation: percent(minutes.billable + minutes.overtime + minutes.outside_contract, expected),
    };
  });
  agents.sort((a, b) => a.agent.name.localeCompare(b.agent.name));
  return { range, agents };
}

export async function agentProfitDetail(db: Db, agentId: number, range: { from: string; to: string }): Promise<AgentProfitDetail> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.kind, 'agent')));
  if (!agent) throw new HttpError(404, 'not_found');
  const { figures, result } = await agentMonths(db, range, agentId);
  const mine = result.get(agentId)!;
  return {
    range,
    agent: personOf(figures.agents.get(agentId), agentId),
    months: mine.months,
    companies: [...mine.companies.values()].map((c) => ({
      company: companyRef(c.company),
      charged_minutes: c.charged,
      revenue: c.revenue,
    })),
  };
}

/**
 * The requested range, by default the six months up to last month, at most MAX_REPORT_MONTHS (the most recent); a
 * month after the current one is refused.
 */
export function profitRange(query: { from?: string | undefined; to?: string | undefined }, now = new Date()): { from: string; to: string } {
  refuseFutureMonth('from', query.from, now);
  refuseFutureMonth('to', query.to, now);
  const to = query.to ?? (query.from && query.from > addMonths(monthOf(now), -1) ? query.from : addMonths(monthOf(now), -1));
  let from = query.from ?? addMonths(to, -5);
  if (monthsBetween(from, to).length > MAX_REPORT_MONTHS) from = addMonths(to, -(MAX_REPORT_MONTHS - 1));
  return { from, to };
}
