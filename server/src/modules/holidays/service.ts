/**
 * Public holidays (free days): one a date. The SLA clock and the expected working hours read this table, so a holiday
 * added here moves the deadlines computed after it and takes the day out of every agent's expected hours.
 */
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { HolidayBody, HolidayListQuery } from '@helpdesk/shared/schemas';
import type { Holiday } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { holidays } from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { FieldError, HttpError } from '../../platform/errors';

const present = (r: typeof holidays.$inferSelect): Holiday => ({ id: r.id, name: r.name, date: r.date });

/** One year's holidays by date (this year in Poland by default). */
export async function listHolidays(db: Db, q: HolidayListQuery): Promise<{ data: Holiday[]; year: number }> {
  const year = q.year ?? Number(businessDateOf(new Date()).slice(0, 4));
  const rows = await db
    .select()
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
  return { data: rows.map(present), year };
}

export async function showHoliday(db: Db, id: number): Promise<Holiday> {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return present(row);
}

async function assertDateFree(db: Db, date: string, except?: number) {
  const [taken] = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(and(eq(holidays.date, date), except ? ne(holidays.id, except) : undefined));
  if (taken) throw new FieldError('date', 'holiday_taken');
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

export async function createHoliday(db: Db, body: HolidayBody): Promise<number> {
  await assertDateFree(db, body.date);
  try {
    const [row] = await db.insert(holidays).values({ name: body.name, date: body.date }).returning({ id: holidays.id });
    return row!.id;
  } catch (e) {
    // Two saves of the same day at once: the unique index decides.
    if (isUniqueViolation(e)) throw new FieldError('date', 'holiday_taken');
    throw e;
  }
}

export async function updateHoliday(db: Db, id: number, body: HolidayBody): Promise<void> {
  await showHoliday(db, id);
  await assertDateFree(db, body.date, id);
  try {
    await db.update(holidays).set({ name: body.name, date: body.date }).where(eq(holidays.id, id));
  } catch (e) {
    if (isUniqueViolation(e)) throw new FieldError('date', 'holiday_taken');
    throw e;
  }
}

export async function deleteHoliday(db: Db, id: number): Promise<void> {
  await showHoliday(db, id);
  await db.delete(holidays).where(eq(holidays.id, id));
}
