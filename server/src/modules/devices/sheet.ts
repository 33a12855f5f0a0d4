/** The CMDB export: one row per device, headers in the user's language; software and displays as one cell each. */
import type { Device } from '@helpdesk/shared/resources';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import { text } from '../../platform/messages';
import { writeXlsx } from '../employee-import';

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

const cell = (device: Device, column: DeviceColumn): string => {
  switch (column) {
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

export function devicesWorkbook(lang: ValidationLang, rows: Device[]): Buffer {
  return writeXlsx(text(lang, 'device_sheet'), [
    DEVICE_COLUMNS.map((c) => deviceHeader(lang, c)),
    ...rows.map((d) => DEVICE_COLUMNS.map((c) => cell(d, c))),
  ]);
}
