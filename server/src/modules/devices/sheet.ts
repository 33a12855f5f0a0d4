/** The CMDB export: one row per device, headers in the user's language; software and displays as one cell each. */
import type { Device } from '@helpdesk/shared/resources';
import type { ValidationLang } from '@helpdesk/shared/schemas';
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

export const DEVICE_HEADERS: Record<ValidationLang, Record<DeviceColumn, string>> = {
  pl: {
    company: 'Firma',
    owner: 'Właściciel',
    type: 'Typ',
    vendor: 'Producent',
    model: 'Model',
    service_tag: 'ServiceTag',
    inventory_number: 'Numer inwentarzowy',
    serial: 'Numer seryjny',
    ip: 'IP',
    location: 'Lokalizacja',
    state: 'Stan',
    os: 'System operacyjny',
    account: 'Konto',
    licence_key: 'Klucz licencji',
    office: 'Office',
    antivirus: 'Antywirus',
    software: 'Dodatkowe oprogramowanie',
    displays: 'Monitory',
    description: 'Opis',
  },
  en: {
    company: 'Company',
    owner: 'Owner',
    type: 'Type',
    vendor: 'Vendor',
    model: 'Model',
    service_tag: 'ServiceTag',
    inventory_number: 'Inventory number',
    serial: 'Serial',
    ip: 'IP',
    location: 'Location',
    state: 'State',
    os: 'OS',
    account: 'Account',
    licence_key: 'Licence key',
    office: 'Office',
    antivirus: 'Antivirus',
    software: 'Additional software',
    displays: 'Displays',
    description: 'Description',
  },
};

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
  const headers = DEVICE_HEADERS[lang];
  return writeXlsx(lang === 'pl' ? 'Urządzenia' : 'Devices', [
    DEVICE_COLUMNS.map((c) => headers[c]),
    ...rows.map((d) => DEVICE_COLUMNS.map((c) => cell(d, c))),
  ]);
}
