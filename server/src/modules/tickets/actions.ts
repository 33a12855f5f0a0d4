/**
 * What agents and clients do to tickets (issue 5 item 2): create, change, reply, notes, CC, trash and
 * restore, each with a history row, SLA bookkeeping, real-time events and notifications. Every change
 * bumps `version`; a save carrying an older version is refused with 409 and the current ticket.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { message, ticketPresenceChannel, type MessageKey, type TicketBroadcastPayload, type TicketStatus } from '@helpdesk/shared/schemas';
import type { ClientTicketDetail, HistoryEntry, PersonRef, TicketDetail, TicketPlannedWork, TimeReport } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import {
  companies,
  companyPriorities,
  devices,
  holidays,
  plannedWorks,
  projects,
  ticketAttachments,
  ticketCc,
  ticketHistory,
  ticketMessages,
  ticketNotes,
  tickets,
  timeReports,
  users,
  type Origin,
} from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { can, scopeOf, type Actor, type CompanyRow, type UserRow } from '../../platform/policy';
import { notifyUser } from '../notifications/service';
import { chargedMinutes, splitOvertime } from '../time-reports/time-rules';
import { clientVisibility, inCompanies } from './filters';
import { presentAttachment } from './attachments';
import { personOf, presentListRow, presentSender } from './presenter';
import { sanitizeMessage } from './sanitize';
import { deadlinesFor, isWaiting, resumeDeadline, type SlaCalendar, type SlaPolicy } from './sla';
import { publishTicketEvent } from './service';

export type TicketRow = typeof tickets.$inferSelect;
type TicketSet = Partial<typeof tickets.$inferInsert>;

// ---------------------------------------------------------------- who acts

/** The From of an e-mail filed as a ticket or a message, as received (the name may be missing). */
export interface MailSender {
  name: string | null;
  email: string;
}

/** What the system files with nobody signed in. */
export type SystemOrigin = Exclude<Origin, 'web'>;

/**
 * The system filing tickets for a company with nobody signed in (e-mail intake, monitoring alerts, reminders).
 * It sees the company's tickets and acts as a client would; the rows it writes name `client` (the known
 * sender, the monitoring account) or nobody: created_by, message authors and history users stay null. The rows
 * keep `origin` (and an e-mail's From), so a page can still say what wrote them.
 */
export interface SystemActor {
  kind: 'system';
  isAgent: false;
  /** The company the caller established (sender's domain, alert token, reminder). */
  company: CompanyRow;
  client: UserRow | null;
  origin: SystemOrigin;
  /** Filing an e-mail: its From, kept on the ticket or message written (the only name an unknown sender has). */
  mailSender: MailSender | null;
}

/** Who does something to a ticket: a signed-in person, or the system. */
export type TicketActor = Actor | SystemActor;

export const systemActor = (company: CompanyRow, client: UserRow | null, origin: SystemOrigin, mailSender: MailSender | null = null): SystemActor => ({
  kind: 'system',
  isAgent: false,
  company,
  client,
  origin,
  mailSender,
});

const isSystem = (actor: TicketActor): actor is SystemActor => 'kind' in actor && actor.kind === 'system';

/** What filed a ticket or wrote a message, and the e-mail's From when an e-mail did (server/API.md "One ticket"). */
export interface Provenance {
  origin: Origin;
  sender: MailSender | null;
}

/** The system's filing, else someone in the app. */
const provenanceOf = (actor: TicketActor): Provenance => (isSystem(actor) ? { origin: actor.origin, sender: actor.mailSender } : { origin: 'web', sender: null });


/** The user written as creator, author and history user; null for the system acting for nobody. */
const userIdOf = (actor: TicketActor): number | null => (isSystem(actor) ? (actor.client?.id ?? null) : actor.user.id);

/** The ticket if this actor may see it; 404 otherwise (a client learns nothing about other tickets). */
export async function findTicket(db: Db, actor: TicketActor, id: number, options: { withTrashed?: boolean } = {}): Promise<TicketRow> {
  const visible = isSystem(actor)
    ? eq(tickets.companyId, actor.company.id)
    : actor.isAgent
    ? inCompanies(scopeOf(actor).companies)
    : actor.user.companyId
      ? clientVisibility(actor.user.id, actor.user.companyId, can(actor, 'client.company-tickets'))
      : sql`false`;
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), options.withTrashed ? undefined : isNull(tickets.deletedAt), visible))
    .limit(1);
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

