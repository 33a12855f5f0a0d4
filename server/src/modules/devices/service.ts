/**
 * CMDB devices: CRUD with soft delete and restore, the list with search over every identifying field and filters,
 * and the device page with its tickets. Every query is bound to the actor's record scope (admins and managers every
 * company, agents their assigned ones); a device outside it is "not found".
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, devices, tickets, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { inScope, scopeWhere, type RecordScope } from '../../platform/policy';
import { paginate } from '../../platform/pagination';
import type { DeviceBody, DeviceExportQuery, DeviceListQuery, DeviceState, DeviceType, TicketStatus } from '@helpdesk/shared/schemas';
import type { Device, DeviceDetail, Paginated } from '@helpdesk/shared/resources';

type Row = typeof devices.$inferSelect;
type Joined = {
  device: Row;
  company: { id: number; tag: string; shortName: string };
  owner: { id: number | null; firstname: string | null; lastname: string | null } | null;
};

const select = {
  device: devices,
  company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
  owner: { id: users.id, firstname: users.firstname, lastname: users.lastname },
};

const base = (db: Db, where?: SQL) =>
  db
    .select(select)
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(users, eq(users.id, devices.ownerId))
    .where(where);

export function presentDevice(r: Joined): Device {
  const d = r.device;
  return {
    id: d.id,
    company: { id: r.company.id, tag: r.company.tag, short_name: r.company.shortName },
    owner: r.owner?.id ? { id: r.owner.id, name: `${r.owner.firstname ?? ''} ${r.owner.lastname ?? ''}`.trim() } : null,
    type: d.type as DeviceType,
    name: [d.vendor, d.model].filter(Boolean).join(' '),
    vendor: d.vendor,
    model: d.model,
    service_tag: d.serviceTag,
    inventory_number: d.inventoryNumber,
    serial: d.serial,
    ip: d.ip,
    description: d.description,
    location: d.location,
    state: d.state as DeviceState,
    os: d.os,
    account: d.account,
    licence_key: d.licenceKey,
    office: d.office,
    antivirus: d.antivirus,
    software: d.software.map((s) => ({ name: s.name, account: s.account ?? '', key: s.key ?? '' })),
    displays: d.displays.map((s) => ({ size: s.size, vendor: s.vendor ?? '' })),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    deleted_at: d.deletedAt?.toISOString() ?? null,
  };
}

const like = (value: string) => `%${value.replace(/[%_\\]/g, '\\$&')}%`;

/** The list's conditions: filter, company, type, state, search over every identifying field, and the record scope. */
function listWhere(q: Omit<DeviceExportQuery, 'format' | 'dialect'>, records: RecordScope): SQL | undefined {
  const term = q.search ? like(q.search) : null;
  return and(
    q.filter === 'active' ? isNull(devices.deletedAt) : q.filter === 'trashed' ? isNotNull(devices.deletedAt) : undefined,
    q.company_id ? eq(devices.companyId, q.company_id) : undefined,
    q.type ? eq(devices.type, q.type) : undefined,
    q.state ? eq(devices.state, q.state) : undefined,
    scopeWhere(records, devices.companyId),
    term
      ? or(
          ilike(devices.serial, term),
          ilike(devices.serviceTag, term),
          ilike(devices.inventoryNumber, term),
          ilike(devices.ip, term),
          ilike(devices.vendor, term),
          ilike(devices.model, term),
          ilike(sql`coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')`, term),
          ilike(users.email, term),
        )
      : undefined,
  );
}

