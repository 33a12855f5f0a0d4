/** The audit trail as a file: one row per changed field (an entry with none, e.g. an approval, one row), XLSX or CSV. */
import type { AuditEntry } from '@helpdesk/shared/resources';
import type { CsvDialect, ValidationLang } from '@helpdesk/shared/schemas';
import { BUSINESS_TIME_ZONE } from '../../platform/business-time-zone';
import { text, type ServerMessageKey } from '../../platform/messages';
import { sheetFile, type SheetColumn, type SheetFormat, type SheetValue } from '../../platform/sheets/writers';

const COLUMNS: readonly ServerMessageKey[] = [
  'audit_column_at',
  'audit_column_user',
  'audit_column_ip',
  'audit_column_kind',
  'audit_column_record_id',
  'audit_column_label',
  'audit_column_action',
  'audit_column_field',
  'audit_column_before',
  'audit_column_after',
];

/** The moment as the business zone's wall clock, 'YYYY-MM-DD HH:mm:ss' (the sheets' datetime kind). */
const localTime = new Intl.DateTimeFormat('sv-SE', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

/** A field's value as a cell: text stays text, anything else (numbers, lists, objects) as its JSON. */
const cell = (value: unknown): SheetValue =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function auditLogFile(
  entries: readonly AuditEntry[],
  lang: ValidationLang,
  format: SheetFormat,
  dialect: CsvDialect,
  today: string,
): { name: string; body: Buffer } {
  const say = (key: ServerMessageKey) => text(lang, key);
  const columns: SheetColumn[] = COLUMNS.map((key) => ({ header: say(key), kind: key === 'audit_column_at' ? 'datetime' : 'text' }));
  const rows = entries.flatMap((e) => {
    const head: SheetValue[] = [
      localTime.format(new Date(e.at)),
      e.user.name,
      e.ip,
      say(`audit_kind_${e.record_kind}`),
      e.record_id,
      e.label,
      say(`audit_action_${e.action}`),
    ];
    return e.changes.length ? e.changes.map((c) => [...head, c.field, cell(c.before), cell(c.after)]) : [[...head, null, null, null]];
  });
  return {
    name: `${say('audit_file')}-${today}.${format}`,
    body: sheetFile(format, [{ name: say('audit_sheet'), columns, rows }], dialect),
  };
}