// ---------------------------------------------------------------- SLA

export async function slaFor(db: Db, companyId: number, priority: string): Promise<{ policy: SlaPolicy | null; calendar: SlaCalendar }> {
  const [company] = await db.select({ hours: companies.businessHours }).from(companies).where(eq(companies.id, companyId));
  const rows = await db.select().from(companyPriorities).where(eq(companyPriorities.companyId, companyId));
  const row = rows.find((r) => r.priority === priority && r.active) ?? rows.find((r) => r.isDefault && r.active) ?? null;
  const days = await db.select({ date: holidays.date }).from(holidays);
  const calendar: SlaCalendar = { hours: company?.hours ?? null, holidays: new Set(days.map((d) => d.date)) };
  const policy = row ? { openSlaMinutes: row.openSlaMinutes, resolveSlaMinutes: row.resolveSlaMinutes, is247: row.is247 } : null;
  return { policy, calendar: policy?.is247 ? { ...calendar, hours: null } : calendar };
}

/** Status side effects: resolved time, and the SLA clocks stopping while waiting and moving on after. */
function statusEffects(t: TicketRow, status: TicketStatus, now: Date, calendar: SlaCalendar): TicketSet {
  const set: TicketSet = { status };
  if (status === 'resolved' && t.status !== 'resolved') set.resolvedAt = now;
  if (status !== 'resolved' && t.status === 'resolved') set.resolvedAt = null;
  if (!isWaiting(t.status) && isWaiting(status)) set.slaPausedAt = now;
  if (isWaiting(t.status) && !isWaiting(status) && t.slaPausedAt) {
    set.slaPausedAt = null;
    if (!t.firstResponseAt) set.firstResponseDueAt = resumeDeadline(t.firstResponseDueAt, t.slaPausedAt, now, calendar);
    set.resolveDueAt = resumeDeadline(t.resolveDueAt, t.slaPausedAt, now, calendar);
  }
  return set;
}

// ---------------------------------------------------------------- references

async function checkReferences(
  db: Db,
  companyId: number,
  refs: { requester_id?: number | null; cc?: number[]; assignee_id?: number | null; responsible_id?: number | null; project_id?: number | null; device_id?: number | null },
): Promise<void> {
  const people = [...new Set([refs.requester_id, ...(refs.cc ?? [])].filter((x): x is number => !!x))];
  if (people.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, people), eq(users.companyId, companyId), eq(users.kind, 'client'), isNull(users.deletedAt)));
    const ok = new Set(found.map((u) => u.id));
    if (refs.requester_id && !ok.has(refs.requester_id)) throw new FieldError('requester_id', 'not_company_member');
    if ((refs.cc ?? []).some((id) => !ok.has(id))) throw new FieldError('cc', 'not_company_member');
  }
  for (const field of ['assignee_id', 'responsible_id'] as const) {
    const id = refs[field];
    if (!id) continue;
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.kind, 'agent'), isNull(users.deletedAt)));
    if (!agent) throw new FieldError(field, 'not_agent');
  }
  if (refs.project_id) {
    const [p] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, refs.project_id), eq(projects.companyId, companyId), isNull(projects.deletedAt)));
    if (!p) throw new FieldError('project_id', 'one_of');
  }
  if (refs.device_id) {
    const [d] = await db.select({ id: devices.id }).from(devices).where(and(eq(devices.id, refs.device_id), eq(devices.companyId, companyId), isNull(devices.deletedAt)));
    if (!d) throw new FieldError('device_id', 'one_of');
  }
}

// ---------------------------------------------------------------- history, events, notifications

async function writeHistory(db: Db, ticketId: number, actor: TicketActor, action: string, changes: Record<string, [unknown, unknown]> = {}) {
  await db.insert(ticketHistory).values({ ticketId, userId: userIdOf(actor), action, changes });
}

