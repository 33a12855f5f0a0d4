/** The audit trail of administrative changes (issue 35): what it records and how its list is asked. */
import { z } from 'zod';
import { dateSchema, idSchema, pageQueryShape } from './primitives.ts';
import { EXPORT_FORMATS, csvDialectSchema } from './reports-time.ts';

/** The kinds of record the trail covers. */
export const AUDIT_RECORD_KINDS = [
  'company',
  'company-pricing',
  'agent-cost',
  'user',
  'allowed-ip',
  'holiday',
  'remote-deployment',
  'invoicing-month',
  'settings',
  'text-module',
  'macro',
  'automation',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

export const AUDIT_ACTIONS = ['created', 'updated', 'deleted', 'restored', 'approved', 'reopened'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `record_kind` takes one kind or several comma-separated (a company's History: company, its pricing, its months). */
const recordKinds = z
  .string()
  .trim()
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(AUDIT_RECORD_KINDS)).max(AUDIT_RECORD_KINDS.length))
  .optional();

const auditFilterShape = {
  record_kind: recordKinds,
  record_id: z.string().trim().min(1).max(64).optional(),
  user_id: idSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
};

/** `GET /api/admin/audit-log`: newest first, filtered, a page. */
export const auditLogQuerySchema = z.object({ ...auditFilterShape, ...pageQueryShape });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** `GET /api/admin/audit-log/export`: the same filters, every matching entry, as XLSX or CSV. */
export const auditLogExportQuerySchema = z.object({
  ...auditFilterShape,
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  dialect: csvDialectSchema.optional(),
});
export type AuditLogExportQuery = z.output<typeof auditLogExportQuerySchema>;
