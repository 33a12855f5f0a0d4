/** Reminders CRUD; the scheduler turns them into tickets. */
import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { type ReminderBody, type ReminderListQuery } from '@helpdesk/shared/schemas';
import { inScope, scopeWhere, type RecordScope } from '../../platform/policy';
import type { Reminder, ReminderDetail } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { companies, reminderRuns, reminders, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { paginate } from '../../platform/pagination';
import { nextOccurrence, type ReminderPeriod } from './occurrences';

type Row = typeof reminders.$inferSelect;

const select = {
  reminder: reminders,
  company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
  employee: { id: users.id, firstname: users.firstname, lastname: users.lastname },
};

function present(r: {
  reminder: Row;
  company: { id: number; tag: string; shortName: string };
  employee: { id: number | null; firstname: string | null; lastname: string | null } | null;
}): Reminder {
  const x = r.reminder;
  return {
    id: x.id,
    title: x.title,
    company: { id: r.company.id, tag: r.company.tag, short_name: r.company.shortName },
    employee: r.employee?.id ? { id: r.employee.id, name: `${r.employee.firstname} ${r.employee.lastname}` } : null,
    description: x.description,
    day: x.day,
    active: x.active,
    period: x.period as Reminder['period'],
    sent_at: x.sentAt?.toISOString() ?? null,
    /** The occurrence after `day` (null for a one-off). */
    following_day: nextOccurrence(x.day, x.period as ReminderPeriod),
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
  };
}

const base = (db: Db, where?: SQL) =>
  db
    .select(select)
    .from(reminders)
    .innerJoin(companies, eq(companies.id, reminders.companyId))
    .leftJoin(users, eq(users.id, reminders.userId))
    .where(where);

export async function listReminders(db: Db, q: ReminderListQuery, records: RecordScope) {
  const where = and(
    q.filter === 'active' ? eq(reminders.active, true) : q.filter === 'inactive' ? eq(reminders.active, false) : undefined,
    q.company_id ? eq(reminders.companyId, q.company_id) : undefined,
    scopeWhere(records, reminders.companyId),
    q.search ? ilike(reminders.title, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reminders).where(where);
  const rows = await base(db, where)
    .orderBy(asc(reminders.day), asc(reminders.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(rows.map(present), total, {
    page: q.page,
    perPage: q.per_page,
    sort: 'day',
    path: '/api/admin/reminder',
    query: { filter: q.filter, company_id: q.company_id, search: q.search, per_page: q.per_page },
  });
}

/** A reminder in the record scope (404 outside it, as for a missing one). */
export async function showReminder(db: Db, id: number, records: RecordScope): Promise<ReminderDetail> {
  const [row] = await base(db, and(eq(reminders.id, id), scopeWhere(records, reminders.companyId)));
  if (!row) throw new HttpError(404, 'not_found');
  const runs = await db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, id)).orderBy(asc(reminderRuns.occurrence));
  return {
    ...present(row),
    runs: runs.map((r) => ({ occurrence: r.occurrence, ticket_id: r.ticketId, created_at: r.createdAt.toISOString() })),
  };
}

/** The company must exist and lie in the record scope (a reminder files tickets in that company). */
async function check(db: Db, body: ReminderBody, records: RecordScope) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, body.company_id), isNull(companies.deletedAt)));
  if (!company || !inScope(records, company.id)) throw new FieldError('company_id', 'one_of');
  if (body.user_id) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.user_id), eq(users.companyId, body.company_id), eq(users.kind, 'client'), isNull(users.deletedAt)));
    if (!u) throw new FieldError('user_id', 'not_company_member');
  }
}

const values = (body: ReminderBody) => ({
  title: body.title,
  companyId: body.company_id,
  userId: body.user_id ?? null,
  description: body.description,
  day: body.day,
  active: body.active,
  period: body.period,
});

export async function createReminder(db: Db, body: ReminderBody, records: RecordScope) {
  await check(db, body, records);
  const [row] = await db.insert(reminders).values(values(body)).returning({ id: reminders.id });
  return row!.id;
}

export async function updateReminder(db: Db, id: number, body: ReminderBody, records: RecordScope) {
  const [current] = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.id, id), scopeWhere(records, reminders.companyId)));
  if (!current) throw new HttpError(404, 'not_found');
  await check(db, body, records);
  const [row] = await db
    .update(reminders)
    .set({ ...values(body), updatedAt: new Date() })
    .where(eq(reminders.id, id))
    .returning({ id: reminders.id });
  if (!row) throw new HttpError(404, 'not_found');
}

export async function deleteReminder(db: Db, id: number, records: RecordScope) {
  const gone = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), scopeWhere(records, reminders.companyId)))
    .returning({ id: reminders.id });
  if (!gone.length) throw new HttpError(404, 'not_found');
}
