/**
 * Each company's month's counted time summed for the lists (`MonthTotals`), kept in `finance_month_totals`: computed
 * by the calculation (`companyMonth`, every report's share) when missing or out of date, read back otherwise. A stored
 * month is used only while its version is the month's current one (triggers raise it on every change of its counted
 * time: time reports, a ticket moved, trashed, restored or deleted) and its basis — the contract and the pricing in
 * force that the calculation read, and the month's contract terms (carry-over, contract period) — is unchanged. The version is read before the reports, so a change committed in
 * between leaves the stored month already out of date, never wrongly current.
 */
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { financeMonthTotals, financeMonthVersions, type companies } from '../../platform/db/schema';
import { contractOf } from '../../platform/contract';
import { daysOf } from '../../platform/months';
import { companyMonth, inForce, lastDayOf, totalsOf, type MonthTotals, type Pricing } from './calculation';
import { monthTermsOf } from './consumption';
import { countedReports } from './sources';

type CompanyRow = typeof companies.$inferSelect;

/** Raised when what is stored, or how it is computed, changes: every stored month is then computed again. */
const FORMAT = 2;

const keyOf = (companyId: number, month: string) => `${companyId}|${month}`;

/** The summed counted time of the companies' months (`companyId|month` → totals). */
export async function monthTotalsOf(
  db: Db,
  companyRows: readonly CompanyRow[],
  months: readonly string[],
  pricingsOf: ReadonlyMap<number, readonly Pricing[]>,
): Promise<Map<string, MonthTotals>> {
  const out = new Map<string, MonthTotals>();
  if (!companyRows.length || !months.length) return out;
  const ids = companyRows.map((c) => c.id);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const inRange = <T extends typeof financeMonthVersions | typeof financeMonthTotals>(t: T) =>
    and(inArray(t.companyId, ids), gte(t.month, first), lte(t.month, last));
  const versions = new Map(
    (await db.select().from(financeMonthVersions).where(inRange(financeMonthVersions))).map((v) => [
      keyOf(v.companyId, v.month),
      v.version,
    ]),
  );
  const stored = new Map(
    (await db.select().from(financeMonthTotals).where(inRange(financeMonthTotals))).map((s) => [keyOf(s.companyId, s.month), s]),
  );
  const termsOf = await monthTermsOf(db, companyRows, months);
  const basisOf = (company: CompanyRow, month: string) =>
    JSON.stringify({
      format: FORMAT,
      contract: contractOf(company),
      pricing: inForce(pricingsOf.get(company.id) ?? [], lastDayOf(month)),
      terms: termsOf.get(keyOf(company.id, month)),
    });

  const missing: { company: CompanyRow; month: string; basis: string; version: number }[] = [];
  for (const company of companyRows)
    for (const month of months) {
      const key = keyOf(company.id, month);
      const version = versions.get(key) ?? 0;
      const basis = basisOf(company, month);
      const s = stored.get(key);
      if (s && s.version === version && s.basis === basis) out.set(key, s.totals as MonthTotals);
      else missing.push({ company, month, basis, version });
    }
  if (!missing.length) return out;

  const missingMonths = missing.map((m) => m.month).sort();
  const reports = await countedReports(
    db,
    [...new Set(missing.map((m) => m.company.id))],
    daysOf(missingMonths[0]!).first,
    daysOf(missingMonths[missingMonths.length - 1]!).last,
  );
  const reportsOf = new Map<string, typeof reports>();
  for (const r of reports) {
    const key = keyOf(r.companyId, r.day.slice(0, 7));
    const list = reportsOf.get(key);
    if (list) list.push(r);
    else reportsOf.set(key, [r]);
  }
  const rows = missing.map(({ company, month, basis, version }) => {
    const key = keyOf(company.id, month);
    const terms = termsOf.get(key)!;
    const calc = companyMonth({
      month,
      contract: contractOf(company),
      pricings: pricingsOf.get(company.id) ?? [],
      reports: reportsOf.get(key) ?? [],
      terms,
    });
    const totals = totalsOf(calc, terms);
    out.set(key, totals);
    return { companyId: company.id, month, version, basis, totals };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(financeMonthTotals)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [financeMonthTotals.companyId, financeMonthTotals.month],
        set: { version: sql`excluded.version`, basis: sql`excluded.basis`, totals: sql`excluded.totals` },
      });
  return out;
}
