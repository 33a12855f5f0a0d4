/**
 * Companies' report months, kept in `report_month_totals`: computed by the calculation (`computeMonths`) when missing
 * or out of date, read back otherwise. A stored month is used only while its version is the month's current one
 * (triggers raise it on every change of what the month's figures read: tickets opened or resolved in it, their time
 * reports and evaluations, a ticket moved, trashed, restored or deleted) and its format is this code's. The versions
 * are read before the sources, so a change committed in between leaves the stored month already out of date, never
 * wrongly current.
 */
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { reportMonthTotals, reportMonthVersions } from '../../platform/db/schema';
import { addMonths } from '../../platform/months';
import { computeMonths, emptyMonth, keyOf, type MonthFigures, type ReportMonth } from './calculation';

/** Raised when what is stored, or how it is computed, changes: every stored month is then computed again. */
const FORMAT = 2;

/** Every month from `first` to `last`, without the cap of the report ranges. */
function everyMonth(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * The companies' months from `first` to `last` (`YYYY-MM`), keyed by `keyOf`. Months before `figuresFrom` come
 * without their figures (only the counts the backlog is summed from).
 */
export async function reportMonths(
  db: Db,
  companyIds: readonly number[],
  first: string,
  last: string,
  figuresFrom = first,
): Promise<Map<string, ReportMonth>> {
  const out = new Map<string, ReportMonth>();
  if (!companyIds.length || first > last) return out;
  const ids = [...companyIds];
  const inRange = <T extends typeof reportMonthVersions | typeof reportMonthTotals>(t: T) =>
    and(inArray(t.companyId, ids), gte(t.month, first), lte(t.month, last));
  const versions = new Map(
    (await db.select().from(reportMonthVersions).where(inRange(reportMonthVersions))).map((v) => [keyOf(v.companyId, v.month), v.version]),
  );
  const stored = await db
    .select({
      companyId: reportMonthTotals.companyId,
      month: reportMonthTotals.month,
      version: reportMonthTotals.version,
      format: reportMonthTotals.format,
      opened: reportMonthTotals.opened,
      resolved: reportMonthTotals.resolved,
      unresolvedAt: reportMonthTotals.unresolvedAt,
      early: reportMonthTotals.early,
      figures: sql<MonthFigures | null>`case when ${reportMonthTotals.month} >= ${figuresFrom} then ${reportMonthTotals.figures} end`,
    })
    .from(reportMonthTotals)
    .where(inRange(reportMonthTotals));
  const current = new Map<string, (typeof stored)[number]>();
  for (const s of stored)
    if (s.format === FORMAT && s.version === (versions.get(keyOf(s.companyId, s.month)) ?? 0)) current.set(keyOf(s.companyId, s.month), s);

  const missing: { companyId: number; month: string }[] = [];
  const all = everyMonth(first, last);
  for (const companyId of ids)
    for (const month of all) {
      const s = current.get(keyOf(companyId, month));
      if (s)
        out.set(keyOf(companyId, month), {
          opened: s.opened,
          resolved: s.resolved,
          unresolvedAt: s.unresolvedAt,
          early: s.early as Record<string, number> | null,
          figures: s.figures ?? emptyMonth().figures,
        });
      else missing.push({ companyId, month });
    }
  if (!missing.length) return out;

  const months = missing.map((m) => m.month).sort();
  const computed = await computeMonths(db, [...new Set(missing.map((m) => m.companyId))], months[0]!, months[months.length - 1]!);
  const rows = missing.map(({ companyId, month }) => {
    const key = keyOf(companyId, month);
    const m = computed.get(key) ?? emptyMonth();
    out.set(key, m);
    return { companyId, month, version: versions.get(key) ?? 0, format: FORMAT, ...m };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(reportMonthTotals)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [reportMonthTotals.companyId, reportMonthTotals.month],
        set: {
          version: sql`excluded.version`,
          format: sql`excluded.format`,
          opened: sql`excluded.opened`,
          resolved: sql`excluded.resolved`,
          unresolvedAt: sql`excluded.unresolved_at`,
          early: sql`excluded.early`,
          figures: sql`excluded.figures`,
        },
      });
  return out;
}

/**
 * Tickets created before `month` and not resolved by its start (resolved = status resolved with a resolution time
 * before it), summed from every earlier stored month: Σ opened − resolved − resolved without a time, plus the tickets
 * resolved before `month` but created in it or later.
 */
export function backlogBefore(months: ReadonlyMap<string, ReportMonth>, month: string): number {
  let n = 0;
  for (const [key, m] of months) {
    if (key.slice(key.indexOf('|') + 1) >= month) continue;
    n += m.opened - m.resolved - m.unresolvedAt;
    for (const [created, count] of Object.entries(m.early ?? {})) if (created >= month) n += count;
  }
  return n;
}
