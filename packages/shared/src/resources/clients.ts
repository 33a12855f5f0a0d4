/** Client people (staff side) and the employee import's preview (server/API.md "Client people", "Employee import"). */
import { z } from 'zod';
import { CLIENT_ROLES } from '../permissions.ts';
import { IMPORT_ENCODINGS, IMPORT_FIELDS, IMPORT_ROW_STATUSES, IMPORT_SEPARATORS } from '../schemas/enums.ts';
import { companyRefSchema, id, instant } from './common.ts';

export const clientPersonSchema = z.strictObject({
  id,
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  email: z.string(),
  additional_email: z.string().nullable(),
  job_position: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(CLIENT_ROLES),
  city: z.string().nullable(),
  lang: z.enum(['pl', 'en']),
  company: companyRefSchema,
  /** Signs in with the e-mailed temporary password until they set their own. */
  temporary_password: z.boolean(),
  created_at: instant,
  updated_at: instant,
  deleted_at: instant.nullable(),
});
export type ClientPerson = z.infer<typeof clientPersonSchema>;

const fieldValues = z.partialRecord(z.enum(IMPORT_FIELDS), z.string());

export const importRowSchema = z.strictObject({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  values: fieldValues,
  /** For `update`: the fields whose stored value differs. */
  changes: z.array(z.enum(IMPORT_FIELDS)),
  errors: z.array(z.strictObject({ field: z.enum(IMPORT_FIELDS).nullable(), message: z.string() })),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/**
 * How an import read its file: a CSV's encoding (the one used — detected, or chosen — and the detected one) and its
 * separator; all null for a workbook (.xlsx, .xls). Shared by the employee and the device import.
 */
export const importSourceSchema = z.strictObject({
  encoding: z.enum(IMPORT_ENCODINGS).nullable(),
  detected_encoding: z.enum(IMPORT_ENCODINGS).nullable(),
  separator: z.enum(IMPORT_SEPARATORS).nullable(),
});
export type ImportSource = z.infer<typeof importSourceSchema>;

export const importPreviewSchema = z.strictObject({
  id,
  company_id: id,
  file_name: z.string(),
  /** Null for a preview made before the source was recorded. */
  source: importSourceSchema.nullable(),
  headers: z.array(z.string()),
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.string().nullable()),
  counts: z.strictObject({
    total: z.number().int(),
    new: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** One page of rows, filtered by status when asked. */
  rows: z.array(importRowSchema),
  rows_meta: z.strictObject({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
  created_at: instant,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.strictObject({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;
