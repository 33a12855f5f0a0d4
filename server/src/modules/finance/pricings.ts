/**
 * Company pricing, admin only: a history per company (the row in force on a date is the latest valid-from on or before
 * it), kept out of locked periods, and the preview of a pricing's effect on past months. Money as integer grosze.
 */
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { CompanyPricingBody } from '@helpdesk/shared/schemas';
import type { CompanyPricing as CompanyPricingResource, PricingPreview } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { companies, companyPricings } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { contractOf } from '../../platform/contract';
import { addMonths, daysOf, monthOf, monthsBetween } from '../../platform/months';
import { lockedMonthsFrom } from '../period-locks';
import { companyMonth, fromGrosze, inForce, toGrosze, type Pricing } from './calculation';
import { monthTermsOf } from './consumption';
import { businessDateOf } from '../../platform/business-time-zone';
import { companyRef } from './present';
import { asPricing, countedReports } from './sources';

type PricingRow = typeof companyPricings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

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
  const day = businessDateOf(now);
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

/** A pricing row as the audit trail keeps it: under its company (the History of the company's pricing), labelled by its valid-from. */
async function recordPricing(
  db: Db,
  author: AuditAuthor,
  action: 'created' | 'updated' | 'deleted',
  before: PricingRow | null,
  after: PricingRow | null,
) {
  const row = (after ?? before)!;
  const [company] = await db.select({ tag: companies.tag }).from(companies).where(eq(companies.id, row.companyId));
  await recordChange(db, {
    author,
    kind: 'company-pricing',
    action,
    recordId: row.companyId,
    label: `${company?.tag ?? row.companyId} · ${row.validFrom}`,
    before,
    after,
  });
}

const pricingRow = async (db: Db, id: number) => (await db.select().from(companyPricings).where(eq(companyPricings.id, id)))[0] ?? null;

export async function createPricing(db: Db, body: CompanyPricingBody, author: AuditAuthor): Promise<number> {
  await checkPricing(db, body, null);
  await assertPricingOpen(db, body.company_id, body.valid_from);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(companyPricings).values(pricingValues(body)).returning();
    await recordPricing(tx, author, 'created', null, row!);
    return row!.id;
  });
}

export async function updatePricing(db: Db, id: number, body: CompanyPricingBody, author: AuditAuthor): Promise<void> {
  const before = await showPricing(db, id);
  await checkPricing(db, body, id);
  await assertPricingOpen(db, before.company.id, before.valid_from);
  await assertPricingOpen(db, body.company_id, body.valid_from);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const was = await pricingRow(tx, id);
    const [row] = await tx.update(companyPricings).set(pricingValues(body)).where(eq(companyPricings.id, id)).returning();
    await recordPricing(tx, author, 'updated', was, row!);
  });
}

export async function deletePricing(db: Db, id: number, author: AuditAuthor): Promise<void> {
  const before = await showPricing(db, id);
  await assertPricingOpen(db, before.company.id, before.valid_from);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [deleted] = await tx.delete(companyPricings).where(eq(companyPricings.id, id)).returning();
    if (!deleted) throw new HttpError(404, 'not_found');
    await recordPricing(tx, author, 'deleted', deleted, null);
  });
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
  // The carry-over as it stands (from the pricings in force): a changed package changes next month's carry only once saved.
  const termsOf = await monthTermsOf(db, [company], months);
  const out: PricingPreview[] = [];
  for (const month of months) {
    const mine = reports.filter((r) => r.companyId === company.id);
    const terms = termsOf.get(`${company.id}|${month}`);
    const was = companyMonth({ month, contract, pricings: rows, reports: mine, terms }).amounts;
    const will = companyMonth({ month, contract, pricings: after, reports: mine, terms }).amounts;
    if (JSON.stringify(was) !== JSON.stringify(will)) out.push({ month, before: was, after: will });
  }
  return out;
}
