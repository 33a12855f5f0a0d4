/**
 * The CMDB spreadsheet import (.xlsx, .xls, .csv — the export's columns, in either language): every row is read and
 * checked the way the form is (the credentials rule included), then either all rows are added or none. A preview
 * answers the same check without writing.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { deviceBodySchema, type DeviceBody, type ImportEncoding, type ValidationLang } from '@helpdesk/shared/schemas';
import type { ImportSource } from '@helpdesk/shared/resources';
import { VOCABULARY, valueOfName } from '@helpdesk/shared/vocabulary';
import type { Db } from '../../platform/db/client';
import { companies, devices, users } from '../../platform/db/schema';
import { issuesToErrors } from '../../platform/errors';
import { inScope, type RecordScope } from '../../platform/policy';
import { text } from '../../platform/messages';
import { readSheet } from '../../platform/cpu-work/sheets';
import { headerKey } from '../../platform/import-sheet';
import { DEVICE_COLUMNS, deviceHeader, type DeviceColumn } from './sheet';
import { deviceValues } from './service';

export interface DeviceImportRow {
  row: number;
  status: 'new' | 'error';
  values: Partial<Record<DeviceColumn, string>>;
  /** `field`: the column (or the form's field); `label`: its header in the user's language. */
  errors: { field: string; label: string; message: string }[];
}
export interface DeviceImportResult {
  /** How the file was read: a CSV's encoding and separator. */
  source: ImportSource;
  rows: DeviceImportRow[];
  total: number;
  errors: number;
}

/** Which file column fills which field: the export's headers in Polish or English, or the field's own name. */
function columnsOf(headers: string[]): Map<DeviceColumn, number> {
  const map = new Map<DeviceColumn, number>();
  for (const column of DEVICE_COLUMNS) {
    const names = new Set([column, deviceHeader('pl', column), deviceHeader('en', column)].map(headerKey));
    const index = headers.findIndex((h) => names.has(headerKey(h)));
    if (index >= 0) map.set(column, index);
  }
  return map;
}

/** The column a form field's error belongs to (`company_id` → company, `software.0.name` → software). */
const columnOfField = (field: string): DeviceColumn | null => {
  const root = field.split('.')[0]!.replace(/_id$/, '');
  return (DEVICE_COLUMNS as readonly string[]).includes(root) ? (root as DeviceColumn) : null;
};

/** "name / account / key; name 2" → rows. */
const softwareOf = (cell: string) =>
  cell
    .split(';')
    .map((part) => part.split('/').map((s) => s.trim()))
    .filter(([name]) => name)
    .map(([name = '', account = '', key = '']) => ({ name, account, key }));
/** `24" Dell; 27"` → rows (the size is the first word). */
const displaysOf = (cell: string) =>
  cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [size = '', ...vendor] = part.split(/\s+/);
      return { size, vendor: vendor.join(' ') };
    });

/** Reads and checks every row; `companyId` is the chosen company (a row's Company column, a tag, overrides it). */
export async function checkDeviceSheet(
  db: Db,
  lang: ValidationLang,
  records: RecordScope,
  companyId: number,
  fileName: string,
  bytes: Buffer,
  encoding?: ImportEncoding,
): Promise<{ result: DeviceImportResult; bodies: DeviceBody[] }> {
  const sheet = await readSheet(fileName, bytes, encoding);
  const columns = columnsOf(sheet.headers);
  const cellOf = (line: string[], column: DeviceColumn) => {
    const index = columns.get(column);
    return index === undefined ? '' : (line[index] ?? '').trim();
  };
  const visible = (await db.select({ id: companies.id, tag: companies.tag }).from(companies).where(isNull(companies.deletedAt))).filter(
    (c) => inScope(records, c.id),
  );
  const byTag = new Map(visible.map((c) => [c.tag.toLowerCase(), c.id]));
  const companyIds = [...new Set([companyId, ...visible.map((c) => c.id)])];
  const people = await db
    .select({ id: users.id, companyId: users.companyId, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(and(eq(users.kind, 'client'), isNull(users.deletedAt), inArray(users.companyId, companyIds)));

  const rows: DeviceImportRow[] = [];
  const bodies: DeviceBody[] = [];
  sheet.rows.forEach((line, index) => {
    const values: Partial<Record<DeviceColumn, string>> = {};
    for (const column of DEVICE_COLUMNS) if (columns.has(column)) values[column] = cellOf(line, column);
    const errors: DeviceImportRow['errors'] = [];
    const fail = (field: string, message: string) => {
      const column = columnOfField(field);
      errors.push({ field, label: column ? deviceHeader(lang, column) : field, message });
    };
    const tag = values.company?.toLowerCase();
    const rowCompany = tag ? byTag.get(tag) : visible.some((c) => c.id === companyId) ? companyId : undefined;
    if (!rowCompany) fail('company', text(lang, 'device_row_company', { value: values.company || String(companyId) }));
    let ownerId: number | null = null;
    if (values.owner && rowCompany) {
      const wanted = values.owner.toLowerCase();
      const owner = people.find(
        (p) =>
          p.companyId === rowCompany &&
          (p.email.toLowerCase() === wanted || `${p.firstname} ${p.lastname}`.trim().toLowerCase() === wanted),
      );
      if (owner) ownerId = owner.id;
      else fail('owner', text(lang, 'device_row_owner', { value: values.owner }));
    }
    // A type or state the list does not know names the allowed ones, rather than the schema's "required".
    const listed = (field: 'type' | 'state', group: 'deviceType' | 'deviceState', fallback: string) => {
      const given = values[field];
      if (!given) return fallback;
      const value = valueOfName(group, given);
      if (Object.hasOwn(VOCABULARY[lang][group], value)) return value;
      fail(field, text(lang, 'device_row_unknown_value', { value: given, allowed: Object.values(VOCABULARY[lang][group]).join(', ') }));
      return fallback;
    };
    const parsed = deviceBodySchema.safeParse({
      company_id: rowCompany ?? companyId,
      owner_id: ownerId,
      type: listed('type', 'deviceType', 'other'),
      state: listed('state', 'deviceState', 'ok'),
      vendor: values.vendor,
      model: values.model,
      service_tag: values.service_tag,
      inventory_number: values.inventory_number,
      serial: values.serial,
      ip: values.ip,
      description: values.description,
      location: values.location,
      os: values.os,
      account: values.account,
      licence_key: values.licence_key,
      office: values.office,
      antivirus: values.antivirus,
      software: softwareOf(values.software ?? ''),
      displays: displaysOf(values.displays ?? ''),
    });
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(issuesToErrors(lang, parsed.error.issues)))
        for (const message of messages) fail(field, message);
    } else if (!errors.length) bodies.push(parsed.data);
    rows.push({ row: index + 2, status: errors.length ? 'error' : 'new', values, errors });
  });
  return { result: { source: sheet.source, rows, total: rows.length, errors: rows.filter((r) => r.status === 'error').length }, bodies };
}

/** Adds every row in one transaction. */
export async function addDevices(db: Db, bodies: DeviceBody[]): Promise<number> {
  if (!bodies.length) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < bodies.length; i += 500) await tx.insert(devices).values(bodies.slice(i, i + 500).map(deviceValues));
  });
  return bodies.length;
}