export async function listDevices(db: Db, q: DeviceListQuery, records: RecordScope, path: string): Promise<Paginated<Device>> {
  const where = listWhere(q, records);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(devices)
    .leftJoin(users, eq(users.id, devices.ownerId))
    .where(where);
  const rows = await base(db, where)
    .orderBy(desc(devices.createdAt), desc(devices.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(rows.map(presentDevice), total, {
    page: q.page,
    perPage: q.per_page,
    sort: '-created_at',
    path,
    query: { filter: q.filter, company_id: q.company_id, type: q.type, state: q.state, search: q.search, per_page: q.per_page },
  });
}

/** Every device the list shows with these filters (the export), oldest first, bounded. */
export const EXPORT_MAX_ROWS = 50_000;
export async function exportDevices(db: Db, q: DeviceExportQuery, records: RecordScope): Promise<Device[]> {
  const rows = await base(db, listWhere(q, records))
    .orderBy(asc(companies.tag), asc(devices.inventoryNumber), asc(devices.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(presentDevice);
}

async function find(db: Db, id: number, records: RecordScope, withTrashed: boolean): Promise<Joined> {
  const [row] = await base(
    db,
    and(eq(devices.id, id), withTrashed ? undefined : isNull(devices.deletedAt), scopeWhere(records, devices.companyId)),
  );
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** The device page: the device (deleted ones too, to restore them) and its live tickets, newest first. */
export async function showDevice(db: Db, id: number, records: RecordScope): Promise<DeviceDetail> {
  const row = await find(db, id, records, true);
  const list = await db
    .select({ id: tickets.id, fullid: tickets.fullid, subject: tickets.subject, status: tickets.status, createdAt: tickets.createdAt })
    .from(tickets)
    .where(and(eq(tickets.deviceId, id), isNull(tickets.deletedAt)))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(200);
  return {
    ...presentDevice(row),
    tickets: list.map((t) => ({
      id: t.id,
      fullid: t.fullid,
      subject: t.subject,
      status: t.status as TicketStatus,
      created_at: t.createdAt.toISOString(),
    })),
  };
}

/** The company must exist and lie in the record scope; the owner must be a client person of that company. */
export async function checkDevice(db: Db, body: Pick<DeviceBody, 'company_id' | 'owner_id'>, records: RecordScope) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, body.company_id), isNull(companies.deletedAt)));
  if (!company || !inScope(records, company.id)) throw new FieldError('company_id', 'one_of');
  if (body.owner_id) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.owner_id), eq(users.kind, 'client'), eq(users.companyId, body.company_id), isNull(users.deletedAt)));
    if (!owner) throw new FieldError('owner_id', 'not_company_member');
  }
}

const blank = (value: string | null | undefined) => (value ? value : null);

export const deviceValues = (body: DeviceBody) => ({
  companyId: body.company_id,
  ownerId: body.owner_id ?? null,
  type: body.type,
  vendor: blank(body.vendor),
  model: blank(body.model),
  serviceTag: blank(body.service_tag),
  inventoryNumber: blank(body.inventory_number),
  serial: blank(body.serial),
  ip: blank(body.ip),
  description: blank(body.description),
  location: blank(body.location),
  state: body.state,
  os: blank(body.os),
  account: blank(body.account),
  licenceKey: blank(body.licence_key),
  office: blank(body.office),
  antivirus: blank(body.antivirus),
  software: body.software,
  displays: body.displays,
});

export async function createDevice(db: Db, body: DeviceBody, records: RecordScope): Promise<number> {
  await checkDevice(db, body, records);
  const [row] = await db.insert(devices).values(deviceValues(body)).returning({ id: devices.id });
  return row!.id;
}

export async function updateDevice(db: Db, id: number, body: DeviceBody, records: RecordScope) {
  const current = await find(db, id, records, false);
  await checkDevice(db, body, records);
  // Tickets point at the device: it cannot move to another company while a ticket of the old one names it.
  if (body.company_id !== current.device.companyId) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(tickets).where(eq(tickets.deviceId, id));
    if (n > 0) throw new FieldError('company_id', 'one_of');
  }
  await db
    .update(devices)
    .set({ ...deviceValues(body), updatedAt: new Date() })
    .where(eq(devices.id, id));
}

export async function trashDevice(db: Db, id: number, records: RecordScope) {
  await find(db, id, records, false);
  await db.update(devices).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(devices.id, id));
}

export async function restoreDevice(db: Db, id: number, records: RecordScope) {
  const row = await find(db, id, records, true);
  if (row.device.deletedAt) await db.update(devices).set({ deletedAt: null, updatedAt: new Date() }).where(eq(devices.id, id));
}
