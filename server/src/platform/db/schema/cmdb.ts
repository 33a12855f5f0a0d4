/** The devices of a company (CMDB). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, searchText } from './columns';
import { companies, users } from './users-auth';

export const devices = pgTable(
  'devices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    ownerId: integer().references(() => users.id),
    type: text().notNull().default('other'),
    vendor: text(),
    model: text(),
    serviceTag: text(),
    inventoryNumber: text(),
    serial: text(),
    ip: text(),
    description: text(),
    location: text(),
    state: text().notNull().default('ok'),
    os: text(),
    account: text(),
    licenceKey: text(),
    office: text(),
    antivirus: text(),
    software: jsonb().$type<{ name: string; account?: string; key?: string }[]>().notNull().default([]),
    displays: jsonb().$type<{ size: string; vendor: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
    /** The global search's text: name (vendor and model), serial, service tag, inventory number, IP. */
    searchText: searchText('vendor', 'model', 'serial', 'service_tag', 'inventory_number', 'ip'),
  },
  (t) => [index('devices_company_idx').on(t.companyId)],
);
