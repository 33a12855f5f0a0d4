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
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';

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

type HolidayRow = typeof holidays.$inferSelect;

async function recordHoliday(
  db: Db,
  author: AuditAuthor,
  action: 'created' | 'updated' | 'deleted',
  before: HolidayRow | null,
  after: HolidayRow | null,
) {
  const row = (after ?? before)!;
  await recordChange(db, { author, kind: 'holiday', action, recordId: row.id, label: `${row.date} ${row.name}`, before, after });
}

export async function createHoliday(db: Db, body: HolidayBody, author: AuditAuthor): Promise<number> {
  await assertDateFree(db, body.date);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.insert(holidays).values({ name: body.name, date: body.date }).returning();
      await recordHoliday(tx, author, 'created', null, row!);
      return row!.id;
    });
  } catch (e) {
    // Two saves of the same day at once: the unique index decides.
    if (isUniqueViolation(e)) throw new FieldError('date', 'holiday_taken');
    throw e;
  }
}

export async function updateHoliday(db: Db, id: number, body: HolidayBody, author: AuditAuthor): Promise<void> {
  await showHoliday(db, id);
  await assertDateFree(db, body.date, id);
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [was] = await tx.select().from(holidays).where(eq(holidays.id, id));
      const [row] = await tx.update(holidays).set({ name: body.name, date: body.date }).where(eq(holidays.id, id)).returning();
      await recordHoliday(tx, author, 'updated', was!, row!);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new FieldError('date', 'holiday_taken');
    throw e;
  }
}

export async function deleteHoliday(db: Db, id: number, author: AuditAuthor): Promise<void> {
  await showHoliday(db, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx.delete(holidays).where(eq(holidays.id, id)).returning();
    if (gone) await recordHoliday(tx, author, 'deleted', gone, null);
  });
}
