/**
 * The CMDB export: one row per device, headers, types and states in the user's language (the import reads the
 * names back in either language); software and displays as one cell each. XLSX or CSV in the reader's dialect.
 */
import type { Device } from '@helpdesk/shared/resources';
import type { CsvDialect, ValidationLang } from '@helpdesk/shared/schemas';
import { nameOf } from '@helpdesk/shared/vocabulary';
import { text } from '../../platform/messages';
import { sheetFileOffThread } from '../../platform/cpu-work/sheets';
import { type SheetFormat } from '../../platform/sheets/writers';

/** The export's (and the import's) columns, in order. */
export const DEVICE_COLUMNS = [
  'company',
  'owner',
  'type',
  'vendor',
  'model',
  'service_tag',
  'inventory_number',
  'serial',
  'ip',
  'location',
  'state',
  'os',
  'account',
  'licence_key',
  'office',
  'antivirus',
  'software',
  'displays',
  'description',
] as const;
export type DeviceColumn = (typeof DEVICE_COLUMNS)[number];

/** A column's header in `lang`, from the catalogue (`device_column_<column>`). */
export const deviceHeader = (lang: ValidationLang, column: DeviceColumn): string => text(lang, `device_column_${column}`);

const cell = (lang: ValidationLang, device: Device, column: DeviceColumn): string => {
  switch (column) {
    case 'type':
      return nameOf(lang, 'deviceType', device.type);
    case 'state':
      return nameOf(lang, 'deviceState', device.state);
    case 'company':
      return device.company.tag;
    case 'owner':
      return device.owner?.name ?? '';
    case 'software':
      return device.software.map((s) => [s.name, s.account, s.key].filter(Boolean).join(' / ')).join('; ');
    case 'displays':
      return device.displays.map((d) => [d.size, d.vendor].filter(Boolean).join(' ')).join('; ');
    default:
      return device[column] ?? '';
  }
};

export function devicesFile(
  lang: ValidationLang,
  rows: Device[],
  format: SheetFormat = 'xlsx',
  dialect: CsvDialect = lang,
): Promise<Buffer> {
  const columns = DEVICE_COLUMNS.map((c) => ({ header: deviceHeader(lang, c), kind: 'text' as const }));
  const table = { name: text(lang, 'device_sheet'), columns, rows: rows.map((d) => DEVICE_COLUMNS.map((c) => cell(lang, d, c))) };
  return sheetFileOffThread(format, [table], dialect);
}
