/**
 * The employee import: an upload becomes a stored preview (survives a reload, until confirmed or
 * discarded); its rows are judged against the people stored at each read; confirming writes every row in ONE
 * transaction or none (any row in error refuses the whole file). The mapping confirmed last is remembered per
 * company.
 */
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  clientMessage,
  IMPORT_FIELDS,
  type ClientMessageKey,
  type ImportEncoding,
  type ImportField,
  type ImportRowStatus,
  type ValidationLang,
} from '@helpdesk/shared/schemas';
import type { ImportPreview, ImportResult } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { companies, employeeImportMappings, employeeImports, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { readSheet } from '../../platform/cpu-work/sheets';
import { inScope, type RecordScope } from '../../platform/policy';
import { evaluateRows, guessMapping, type EvaluatedRow, type Mapping, type StoredPerson } from './rows';
import type { SheetColumn, SheetValue } from '../../platform/sheets/writers';
import { writeXlsx } from './sheet';

type ImportRowRecord = Omit<typeof employeeImports.$inferSelect, 'file'>;

/** Imported people have no usable password until they set one through "forgot password": no argon2 hash fits it. */
export const NO_PASSWORD = '!imported';

/** 404 for a company that does not exist or was deleted, 403 outside the actor's scope. */
export async function assertCompany(db: Db, scope: RecordScope, companyId: number): Promise<void> {
  const [row] = await db.select({ id: companies.id, deletedAt: companies.deletedAt }).from(companies).where(eq(companies.id, companyId));
  if (!row || row.deletedAt) throw new HttpError(404, 'not_found');
  if (!inScope(scope, companyId)) throw new HttpError(403, 'forbidden');
}

async function rememberedMapping(db: Db, companyId: number): Promise<Mapping | null> {
  const [row] = await db
    .select({ mapping: employeeImportMappings.mapping })
    .from(employeeImportMappings)
    .where(eq(employeeImportMappings.companyId, companyId));
  return (row?.mapping as Mapping | undefined) ?? null;
}

/**
 * Parses the file (a CSV in `encoding` when chosen, else the detected one) and stores it as the company's preview,
 * replacing an earlier one not confirmed; the bytes stay with it for a re-read in another encoding.
 */
export async function uploadImport(
  db: Db,
  companyId: number,
  userId: number,
  fileName: string,
  bytes: Buffer,
  encoding?: ImportEncoding,
): Promise<number> {
  const sheet = await readSheet(fileName, bytes, encoding);
  const mapping = guessMapping(sheet.headers, await rememberedMapping(db, companyId));
  return db.transaction(async (tx) => {
    await tx.delete(employeeImports).where(eq(employeeImports.companyId, companyId));
    const [row] = await tx
      .insert(employeeImports)
      .values({
        companyId,
        createdBy: userId,
        fileName: fileName.slice(0, 255),
        headers: sheet.headers,
        rows: sheet.rows,
        mapping,
        source: sheet.source,
        file: bytes,
      })
      .returning({ id: employeeImports.id });
    return row!.id;
  });
}

/**
 * Reads the preview's stored file again in `encoding` (the user's choice over the detected one). The mapping keeps
 * the fields whose header is still in the file; the others are guessed again (a garbled header now reads right).
 */
export async function rereadImport(db: Db, companyId: number, importId: number, encoding: ImportEncoding): Promise<void> {
  const record = await findImport(db, companyId, importId);
  const [stored] = await db.select({ file: employeeImports.file }).from(employeeImports).where(eq(employeeImports.id, record.id));
  if (!stored?.file) throw new ImportRefused('encoding', 'import_file_not_kept');
  const sheet = await readSheet(record.fileName, stored.file, encoding);
  const kept: Mapping = {};
  for (const field of IMPORT_FIELDS) {
    const header = (record.mapping as Mapping)[field];
    if (header && sheet.headers.includes(header)) kept[field] = header;
  }
  const mapping = guessMapping(sheet.headers, kept);
  await db
    .update(employeeImports)
    .set({ headers: sheet.headers, rows: sheet.rows, mapping, source: sheet.source })
    .where(eq(employeeImports.id, record.id));
}

/** The preview without its stored file (up to the upload limit): only a re-read needs the bytes. */
async function findImport(db: Db, companyId: number, importId: number): Promise<ImportRowRecord> {
  const { file: _file, ...columns } = getTableColumns(employeeImports);
  const [row] = await db
    .select(columns)
    .from(employeeImports)
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.companyId, companyId)));
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** A request the import cannot follow, named by its field (422). */
export class ImportRefused extends Error {
  constructor(
    readonly field: string,
    readonly key: ClientMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** The company's open preview, if any. */
export async function currentImportId(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: employeeImports.id })
    .from(employeeImports)
    .where(eq(employeeImports.companyId, companyId))
    .orderBy(desc(employeeImports.id))
    .limit(1);
  return row?.id ?? null;
}

const CHUNK = 1000;
const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The people whose address is one of these (any kind, any company, deleted too), by lower-cased e-mail: one query
 * per 5 000 addresses, the list passed as one JSON parameter (not thousands of bind parameters).
 */
