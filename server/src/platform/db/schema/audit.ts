/** The audit trail of administrative changes (issue 35): append-only, see the trigger in its migration. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/** One changed field: its value before and after (null = absent); secrets arrive here already redacted. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * One administrative change. No foreign keys: an entry outlives its record and its author, and a cascading
 * `set null` would be the very UPDATE the table refuses; the author's name is kept as it was then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp(tz).notNull().defaultNow(),
    actorId: integer(),
    actorName: text().notNull(),
    ip: text(),
    recordKind: text().notNull(),
    recordId: text().notNull(),
    label: text().notNull(),
    action: text().notNull(),
    changes: jsonb().$type<AuditFieldChange[]>().notNull(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.recordKind, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
