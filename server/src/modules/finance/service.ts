/**
 * Finance records and figures, admin only: agent costs and company pricing (histories: the row in force on a date is
 * the latest valid-from on or before it), the pricing preview, and company and agent profitability built on the
 * calculation module. Money crosses this module's edges as integer grosze.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AgentCostBody, CompanyPricingBody } from '@helpdesk/shared/schemas';
import type {
  AgentCost as AgentCostResource,
  AgentProfitability,
  AgentProfitDetail,
  CompanyPricing as CompanyPricingResource,
  CompanyProfitability,
  CompanyProfitDetail,
  PricingPreview,
} from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { agentCosts, companies, companyPricings, internalTimes, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { contractOf } from '../company-report';
import { addMonths, daysOf, monthOf, monthsBetween, REPORT_TIME_ZONE } from '../../platform/months';
import { lockedMonthsFrom } from '../period-locks';
import { expectedMinutes } from '../working-time';
import {
  agentMinutesCost,
  companyMonth,
  companyMonthTotals,
  fromGrosze,
  inForce,
  monthlyCost,
  roundDiv,
  toGrosze,
  type AgentCost,
  type CompanyMonth,
  type CompanyMonthTotals,
  type Pricing,
} from './calculation';
import { monthTotalsOf } from './month-totals';
import { asPricing, countedReports } from './sources';

type CostRow = typeof agentCosts.$inferSelect;
type PricingRow = typeof companyPricings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** `YYYY-MM-DD` of an instant in the business time zone. */
const today = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;
const companyRef = (c: Pick<CompanyRow, 'id' | 'tag' | 'shortName'>) => ({ id: c.id, tag: c.tag, short_name: c.shortName });
const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

const asCost = (c: CostRow): AgentCost => ({ id: c.id, agentId: c.agentId, totalCost: toGrosze(c.totalCost), validFrom: c.validFrom });

// ——— Agent costs ———

export async function listAgentCosts(db: Db, query: { agent_id?: number | undefined }, now = new Date()): Promise<AgentCostResource[]> {
  const rows = await db
    .select({ cost: agentCosts, firstname: users.firstname, lastname: users.lastname })
    .from(agentCosts)
    .innerJoin(users, eq(users.id, agentCosts.agentId))
    .where(query.agent_id ? eq(agentCosts.agentId, query.agent_id) : undefined)
    .orderBy(asc(users.lastname), asc(users.firstname), desc(agentCosts.validFrom));
  const day = today(now);
  const current = new Map<number, number>();
  for (const r of rows)
    if (!current.has(r.cost.agentId))
      current.set(
        r.cost.agentId,
        inForce(
          rows.filter((x) => x.cost.agentId === r.cost.agentId).map((x) => asCost(x.cost)),
          day,
        )?.id ?? 0,
      );
  return rows.map((r) => ({
    id: r.cost.id,
    agent: { id: r.cost.agentId, name: name(r) },
    net_salary: toGrosze(r.cost.netSalary),
    allowances: toGrosze(r.cost.allowances),
    total_cost: toGrosze(r.cost.totalCost),
    valid_from: r.cost.validFrom,
    notes: r.cost.notes,
    in_force: current.get(r.cost.agentId) === r.cost.id,
  }));
}

export async function showAgentCost(db: Db, id: number, now = new Date()): Promise<AgentCostResource> {
  const [row] = await db.select({ agentId: agentCosts.agentId }).from(agentCosts).where(eq(agentCosts.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return (await listAgentCosts(db, { agent_id: row.agentId }, now)).find((c) => c.id === id)!;
}

async function checkAgentCost(db: Db, body: AgentCostBody, id: number | null): Promise<void> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.agent_id), eq(users.kind, 'agent')));
  if (!agent) throw new FieldError('agent_id', 'not_agent');
  const [taken] = await db
    .select({ id: agentCosts.id })
    .from(agentCosts)
    .where(and(eq(agentCosts.agentId, body.agent_id), eq(agentCosts.validFrom, body.valid_from), id ? ne(agentCosts.id, id) : undefined));
  if (taken) throw new FieldError('valid_from', 'valid_from_taken');
}

const costValues = (body: AgentCostBody) => ({
  agentId: body.agent_id,
  netSalary: Number(fromGrosze(body.net_salary)),
  allowances: Number(fromGrosze(body.allowances)),
  // Left out: net salary + allowances.
  totalCost: Number(fromGrosze(body.total_cost ?? body.net_salary + body.allowances)),
  validFrom: body.valid_from,
  notes: body.notes || null,
});

export async function createAgentCost(db: Db, body: AgentCostBody): Promise<number> {
  await checkAgentCost(db, body, null);
  const [row] = await db.insert(agentCosts).values(costValues(body)).returning({ id: agentCosts.id });
  return row!.id;
}