export interface ActionContext {
  ctx: AppContext;
  actor: TicketActor;
  /** X-Socket-ID of the caller: they do not get their own event back. */
  socketId?: string | undefined;
}

async function announce({ ctx, socketId }: ActionContext, kind: 'created' | 'updated', t: TicketRow, action: string) {
  const payload: TicketBroadcastPayload = { id: t.id, companyId: t.companyId, fullid: t.fullid, subject: t.subject, status: t.status, version: t.version, action, updatedAt: t.updatedAt.toISOString() };
  await publishTicketEvent(ctx, kind, payload, socketId);
}

/** A database + real-time notification and an e-mail to the assignee, requester and CC persons (not the actor). */
async function notifyParticipants({ ctx, actor }: ActionContext, t: TicketRow, key: MessageKey, options: { staffOnly?: boolean } = {}) {
  const cc = await ctx.db.select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, t.id));
  const ids = [...new Set([t.assigneeId, ...(options.staffOnly ? [] : [t.requesterId, ...cc.map((c) => c.id)])].filter((x): x is number => !!x && x !== userIdOf(actor)))];
  if (!ids.length) return;
  const people = await ctx.db.select({ id: users.id, email: users.email, lang: users.lang }).from(users).where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  for (const p of people) {
    const text = message(p.lang, key);
    await notifyUser(ctx, p.id, 'App\\Notifications\\TicketUpdated', { type: 'ticket', message: text, ticket: t.id, title: t.fullid, text: t.subject });
    await ctx.messenger.sendMail(p.email, `[${t.fullid}] ${t.subject}`, text);
  }
}

// ---------------------------------------------------------------- versioned writes

/** Applies `set` only if the ticket is still at `expected`; else 409 with the current ticket. */
async function commit(a: ActionContext, t: TicketRow, expected: number | undefined, set: TicketSet): Promise<TicketRow> {
  const now = new Date();
  const [row] = await a.ctx.db
    .update(tickets)
    .set({ ...set, updatedAt: now, version: sql`${tickets.version} + 1` })
    .where(and(eq(tickets.id, t.id), eq(tickets.version, expected ?? t.version)))
    .returning();
  if (row) return row;
  const current = await showTicket(a.ctx.db, a.actor, t.id, { withTrashed: true });
  throw new HttpError(409, 'ticket_conflict', { data: current, version: current.version });
}

// ---------------------------------------------------------------- create

export interface CreateInput {
  company_id: number;
  subject: string;
  body: string;
  type: string;
  priority: string;
  category: string;
  status: TicketStatus;
  requester_id?: number | null | undefined;
  cc: number[];
  project_id?: number | null | undefined;
  device_id?: number | null | undefined;
  assignee_id?: number | null | undefined;
  responsible_id?: number | null | undefined;
  support_scope?: string | null | undefined;
}

