/**
 * Choices for the staff ticket form: the companies an agent may pick, and per company its
 * people, devices and projects; plus every agent. Deleted rows are never offered.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { collatorOf, sortByText } from '@helpdesk/shared/numbers';
import type { AgentChoice, CompanyChoice, DeviceChoice, PersonChoice, ProjectChoice } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { OPEN_TICKET_STATUSES } from '@helpdesk/shared/schemas';
import { companies, devices, leaves, projects, ticketCounts, users } from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { HttpError } from '../../platform/errors';
import { availableNow, awayDays } from '../working-time';
import { inScope, scopeOf, scopeWhere, type Actor } from '../../platform/policy';

/**
 * Choices are ordered by the user's language (Intl.Collator), not by the database: PGlite and a PostgreSQL with the C
 * collation put "Łódzka" after "Zakład" (issue #37). The lists are short; the query keeps a stable id order first.
 */
const byPerson = (lang: string) => {
  const collator = collatorOf(lang);
  return (a: { firstname: string; lastname: string }, b: { firstname: string; lastname: string }) =>
    collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname);
};

/** The companies an agent may pick: its record scope (`scopeOf`: admins and managers every company). */
export async function companyChoices(db: Db, actor: Actor, lang: string): Promise<CompanyChoice[]> {
  const scope = scopeOf(actor);
  const rows = await db
    .select({ id: companies.id, name: companies.name, short_name: companies.shortName, tag: companies.tag })
    .from(companies)
    .where(and(isNull(companies.deletedAt), scopeWhere(scope, companies.id)))
    .orderBy(asc(companies.id));
  return sortByText(rows, (r) => r.name, lang);
}

/** 404 for a company that does not exist (or was deleted), 403 for one outside this agent's scope. */
export async function assertCompanyVisible(db: Db, actor: Actor, companyId: number): Promise<void> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!row) throw new HttpError(404, 'not_found');
  if (!inScope(scopeOf(actor), companyId)) throw new HttpError(403, 'forbidden');
}

const fullName = (r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`.trim();

export async function companyPeople(db: Db, companyId: number, lang: string): Promise<PersonChoice[]> {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.kind, 'client'), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  return rows.sort(byPerson(lang)).map((r) => ({ id: r.id, name: fullName(r), email: r.email, role: r.role }));
}

export async function companyDevices(db: Db, companyId: number): Promise<DeviceChoice[]> {
  const rows = await db
    .select({
      id: devices.id,
      type: devices.type,
      vendor: devices.vendor,
      model: devices.model,
      inventoryNumber: devices.inventoryNumber,
      state: devices.state,
      ownerId: devices.ownerId,
    })
    .from(devices)
    .where(and(eq(devices.companyId, companyId), isNull(devices.deletedAt)))
    .orderBy(asc(devices.inventoryNumber), asc(devices.id));
  // Same `name` as the ticket's device (vendor and model).
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name: [r.vendor, r.model].filter(Boolean).join(' '),
    inventory_number: r.inventoryNumber,
    state: r.state,
    owner_id: r.ownerId,
  }));
}

export async function companyProjects(db: Db, companyId: number, lang: string): Promise<ProjectChoice[]> {
  const rows = await db
    .select({ id: projects.id, name: projects.name, state: projects.state })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), isNull(projects.deletedAt)))
    .orderBy(asc(projects.id));
  return sortByText(rows, (r) => r.name, lang);
}

/** How far ahead the pickers mention an agent's coming leave. */
export const LEAVE_NOTICE_DAYS = 7;

/**
 * Every agent; `on_leave`: away today (Poland's calendar) on an accepted leave other than remote work; `leave`: that
 * leave, or the next such leave starting within LEAVE_NOTICE_DAYS, whole days (else null); `open_tickets`: its load;
 * `available`: at work now (working-time's `availableNow`).
 */
export async function agentChoices(db: Db, lang: string, now = new Date()): Promise<AgentChoice[]> {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, agentType: users.agentType, timeScope: users.timeScope })
    .from(users)
    .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  rows.sort(byPerson(lang));
  const today = businessDateOf(now);
  const ids = rows.map((r) => r.id);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + LEAVE_NOTICE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [away, available, load, coming] = await Promise.all([
    awayDays(db, ids, today, today),
    availableNow(db, rows, now),
    openTicketCounts(db),
    db
      .select({ agentId: leaves.agentId, start: leaves.start, end: leaves.end })
      .from(leaves)
      .where(and(isNotNull(leaves.acceptedAt), ne(leaves.type, 'remote'), gte(leaves.end, today), lte(leaves.start, horizon)))
      .orderBy(asc(leaves.start)),
  ]);
  const next = new Map<number, { start: string; end: string }>();
  for (const l of coming) if (!next.has(l.agentId)) next.set(l.agentId, { start: l.start, end: l.end });
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r),
    agent_type: r.agentType,
    on_leave: away.get(r.id)!.has(today),
    leave: next.get(r.id) ?? null,
    open_tickets: load.get(r.id) ?? 0,
    available: available.get(r.id)!,
  }));
}

/**
 * Open tickets per assignee, every agent in one query: a sum over the trigger-kept `ticket_counts` summary (a few
 * thousand rows) rather than a count over the tickets.
 */
async function openTicketCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ agentId: ticketCounts.assigneeId, n: sql<number>`sum(${ticketCounts.n})`.mapWith(Number) })
    .from(ticketCounts)
    .where(and(isNull(ticketCounts.deletedAt), inArray(ticketCounts.status, [...OPEN_TICKET_STATUSES]), isNotNull(ticketCounts.assigneeId)))
    .groupBy(ticketCounts.assigneeId);
  return new Map(rows.map((r) => [r.agentId!, r.n]));
}
