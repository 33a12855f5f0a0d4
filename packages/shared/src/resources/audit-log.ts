/** The audit trail (server/API.md "Audit trail"): one entry per administrative change. */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS } from '../schemas/audit-log.ts';
import { instant, paginatedSchema } from './common.ts';

export const auditFieldChangeSchema = z.strictObject({
  field: z.string(),
  /** The value before and after (null = none); a secret reads "[redacted]". */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  at: instant,
  /** Who made the change: null id when no signed-in user did (a job). */
  user: z.strictObject({ id: z.number().int().nullable(), name: z.string() }),
  ip: z.string().nullable(),
  record_kind: z.enum(AUDIT_RECORD_KINDS),
  record_id: z.string(),
  label: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.array(auditFieldChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = paginatedSchema(auditEntrySchema);
