/** One month's calculation per company, the invoicing figures (the invoicing module reads them). Money as integer grosze. */
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, companyPricings } from '../../platform/db/schema';
import { contractOf } from '../../platform/contract';
import { daysOf } from '../../platform/months';
import type { CompanyMonth } from '@helpdesk/shared/resources';
import { companyMonth, companyMonthTotals, type CompanyMonthTotals, type Pricing } from './calculation';
import { monthTermsOf } from './consumption';
import { monthTotalsOf } from './month-totals';
import { asPricing, countedReports } from './sources';

type CompanyRow = typeof companies.$inferSelect;

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
  const [pricingRows, reports, termsOf] = await Promise.all([
    db.select().from(companyPricings).where(inArray(companyPricings.companyId, ids)),
    countedReports(db, ids, first, last),
    monthTermsOf(db, companyRows, [month]),
  ]);
  return companyRows.map((company) => {
    const pricings = pricingRows.filter((p) => p.companyId === company.id).map(asPricing);
    const mine = reports.filter((r) => r.companyId === company.id);
    const terms = termsOf.get(`${company.id}|${month}`);
    const calc = companyMonth({ month, contract: contractOf(company), pricings, reports: mine, terms });
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