async function storedPeople(db: Db, emails: string[]): Promise<Map<string, StoredPerson>> {
  const found = new Map<string, StoredPerson>();
  for (const part of chunks([...new Set(emails.filter(Boolean))], 5000)) {
    const rows = await db
      .select({
        id: users.id,
        kind: users.kind,
        companyId: users.companyId,
        deletedAt: users.deletedAt,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        additionalEmail: users.additionalEmail,
        jobPosition: users.jobPosition,
        phone: users.phone,
        role: users.role,
        city: users.city,
        lang: users.lang,
      })
      .from(users)
      .where(sql`${users.email} in (select jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`);
    for (const u of rows) {
      found.set(u.email.toLowerCase(), {
        id: u.id,
        kind: u.kind,
        companyId: u.companyId,
        deleted: !!u.deletedAt,
        values: {
          firstname: u.firstname,
          lastname: u.lastname,
          email: u.email.toLowerCase(),
          additional_email: u.additionalEmail ?? '',
          job_position: u.jobPosition ?? '',
          phone: u.phone ?? '',
          role: u.role,
          city: u.city ?? '',
          lang: u.lang,
        },
      });
    }
  }
  return found;
}

async function evaluate(db: Db, lang: ValidationLang, record: ImportRowRecord): Promise<EvaluatedRow[]> {
  const mapping = record.mapping as Mapping;
  const emailAt = mapping.email ? record.headers.indexOf(mapping.email) : -1;
  const emails = emailAt < 0 ? [] : record.rows.map((line) => (line[emailAt] ?? '').trim().toLowerCase());
  return evaluateRows(lang, record.companyId, record.headers, record.rows, mapping, await storedPeople(db, emails));
}

export interface RowsQuery {
  status?: ImportRowStatus | undefined;
  page: number;
  per_page: number;
}

export async function showImport(db: Db, lang: ValidationLang, companyId: number, importId: number, q: RowsQuery): Promise<ImportPreview> {
  const record = await findImport(db, companyId, importId);
  const rows = await evaluate(db, lang, record);
  const counts = { total: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.status]++;
  const filtered = q.status ? rows.filter((r) => r.status === q.status) : rows;
  const lastPage = Math.max(1, Math.ceil(filtered.length / q.per_page));
  const page = filtered.slice((q.page - 1) * q.per_page, q.page * q.per_page);
  return {
    id: record.id,
    company_id: record.companyId,
    file_name: record.fileName,
    source: record.source ?? null,
    headers: record.headers,
    mapping: record.mapping as Mapping,
    counts,
    rows: page.map(({ row, status, values, changes, errors }) => ({ row, status, values, changes, errors })),
    rows_meta: { page: q.page, per_page: q.per_page, total: filtered.length, last_page: lastPage },
    created_at: record.createdAt.toISOString(),
  };
}

export class MappingRefused extends Error {
  constructor(
    readonly key: 'import_header_unknown' | 'import_email_unmapped',
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

export async function saveMapping(db: Db, companyId: number, importId: number, mapping: Mapping): Promise<void> {
  const record = await findImport(db, companyId, importId);
  const next: Mapping = {};
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field] ?? null;
    if (header !== null && !record.headers.includes(header)) throw new MappingRefused('import_header_unknown', { header });
    next[field] = header;
  }
  if (!next.email) throw new MappingRefused('import_email_unmapped');
  await db.update(employeeImports).set({ mapping: next }).where(eq(employeeImports.id, record.id));
}

export async function discardImport(db: Db, companyId: number, importId: number): Promise<void> {
  const record = await findImport(db, companyId, importId);
  await db.delete(employeeImports).where(eq(employeeImports.id, record.id));
}

/** The rows at fault, answered with "Employees import error!" (spec §8); nothing was written. */
export class ImportFailed extends Error {
  constructor(readonly rows: { row: number; errors: string[] }[]) {
    super('import_error');
  }
}

const columnOf: Record<ImportField, keyof typeof users.$inferInsert> = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  additional_email: 'additionalEmail',
  job_position: 'jobPosition',
  phone: 'phone',
  role: 'role',
  city: 'city',
  lang: 'lang',
};

/** The columns a row writes: its mapped fields, empty optional texts as none, empty role/lang as their defaults. */
function columnsOf(values: EvaluatedRow['values'], only?: ImportField[]): Partial<typeof users.$inferInsert> {
  const set: Record<string, string | null> = {};
  for (const field of only ?? (Object.keys(values) as ImportField[])) {
    const value = values[field] ?? '';
    set[columnOf[field]] = value || (field === 'role' ? 'client' : field === 'lang' ? 'pl' : null);
  }
  return set as Partial<typeof users.$inferInsert>;
}

const SQL_COLUMN: Record<ImportField, string> = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  additional_email: 'additional_email',
  job_position: 'job_position',
  phone: 'phone',
  role: 'role',
  city: 'city',
  lang: 'lang',
};

