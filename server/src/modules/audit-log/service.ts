/**
 * The audit trail read back (issue 35): the entries the services recorded (platform/audit), newest first, filtered
 * by record, author, action and days; and the retention pass that deletes entries older than the configured days.
 */
import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, Paginated } from '@helpdesk/shared/resources';
import type { AuditAction, AuditLogExportQuery, AuditLogQuery, AuditRecordKind } from '@helpdesk/shared/schemas';
import { BUSINESS_TIME_ZONE } from '../../platform/business-time-zone';
import type { Db } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema';
import { paginate } from '../../platform/pagination';

type AuditRow = typeof auditLog.$inferSelect;

/** The business day of an entry, so a "to" date includes that whole day as the admin reads it. */
const localDay = sql`(${auditLog.at} at time zone ${BUSINESS_TIME_ZONE})::date`;

function filters(query: AuditLogQuery | AuditLogExportQuery): SQL | undefined {
  return and(
    query.record_kind?.length ? inArray(auditLog.recordKind, query.record_kind) : undefined,
    query.record_id ? eq(auditLog.recordId, query.record_id) : undefined,
    query.user_id ? eq(auditLog.actorId, query.user_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? sql`${localDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${localDay} <= ${query.to}::date` : undefined,
  );
}

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  user: { id: row.actorId, name: row.actorName },
  ip: row.ip,
  record_kind: row.recordKind as AuditRecordKind,
  record_id: row.recordId,
  label: row.label,
  action: row.action as AuditAction,
  changes: row.changes,
});

export async function listAuditLog(db: Db, query: AuditLogQuery, path: string): Promise<Paginated<AuditEntry>> {
  const where = filters(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const { page, per_page, record_kind, record_id, user_id, action, from, to } = query;
  return paginate(rows.map(presentAuditEntry), total, {
    page,
    perPage: per_page,
    sort: '-at',
    path,
    query: { page, per_page, record_kind: record_kind?.join(','), record_id, user_id, action, from, to },
  });
}

/** Every entry the filters match, newest first, for the export. */
export async function auditEntriesFor(db: Db, query: AuditLogExportQuery): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(filters(query)).orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map(presentAuditEntry);
}

/**
 * Deletes the entries older than `days` before `now`: the one DELETE the table's trigger lets through, marked by the
 * transaction-local setting it checks. Returns how many went.
 */
export async function purgeAuditLog(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('helpdesk.audit_retention', 'on', true)`);
    const gone = await tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
    return gone.length;
  });
}