export async function updateAgentCost(db: Db, id: number, body: AgentCostBody): Promise<void> {
  await showAgentCost(db, id);
  await checkAgentCost(db, body, id);
  await db.update(agentCosts).set(costValues(body)).where(eq(agentCosts.id, id));
}

export async function deleteAgentCost(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(agentCosts).where(eq(agentCosts.id, id)).returning({ id: agentCosts.id });
  if (!deleted.length) throw new HttpError(404, 'not_found');
}

// ——— Company pricing ———

export async function listPricings(
  db: Db,
  query: { company_id?: number | undefined },
  now = new Date(),
): Promise<CompanyPricingResource[]> {
  const rows = await db
    .select({ pricing: companyPricings, tag: companies.tag, shortName: companies.shortName })
    .from(companyPricings)
    .innerJoin(companies, eq(companies.id, companyPricings.companyId))
    .where(query.company_id ? eq(companyPricings.companyId, query.company_id) : undefined)
    .orderBy(asc(companies.shortName), desc(companyPricings.validFrom));
  const day = today(now);
  const current = new Map<number, number>();
  for (const r of rows)
    if (!current.has(r.pricing.companyId))
      current.set(
        r.pricing.companyId,
        inForce(
          rows.filter((x) => x.pricing.companyId === r.pricing.companyId).map((x) => asPricing(x.pricing)),
          day,
        )?.id ?? 0,
      );
  return rows.map(({ pricing: p, tag, shortName }) => ({
    id: p.id,
    company: companyRef({ id: p.companyId, tag, shortName }),
    package_hours: p.packageHours,
    package_price: toGrosze(p.packagePrice),
    overtime_price: toGrosze(p.overtimePrice),
    package_visits: p.packageVisits,
    extra_visit_price: toGrosze(p.extraVisitPrice),
    valid_from: p.validFrom,
    notes: p.notes,
    hours_no_limit: p.hoursNoLimit,
    arrivals_no_limit: p.arrivalsNoLimit,
    in_force: current.get(p.companyId) === p.id,
  }));
}

export async function showPricing(db: Db, id: number, now = new Date()): Promise<CompanyPricingResource> {
  const [row] = await db.select({ companyId: companyPricings.companyId }).from(companyPricings).where(eq(companyPricings.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return (await listPricings(db, { company_id: row.companyId }, now)).find((p) => p.id === id)!;
}

/**
 * A pricing row reaches every month from its valid-from on (until a later row), so a row valid from — or moved from —
 * a month at or before an invoiced one would change issued figures: refused, naming the first such month.
 */
async function assertPricingOpen(db: Db, companyId: number, ...validFrom: string[]): Promise<void> {
  const from = validFrom.reduce((a, b) => (a < b ? a : b));
  const [locked] = await lockedMonthsFrom(db, companyId, from);
  if (locked) throw new FieldError('valid_from', 'pricing_period_locked', { month: locked });
}

async function checkPricing(db: Db, body: CompanyPricingBody, id: number | null): Promise<CompanyRow> {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, body.company_id), isNull(companies.deletedAt)));
  if (!company) throw new FieldError('company_id', 'invalid');
  const [taken] = await db
    .select({ id: companyPricings.id })
    .from(companyPricings)
    .where(
      and(
        eq(companyPricings.companyId, body.company_id),
        eq(companyPricings.validFrom, body.valid_from),
        id ? ne(companyPricings.id, id) : undefined,
      ),
    );
  if (taken) throw new FieldError('valid_from', 'valid_from_taken');
  return company;
}

const pricingValues = (body: CompanyPricingBody) => ({
  companyId: body.company_id,
  packageHours: body.package_hours,
  packagePrice: Number(fromGrosze(body.package_price)),
  overtimePrice: Number(fromGrosze(body.overtime_price)),
  packageVisits: body.package_visits,
  extraVisitPrice: Number(fromGrosze(body.extra_visit_price)),
  validFrom: body.valid_from,
  notes: body.notes || null,
  hoursNoLimit: body.hours_no_limit,
  arrivalsNoLimit: body.arrivals_no_limit,
});

export async function createPricing(db: Db, body: CompanyPricingBody): Promise<number> {
  await checkPricing(db, body, null);
  await assertPricingOpen(db, body.company_id, body.valid_from);
  const [row] = await db.insert(companyPricings).values(pricingValues(body)).returning({ id: companyPricings.id });
  return row!.id;
}

export async function updatePricing(db: Db, id: number, body: CompanyPricingBody): Promise<void> {
  const before = await showPricing(db, id);
  await checkPricing(db, body, id);
  await assertPricingOpen(db, before.company.id, before.valid_from);
  await assertPricingOpen(db, body.company_id, body.valid_from);
  await db.update(companyPricings).set(pricingValues(body)).where(eq(companyPricings.id, id));
}

export async function deletePricing(db: Db, id: number): Promise<void> {
  const before = await showPricing(db, id);
  await assertPricingOpen(db, before.company.id, before.valid_from);
  const deleted = await db.delete(companyPricings).where(eq(companyPricings.id, id)).returning({ id: companyPricings.id });
  if (!deleted.length) throw new HttpError(404, 'not_found');
}