/** The `new` rows in one statement per 2 000, from a JSON record set: no password (NO_PASSWORD), role and language defaulted. */
async function insertMany(db: Db, companyId: number, rows: EvaluatedRow[]): Promise<void> {
  for (const part of chunks(rows, 2000)) {
    const records = part.map((r) => {
      const set = columnsOf(r.values) as Record<string, unknown>;
      return Object.fromEntries(
        IMPORT_FIELDS.map((f) => [SQL_COLUMN[f], set[columnOf[f]] ?? (f === 'role' ? 'client' : f === 'lang' ? 'pl' : null)]),
      );
    });
    const names = sql.join(
      IMPORT_FIELDS.map((f) => sql.identifier(SQL_COLUMN[f])),
      sql`, `,
    );
    const shape = sql.join(
      IMPORT_FIELDS.map((f) => sql`${sql.identifier(SQL_COLUMN[f])} text`),
      sql`, `,
    );
    await db.execute(
      sql`insert into users (kind, company_id, password_hash, temporary_password, ${names})
          select 'client', ${companyId}::integer, ${NO_PASSWORD}, false, ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${shape})`,
    );
  }
}

/**
 * The `update` rows in one statement per 2 000: each row's mapped fields (the e-mail is the match, never written)
 * from a JSON record set. Unchanged mapped fields are written with the value they already hold.
 */
async function updateMany(db: Db, rows: EvaluatedRow[], now: Date): Promise<void> {
  for (const part of chunks(rows, 2000)) {
    const groups = new Map<string, EvaluatedRow[]>();
    for (const r of part) {
      const fields = (Object.keys(r.values) as ImportField[]).filter((f) => f !== 'email').sort();
      const key = fields.join(',');
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const [key, group] of groups) {
      const fields = key.split(',').filter(Boolean) as ImportField[];
      if (!fields.length) continue;
      const records = group.map((r) => {
        const set = columnsOf(r.values, fields) as Record<string, unknown>;
        return { id: r.personId, ...Object.fromEntries(fields.map((f) => [SQL_COLUMN[f], set[columnOf[f]] ?? null])) };
      });
      const assignments = sql.join(
        fields.map((f) => sql`${sql.identifier(SQL_COLUMN[f])} = v.${sql.identifier(SQL_COLUMN[f])}`),
        sql`, `,
      );
      const shape = sql.join([sql`id integer`, ...fields.map((f) => sql`${sql.identifier(SQL_COLUMN[f])} text`)], sql`, `);
      await db.execute(
        sql`update users set ${assignments}, updated_at = ${now.toISOString()}::timestamptz from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${shape}) where users.id = v.id`,
      );
    }
  }
}

/**
 * Writes the preview in one transaction: new people inserted, changed ones updated, the mapping remembered, the
 * preview removed. One row in error (at this moment: someone may have taken an address since) imports nothing.
 */
export async function confirmImport(db: Db, lang: ValidationLang, companyId: number, importId: number): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const record = await findImport(tx as unknown as Db, companyId, importId);
    const rows = await evaluate(tx as unknown as Db, lang, record);
    const faulty = rows.filter((r) => r.status === 'error');
    if (faulty.length) throw new ImportFailed(faulty.map((r) => ({ row: r.row, errors: r.errors.map((e) => e.message) })));
    const fresh = rows.filter((r) => r.status === 'new');
    const changed = rows.filter((r) => r.status === 'update');
    await insertMany(tx as unknown as Db, companyId, fresh);
    const now = new Date();
    await updateMany(tx as unknown as Db, changed, now);
    await tx
      .insert(employeeImportMappings)
      .values({ companyId, mapping: record.mapping })
      .onConflictDoUpdate({ target: employeeImportMappings.companyId, set: { mapping: record.mapping, updatedAt: now } });
    await tx.delete(employeeImports).where(eq(employeeImports.id, record.id));
    return { created: fresh.length, updated: changed.length, unchanged: rows.length - fresh.length - changed.length };
  });
}

/** The rows at fault as an .xlsx: the file's own columns, then the row number and the reasons. */
export async function errorFile(db: Db, lang: ValidationLang, companyId: number, importId: number): Promise<Buffer> {
  const record = await findImport(db, companyId, importId);
  const rows = await evaluate(db, lang, record);
  const columns: SheetColumn[] = [
    ...record.headers.map((header) => ({ header, kind: 'text' as const })),
    { header: clientMessage(lang, 'row_column'), kind: 'integer' },
    { header: clientMessage(lang, 'error_column'), kind: 'text', width: 60 },
  ];
  const lines: SheetValue[][] = [];
  for (const r of rows)
    if (r.status === 'error') lines.push([...record.rows[r.row - 2]!, r.row, r.errors.map((e) => e.message).join('; ')]);
  return writeXlsx(clientMessage(lang, 'error_column'), columns, lines);
}

/** The template: the fields as headers (recognised without mapping) and one example person. */
export function templateFile(): Promise<Buffer> {
  return writeXlsx(
    'employees',
    IMPORT_FIELDS.map((header) => ({ header, kind: 'text' as const })),
    [['Jan', 'Kowalski', 'jan.kowalski@example.com', '', 'Księgowy', '+48 600 100 200', 'client', 'Warszawa', 'pl']],
  );
}
