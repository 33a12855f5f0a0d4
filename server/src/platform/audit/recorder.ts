/**
 * The audit trail's one writer (issue 35): a service records an administrative change with the transaction that
 * makes it, so the entry exists if and only if the change does. Only fields whose value changed are kept; secrets
 * (password hashes, tokens, second-factor secrets) are kept as "[redacted]" — that they changed, never their value.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, type AuditFieldChange } from '../db/schema';
import type { AuditAction, AuditRecordKind } from '@helpdesk/shared/schemas';

export type { AuditAction, AuditRecordKind };

/** Who made a change and from where. The session knows one user: the product has no "log in as" to record. */
export interface AuditAuthor {
  userId: number | null;
  name: string;
  ip: string | null;
}

export const REDACTED = '[redacted]';

/** Field names whose values never enter the trail, whatever the record. */
const SECRET_FIELD = /password|token|secret|totp|otp|hash|api_?key|private/i;

export interface AuditChange {
  author: AuditAuthor;
  kind: AuditRecordKind;
  action: AuditAction;
  recordId: string | number;
  label: string;
  /** The record's fields before the change (a row, a snapshot); null when it did not exist. */
  before: object | null;
  /** After; null when it is gone. */
  after: object | null;
}

/** The request's author: its signed-in actor (when the route is guarded) and its address as the proxy rules see it. */
export function auditAuthor(request: FastifyRequest): AuditAuthor {
  const user = request.actor?.user;
  return {
    userId: user?.id ?? null,
    name: user ? `${user.firstname} ${user.lastname}`.trim() : '',
    ip: request.ip || null,
  };
}

/** Dates as ISO strings, everything else as JSON would keep it, so before/after compare by value. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** Columns the database derives from a record's other fields (the search's folded text): never a change of their own. */
const DERIVED_FIELDS = new Set(['searchText']);

/** The changed fields of `before` → `after`, in the order the fields first appear; unchanged and derived ones left out. */
export function fieldChanges(was: object | null, is: object | null): AuditFieldChange[] {
  const before = was as Record<string, unknown> | null;
  const after = is as Record<string, unknown> | null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    if (DERIVED_FIELDS.has(field)) continue;
    const old = plain(before?.[field]);
    const now = plain(after?.[field]);
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes.push(
      SECRET_FIELD.test(field)
        ? { field, before: old === null ? null : REDACTED, after: now === null ? null : REDACTED }
        : { field, before: old, after: now },
    );
  }
  return changes;
}

/**
 * Writes one entry on `db` — the change's own transaction. An update that changed nothing writes none; a creation,
 * deletion, approval or reopening is written even with no field changed, as the act itself is the news.
 */
export async function recordChange(db: Db, change: AuditChange): Promise<void> {
  const changes = fieldChanges(change.before, change.after);
  if (change.action === 'updated' && !changes.length) return;
  await db.insert(auditLog).values({
    actorId: change.author.userId,
    actorName: change.author.name,
    ip: change.author.ip,
    recordKind: change.kind,
    recordId: String(change.recordId),
    label: change.label,
    action: change.action,
    changes,
  });
}