async function nextFullid(db: Db, companyId: number): Promise<string> {
  const [c] = await db.select({ tag: companies.tag }).from(companies).where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!c) throw new FieldError('company_id', 'one_of');
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(nullif(regexp_replace(${tickets.fullid}, '^.*-', ''), '')::int), 0)`.mapWith(Number) })
    .from(tickets)
    .where(eq(tickets.companyId, companyId));
  return `${c.tag}-${(row?.n ?? 0) + 1}`;
}

/**
 * `provenance` defaults to the actor's (the system's filing, else `web`); an agent making an unassigned e-mail a
 * ticket passes the e-mail's.
 */
export async function createTicket(a: ActionContext, input: CreateInput, provenance: Provenance = provenanceOf(a.actor)): Promise<TicketRow> {
  const { db } = a.ctx;
  const allowed = isSystem(a.actor) ? [a.actor.company.id] : scopeOf(a.actor).companies;
  if (allowed && !allowed.includes(input.company_id)) throw new HttpError(403, 'forbidden');
  await checkReferences(db, input.company_id, input);
  const now = new Date();
  const { policy, calendar } = await slaFor(db, input.company_id, input.priority);
  const deadlines = policy ? deadlinesFor(now, policy, calendar) : { firstResponseDueAt: null, resolveDueAt: null };
  const byAgent = a.actor.isAgent;
  for (let attempt = 0; ; attempt++) {
    try {
      const ticket = await db.transaction(async (tx) => {
        const [t] = await tx
          .insert(tickets)
          .values({
            fullid: await nextFullid(tx as unknown as Db, input.company_id),
            subject: input.subject,
            body: sanitizeMessage(input.body, { appOrigins: [a.ctx.config.appUrl] }),
            type: input.type,
            companyId: input.company_id,
            requesterId: input.requester_id ?? (byAgent ? null : userIdOf(a.actor)),
            projectId: input.project_id ?? null,
            deviceId: input.device_id ?? null,
            priority: input.priority,
            category: input.category,
            assigneeId: input.assignee_id ?? null,
            responsibleId: input.responsible_id ?? null,
            supportScope: input.support_scope ?? null,
            status: input.status,
            createdById: userIdOf(a.actor),
            createdAt: now,
            updatedAt: now,
            resolvedAt: input.status === 'resolved' ? now : null,
            // An agent adding a ticket beyond "new" has answered it.
            firstResponseAt: byAgent && input.status !== 'new' ? now : null,
            firstResponseDueAt: deadlines.firstResponseDueAt,
            resolveDueAt: deadlines.resolveDueAt,
            slaPausedAt: isWaiting(input.status) ? now : null,
            origin: provenance.origin,
            senderName: provenance.sender?.name ?? null,
            senderEmail: provenance.sender?.email ?? null,
          })
          .returning();
        if (input.cc.length) await tx.insert(ticketCc).values([...new Set(input.cc)].map((userId) => ({ ticketId: t!.id, userId })));
        await tx.insert(ticketHistory).values({ ticketId: t!.id, userId: userIdOf(a.actor), action: 'created', changes: { status: [null, input.status] } });
        return t!;
      });
      await announce(a, 'created', ticket, 'created');
      await notifyParticipants(a, ticket, 'ticket_created');
      return ticket;
    } catch (error) {
      // Two tickets of one company created at the same moment: take the next number.
      if ((error as { code?: string }).code === '23505' && attempt < 5) continue;
      if ((error as { cause?: { code?: string } }).cause?.code === '23505' && attempt < 5) continue;
      throw error;
    }
  }
}

// ---------------------------------------------------------------- change

export interface UpdateInput {
  version: number;
  subject?: string | undefined;
  status?: TicketStatus | undefined;
  priority?: string | undefined;
  category?: string | undefined;
  type?: string | undefined;
  project_id?: number | null | undefined;
  device_id?: number | null | undefined;
  assignee_id?: number | null | undefined;
  responsible_id?: number | null | undefined;
  requester_id?: number | null | undefined;
  support_scope?: string | null | undefined;
}

const FIELDS = {
  assignee_id: ['assigneeId', 'agent_assigned'],
  status: ['status', 'status_changed'],
  priority: ['priority', 'priority_changed'],
  category: ['category', 'category_changed'],
  type: ['type', 'type_changed'],
  project_id: ['projectId', 'project_changed'],
  device_id: ['deviceId', 'device_assigned'],
  responsible_id: ['responsibleId', 'responsible_changed'],
  support_scope: ['supportScope', 'support_scope_changed'],
  requester_id: ['requesterId', 'ticket_updated'],
  subject: ['subject', 'ticket_updated'],
} as const satisfies Record<string, [keyof TicketRow, MessageKey]>;

/** Changes fields; answers the spec §8 message of the first field that changed. */
export async function updateTicket(a: ActionContext, id: number, input: UpdateInput): Promise<{ ticket: TicketRow; message: MessageKey }> {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  if (input.version !== t.version) {
    const current = await showTicket(db, a.actor, t.id);
    throw new HttpError(409, 'ticket_conflict', { data: current, version: current.version });
  }
  await checkReferences(db, t.companyId, input);
  const set: TicketSet = {};
  const changes: Record<string, [unknown, unknown]> = {};
  let key: MessageKey = 'ticket_updated';
  for (const [field, [column, messageKey]] of Object.entries(FIELDS) as [keyof typeof FIELDS, (typeof FIELDS)[keyof typeof FIELDS]][]) {
    const value = input[field];
    if (value === undefined || value === t[column]) continue;
    if (Object.keys(changes).length === 0) key = messageKey;
    changes[field] = [t[column], value];
    (set as Record<string, unknown>)[column] = value;
  }
  if (Object.keys(changes).length === 0) return { ticket: t, message: key };
  const now = new Date();
  if (set.status) Object.assign(set, statusEffects(t, set.status as TicketStatus, now, (await slaFor(db, t.companyId, t.priority)).calendar));
  if (set.priority) {
    // A new priority brings the deadlines of its row in the company's SLA table, counted from creation.
    const { policy, calendar } = await slaFor(db, t.companyId, set.priority);
    if (policy) Object.assign(set, deadlinesFor(t.createdAt, policy, calendar));
  }
  const ticket = await commit(a, t, input.version, set);
  await writeHistory(db, t.id, a.actor, 'updated', changes);
  await announce(a, 'updated', ticket, 'updated');
  if (changes.assignee_id || changes.status) await notifyParticipants(a, ticket, key);
  return { ticket, message: key };
}

// ---------------------------------------------------------------- reply, note, CC, trash

export async function replyToTicket(a: ActionContext, id: number, input: { body: string; status?: TicketStatus | undefined; version?: number | undefined }) {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  const now = new Date();
  let status = input.status;
  // A client answering a question moves the ticket back to work.
  if (!a.actor.isAgent) status = t.status === 'waiting-for-client' || t.status === 'resolved' ? 'in-progress' : undefined;
  const set: TicketSet = {};
  if (status && status !== t.status) Object.assign(set, statusEffects(t, status, now, (await slaFor(db, t.companyId, t.priority)).calendar));
  if (a.actor.isAgent && !t.firstResponseAt) set.firstResponseAt = now;
  const ticket = await commit(a, t, input.version, set);
  const { origin, sender } = provenanceOf(a.actor);
  const [msg] = await db
    .insert(ticketMessages)
    .values({ ticketId: t.id, authorId: userIdOf(a.actor), body: sanitizeMessage(input.body, { appOrigins: [a.ctx.config.appUrl] }), origin, senderName: sender?.name ?? null, senderEmail: sender?.email ?? null, createdAt: now })
    .returning({ id: ticketMessages.id });
  await writeHistory(db, t.id, a.actor, 'replied', set.status ? { status: [t.status, set.status] } : {});
  await announce(a, 'updated', ticket, 'replied');
  await notifyParticipants(a, ticket, 'answer_added');
  return { ticket, messageId: msg!.id };
}

export async function addNote(a: ActionContext, id: number, body: string) {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  const [note] = await db.insert(ticketNotes).values({ ticketId: t.id, authorId: userIdOf(a.actor), body: sanitizeMessage(body, { appOrigins: [a.ctx.config.appUrl] }) }).returning();
  await writeHistory(db, t.id, a.actor, 'note_added');
  // Private: no company-channel event (clients listen there), only the assignee hears of it.
  await notifyParticipants(a, t, 'note_added', { staffOnly: true });
  return note!;
}

export async function setCc(a: ActionContext, id: number, input: { user_ids: number[]; version?: number | undefined }) {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  await checkReferences(db, t.companyId, { cc: input.user_ids });
  const before = (await db.select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, t.id))).map((r) => r.id).sort((x, y) => x - y);
  const after = [...new Set(input.user_ids)].sort((x, y) => x - y);
  const ticket = await commit(a, t, input.version, {});
  await db.delete(ticketCc).where(eq(ticketCc.ticketId, t.id));
  if (after.length) await db.insert(ticketCc).values(after.map((userId) => ({ ticketId: t.id, userId })));
  await writeHistory(db, t.id, a.actor, 'cc_updated', { cc: [before, after] });
  await announce(a, 'updated', ticket, 'cc_updated');
  return ticket;
}

export async function trashTicket(a: ActionContext, id: number) {
  const t = await findTicket(a.ctx.db, a.actor, id);
  const ticket = await commit(a, t, undefined, { deletedAt: new Date() });
  await writeHistory(a.ctx.db, t.id, a.actor, 'trashed');
  await announce(a, 'updated', ticket, 'trashed');
  return ticket;
}

export async function restoreTicket(a: ActionContext, id: number) {
  const t = await findTicket(a.ctx.db, a.actor, id, { withTrashed: true });
  if (!t.deletedAt) return t;
  const ticket = await commit(a, t, undefined, { deletedAt: null });
  await writeHistory(a.ctx.db, t.id, a.actor, 'restored');
  await announce(a, 'updated', ticket, 'restored');
  return ticket;
}

/** Time reports change the ticket's "worked on" state; they count as an update for listeners. */
export async function touchForTimeReport(a: ActionContext, t: TicketRow, action: 'time_report_added' | 'time_report_deleted', changes: Record<string, [unknown, unknown]>) {
  await writeHistory(a.ctx.db, t.id, a.actor, action, changes);
  await announce(a, 'updated', t, action);
}

// ---------------------------------------------------------------- show

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');
const responsible = alias(users, 'responsible');
const creator = alias(users, 'creator');


/** The ticket page: for staff everything; for clients without private notes, time, history and planned works. */
export async function showTicket(db: Db, actor: TicketActor, id: number, options: { withTrashed?: boolean } = {}): Promise<ClientTicketDetail | TicketDetail> {
  // Trashed tickets stay readable (both areas list them under `trashed`); only actions need a live one.
  const t = await findTicket(db, actor, id, { withTrashed: options.withTrashed ?? true });
  const now = new Date();
  const [row] = await db
    .select({
      company: { id: companies.id, tag: companies.tag, shortName: companies.shortName, name: companies.name },
      requester: { id: requester.id, firstname: requester.firstname, lastname: requester.lastname, email: requester.email },
      assignee: { id: assignee.id, firstname: assignee.firstname, lastname: assignee.lastname },
      responsible: { id: responsible.id, firstname: responsible.firstname, lastname: responsible.lastname },
      creator: { id: creator.id, firstname: creator.firstname, lastname: creator.lastname },
      project: { id: projects.id, name: projects.name },
      device: { id: devices.id, type: devices.type, vendor: devices.vendor, model: devices.model, inventoryNumber: devices.inventoryNumber },
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(requester, eq(requester.id, tickets.requesterId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(responsible, eq(responsible.id, tickets.responsibleId))
    .leftJoin(creator, eq(creator.id, tickets.createdById))
    .leftJoin(projects, eq(projects.id, tickets.projectId))
    .leftJoin(devices, eq(devices.id, tickets.deviceId))
    .where(eq(tickets.id, t.id));
  const author = alias(users, 'author');
  const messages = await db
    .select({ m: ticketMessages, a: { id: author.id, firstname: author.firstname, lastname: author.lastname, kind: author.kind } })
    .from(ticketMessages)
    .leftJoin(author, eq(author.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, t.id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const attachments = await db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, t.id)).orderBy(asc(ticketAttachments.id));
  const cc = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(ticketCc)
    .innerJoin(users, eq(users.id, ticketCc.userId))
    .where(eq(ticketCc.ticketId, t.id))
    .orderBy(asc(users.lastname));
  const prefix = actor.isAgent ? 'admin' : 'client';
  const attachment = (x: typeof ticketAttachments.$inferSelect) => presentAttachment(t.id, prefix, x);
  const base: ClientTicketDetail = {
    ...presentListRow({ ticket: t, company: row!.company, requester: row!.requester, assignee: row!.assignee }, now),
    body: t.body,
    origin: t.origin,
    sender: presentSender(t.senderName, t.senderEmail),
    company: { id: row!.company.id, tag: row!.company.tag, short_name: row!.company.shortName, name: row!.company.name },
    requester: row!.requester?.id ? { ...personOf(row!.requester)!, email: row!.requester.email } : null,
    responsible: personOf(row!.responsible),
    created_by: personOf(row!.creator),
    support_scope: t.supportScope as TimeReport['kind'] | null,
    project: row!.project?.id ? { id: row!.project.id, name: row!.project.name } : null,
    device: row!.device?.id
      ? { id: row!.device.id, type: row!.device.type, name: [row!.device.vendor, row!.device.model].filter(Boolean).join(' '), inventory_number: row!.device.inventoryNumber }
      : null,
    cc: cc.map((c) => ({ id: c.id, name: `${c.firstname} ${c.lastname}`, email: c.email })),
    messages: messages.map(({ m, a }) => ({
      id: m.id,
      body: m.body,
      author: a?.id ? { id: a.id, name: `${a.firstname} ${a.lastname}`, kind: a.kind! } : null,
      origin: m.origin,
      sender: presentSender(m.senderName, m.senderEmail),
      mail_auth: m.mailAuth,
      created_at: m.createdAt.toISOString(),
      attachments: attachments.filter((x) => x.messageId === m.id).map(attachment),
    })),
    attachments: attachments.filter((x) => x.messageId === null).map(attachment),
  };
  if (!actor.isAgent) return base;

  const noteAuthor = alias(users, 'note_author');
  const notes = await db
    .select({ n: ticketNotes, a: { id: noteAuthor.id, firstname: noteAuthor.firstname, lastname: noteAuthor.lastname } })
    .from(ticketNotes)
    .leftJoin(noteAuthor, eq(noteAuthor.id, ticketNotes.authorId))
    .where(eq(ticketNotes.ticketId, t.id))
    .orderBy(asc(ticketNotes.createdAt), asc(ticketNotes.id));
  const reportAgent = alias(users, 'report_agent');
  const reports = await db
    .select({ r: timeReports, a: { id: reportAgent.id, firstname: reportAgent.firstname, lastname: reportAgent.lastname } })
    .from(timeReports)
    .leftJoin(reportAgent, eq(reportAgent.id, timeReports.agentId))
    .where(eq(timeReports.ticketId, t.id))
    .orderBy(asc(timeReports.day), asc(timeReports.fromHour));
  const historyUser = alias(users, 'history_user');
  const history = await db
    .select({ h: ticketHistory, u: { id: historyUser.id, firstname: historyUser.firstname, lastname: historyUser.lastname } })
    .from(ticketHistory)
    .leftJoin(historyUser, eq(historyUser.id, ticketHistory.userId))
    .where(eq(ticketHistory.ticketId, t.id))
    .orderBy(desc(ticketHistory.createdAt), desc(ticketHistory.id));
  const works = await db.select().from(plannedWorks).where(and(eq(plannedWorks.ticketId, t.id), isNull(plannedWorks.deletedAt))).orderBy(asc(plannedWorks.startTime));
  const entries = reports.map(({ r }) => ({ day: r.day, minutes: r.minutes, overtime: r.overtime }));
  const split = splitOvertime(entries);
  return {
    ...base,
    notes: notes.map(({ n, a }) => ({ id: n.id, body: n.body, author: personOf(a), created_at: n.createdAt.toISOString() })),
    time_reports: reports.map(({ r, a }) => presentTimeReport(r, personOf(a))),
    time_summary: { total_minutes: split.normal + split.overtime[50] + split.overtime[100] + split.overtime[150], charged_minutes: chargedMinutes(entries), ...split },
    history: history.map(({ h, u }) => ({ id: h.id, action: h.action, changes: h.changes as HistoryEntry['changes'], user: personOf(u), created_at: h.createdAt.toISOString() })),
    planned_works: works.map((w) => ({ id: w.id, start_time: w.startTime.toISOString(), hours: w.hours, status: w.status as TicketPlannedWork['status'], internal: w.internal })),
    presence_channel: ticketPresenceChannel(t.id),
  };
}

export function presentTimeReport(r: typeof timeReports.$inferSelect, agent: PersonRef | null): TimeReport {
  return {
    id: r.id,
    agent,
    day: r.day,
    from_hour: r.fromHour,
    kind: r.kind as TimeReport['kind'],
    minutes: r.minutes,
    description: r.description,
    additional_works: r.additionalWorks,
    overtime: r.overtime as TimeReport['overtime'],
    outside_contract: r.outsideContract,
    arrival: r.arrival,
    needs_accept: r.needsAccept,
    accepted_at: r.acceptedAt?.toISOString() ?? null,
    rejected_at: r.rejectedAt?.toISOString() ?? null,
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
  };
}
