/**
 * The period lock: once a company's month is invoiced, its time reports are fixed — no time report of that company
 * and month may be added, changed, deleted, accepted or rejected. Locks are rows of `period_locks` (company, 'YYYY-MM');
 * the invoicing creates them. Every time-report write path asks `assertPeriodOpen` first.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { periodLocks } from '../../platform/db/schema';
import { FieldError } from '../../platform/errors';

/** The month ('YYYY-MM') of a business day ('YYYY-MM-DD'). */
export const monthOf = (day: string): string => day.slice(0, 7);

export async function isLocked(db: Db, companyId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(periodLocks)
    .where(and(eq(periodLocks.companyId, companyId), eq(periodLocks.month, monthOf(day))))
    .limit(1);
  return row !== undefined;
}

/** The locked `companyId:YYYY-MM` keys among the given company/day pairs (one query for a whole list). */
export async function lockedPeriods(db: Db, pairs: readonly { companyId: number; day: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const companyIds = [...new Set(pairs.map((p) => p.companyId))];
  const months = [...new Set(pairs.map((p) => monthOf(p.day)))];
  const rows = await db
    .select({ companyId: periodLocks.companyId, month: periodLocks.month })
    .from(periodLocks)
    .where(and(inArray(periodLocks.companyId, companyIds), inArray(periodLocks.month, months)));
  return new Set(rows.map((r) => `${r.companyId}:${r.month}`));
}

/** The company's locked months from the month of `day` on, oldest first. */
export async function lockedMonthsFrom(db: Db, companyId: number, day: string): Promise<string[]> {
  const rows = await db
    .select({ month: periodLocks.month })
    .from(periodLocks)
    .where(and(eq(periodLocks.companyId, companyId), gte(periodLocks.month, monthOf(day))))
    .orderBy(asc(periodLocks.month));
  return rows.map((r) => r.month);
}

export const periodKey = (companyId: number, day: string): string => `${companyId}:${monthOf(day)}`;

/** Refuses (422, `period_locked`, on the field `day`) a time-report change in a locked month. */
export async function assertPeriodOpen(db: Db, companyId: number, day: string): Promise<void> {
  if (await isLocked(db, companyId, day)) throw periodLockedError(day);
}

export function periodLockedError(day: string): FieldError {
  return new FieldError('day', 'period_locked', { month: monthOf(day) });
}

/** Unlocks a company's month (the invoicing's reopening). */
export async function unlockPeriod(db: Db, companyId: number, month: string): Promise<void> {
  await db.delete(periodLocks).where(and(eq(periodLocks.companyId, companyId), eq(periodLocks.month, month)));
}

/** Locks a company's month (the invoicing's call; tests use it too). Locking twice keeps the first lock. */
export async function lockPeriod(db: Db, companyId: number, month: string, lockedById: number | null = null): Promise<void> {
  await db.insert(periodLocks).values({ companyId, month, lockedById }).onConflictDoNothing();
}