/**
 * What saving a pricing row (new, or `id` edited) would change on the past months it reaches: from its valid-from month
 * up to last month (at most 24), each month's amounts before and after. Months not changed are left out; a row valid
 * from this month or later reaches no past month.
 */
export async function previewPricing(db: Db, body: CompanyPricingBody, id: number | null, now = new Date()): Promise<PricingPreview[]> {
  const company = await checkPricing(db, body, id);
  const last = addMonths(monthOf(now), -1);
  const first = body.valid_from.slice(0, 7);
  if (first > last) return [];
  const months = monthsBetween(first < addMonths(last, -23) ? addMonths(last, -23) : first, last);
  const rows = (await db.select().from(companyPricings).where(eq(companyPricings.companyId, company.id))).map(asPricing);
  const draft: Pricing = asPricing({ id: id ?? 0, ...pricingValues(body) } as PricingRow);
  const after = [...rows.filter((r) => r.id !== id), draft];
  const reports = await countedReports(db, [company.id], daysOf(months[0]!).first, daysOf(last).last);
  const contract = contractOf(company);
  const out: PricingPreview[] = [];
  for (const month of months) {
    const mine = reports.filter((r) => r.companyId === company.id);
    const was = companyMonth({ month, contract, pricings: rows, reports: mine }).amounts;
    const will = companyMonth({ month, contract, pricings: after, reports: mine }).amounts;
    if (JSON.stringify(was) !== JSON.stringify(will)) out.push({ month, before: was, after: will });
  }
  return out;
}

// ——— Figures ———

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
      const calc = companyMonth({ month, contract, pricings: pricingsOf.get(company.id) ?? [], reports: mine });
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

/** The requested range, by default the six months up to last month, at most 24 months. */
export function profitRange(query: { from?: string | undefined; to?: string | undefined }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > addMonths(monthOf(now), -1) ? query.from : addMonths(monthOf(now), -1));
  let from = query.from ?? addMonths(to, -5);
  if (monthsBetween(from, to).length > 24) from = addMonths(to, -23);
  return { from, to };
}

/**
 * The calculation of one month for live companies (or the given ones, deleted too): each with its pricing history and
 * the month's counted reports. `involved`: the company has a pricing in force that month or counted time in it.
 */
export async function monthFigures(
  db: Db,
  month: string,
  only?: readonly number[],
): Promise<{ company: CompanyRow; calc: CompanyMonth; involved: boolean }[]> {
  const { first, last } = daysOf(month);
  const companyRows = await companiesOfMonth(db, only);
  const ids = companyRows.map((c) => c.id);
  if (!ids.length) return [];
  const [pricingRows, reports] = await Promise.all([
    db.select().from(companyPricings).where(inArray(companyPricings.companyId, ids)),
    countedReports(db, ids, first, last),
  ]);
  return companyRows.map((company) => {
    const pricings = pricingRows.filter((p) => p.companyId === company.id).map(asPricing);
    const mine = reports.filter((r) => r.companyId === company.id);
    const calc = companyMonth({ month, contract: contractOf(company), pricings, reports: mine });
    return { company, calc, involved: calc.pricing_id !== null || mine.length > 0 };
  });
}

/** The companies a month's figures cover: the live ones, or exactly the given ones (deleted too), by short name. */
function companiesOfMonth(db: Db, only?: readonly number[]): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(only ? (only.length ? inArray(companies.id, [...only]) : sql`false`) : isNull(companies.deletedAt))
    .orderBy(asc(companies.shortName));
}

/**
 * `monthFigures` without each report's share: one month's totals and amounts for live companies (or the given ones,
 * deleted too), from the stored summed time (`monthTotalsOf`) — what the invoicing list needs.
 */
export async function monthAmounts(
  db: Db,
  month: string,
  only?: readonly number[],
): Promise<{ company: CompanyRow; calc: CompanyMonthTotals; involved: boolean }[]> {
  const companyRows = await companiesOfMonth(db, only);
  const ids = companyRows.map((c) => c.id);
  if (!ids.length) return [];
  const pricingsOf = new Map<number, Pricing[]>();
  for (const p of await db.select().from(companyPricings).where(inArray(companyPricings.companyId, ids)))
    pricingsOf.set(p.companyId, [...(pricingsOf.get(p.companyId) ?? []), asPricing(p)]);
  const counted = await monthTotalsOf(db, companyRows, [month], pricingsOf);
  return companyRows.map((company) => {
    const calc = companyMonthTotals({
      month,
      contract: contractOf(company),
      pricings: pricingsOf.get(company.id) ?? [],
      totals: counted.get(`${company.id}|${month}`)!,
    });
    return { company, calc, involved: calc.pricing_id !== null || calc.reports > 0 };
  });
}
