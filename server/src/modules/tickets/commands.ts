/**
 * What agents, clients and the system do to tickets: create, change, reply, notes, CC, trash and restore, each with
 * its history row, SLA bookkeeping, real-time event and notifications.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MailMark, MessageKey, TicketStatus } from '@helpdesk/shared/schemas';
import type { MailSender } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import {
  companies,
  devices,
  projects,
  ticketCc,
  ticketHistory,
  ticketMessages,
  ticketNotes,
  tickets,
  users,
} from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { scopeOf } from '../../platform/policy';
import { sanitizeMessage } from '../../platform/sanitize';
import { deadlinesFor, isWaiting } from './sla';
import { type Provenance, type TicketRow, type TicketSet, isSystem, provenanceOf, userIdOf } from './actor';
import { findTicket, refuseMerged } from './access';
import { mentionedStaff } from './mentions';
import { type ActionContext, announce, commit, notifyParticipants, slaFor, statusEffects, writeHistory } from './effects';
import { showTicket } from './show';
import { ticketChanged } from './hooks';

/** The automation rules (and any module above) hear of the change, in its unit of work. */
const changed = (a: ActionContext, ticketId: number, kind: 'created' | 'updated') =>
  a.ctx.hooks.emit(ticketChanged, { ctx: a.ctx, ticketId, kind, mail: isSystem(a.actor) && a.actor.origin === 'email' });

// ---------------------------------------------------------------- references

async function checkReferences(
  db: Db,
  companyId: number,
  refs: {
    requester_id?: number | null;
    cc?: number[];
    assignee_id?: number | null;
    responsible_id?: number | null;
    project_id?: number | null;
    device_id?: number | null;
  },
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
    const [p] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, refs.project_id), eq(projects.companyId, companyId), isNull(projects.deletedAt)));
    if (!p) throw new FieldError('project_id', 'one_of');
  }
  if (refs.device_id) {
    const [d] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.id, refs.device_id), eq(devices.companyId, companyId), isNull(devices.deletedAt)));
    if (!d) throw new FieldError('device_id', 'one_of');
  }
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
  const [c] = await db
    .select({ tag: companies.tag })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
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
export async function createTicket(
  a: ActionContext,
  input: CreateInput,
  provenance: Provenance = provenanceOf(a.actor),
): Promise<TicketRow> {
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
        await tx
          .insert(ticketHistory)
          .values({ ticketId: t!.id, userId: userIdOf(a.actor), action: 'created', changes: { status: [null, input.status] } });
        return t!;
      });
      await announce(a, 'created', ticket, 'created');
      await notifyParticipants(a, ticket, 'ticket_created', { kind: 'created' });
      await changed(a, ticket.id, 'created');
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
  if (set.status)
    Object.assign(set, statusEffects(t, set.status as TicketStatus, now, (await slaFor(db, t.companyId, t.priority)).calendar));
  if (set.priority) {
    // A new priority brings the deadlines of its row in the company's SLA table, counted from creation.
    const { policy, calendar } = await slaFor(db, t.companyId, set.priority);
    if (policy) Object.assign(set, deadlinesFor(t.createdAt, policy, calendar));
  }
  const ticket = await commit(a, t, input.version, set);
  await writeHistory(db, t.id, a.actor, 'updated', changes);
  await announce(a, 'updated', ticket, 'updated');
  if (changes.assignee_id || changes.status)
    await notifyParticipants(a, ticket, key, {
      kind: 'updated',
      assigned: !!changes.assignee_id,
      previousStatus: t.status as TicketStatus,
    });
  await changed(a, ticket.id, 'updated');
  return { ticket, message: key };
}

// ---------------------------------------------------------------- reply, note, CC, trash

/**
 * An answer. With `attachments_expected` > 0 its author uploads that many files next: the bell and push go now, the
 * e-mails when the files are in (answer-mails.ts), so they carry them.
 */
export async function replyToTicket(
  a: ActionContext,
  id: number,
  input: { body: string; status?: TicketStatus | undefined; version?: number | undefined; attachments_expected?: number | undefined },
) {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  const now = new Date();
  let status = input.status;
  // A client answering a question moves the ticket back to work.
  if (!a.actor.isAgent) status = t.status === 'waiting-for-client' || t.status === 'resolved' ? 'in-progress' : undefined;
  const set: TicketSet = {};
  if (status && status !== t.status)
    Object.assign(set, statusEffects(t, status, now, (await slaFor(db, t.companyId, t.priority)).calendar));
  if (a.actor.isAgent && !t.firstResponseAt) set.firstResponseAt = now;
  const ticket = await commit(a, t, input.version, set);
  const messageId = await insertAnswer(a, t.id, input.body, now, input.attachments_expected || null);
  await writeHistory(db, t.id, a.actor, 'replied', set.status ? { status: [t.status, set.status] } : {});
  await announce(a, 'updated', ticket, 'replied');
  await notifyParticipants(a, ticket, 'answer_added', { kind: 'answered', messageId }, { mail: !input.attachments_expected });
  await changed(a, ticket.id, 'updated');
  return { ticket, messageId };
}

/** A public answer's row as the actor writes it: sanitised, with its provenance (a reply, a macro's answer). */
export async function insertAnswer(
  a: ActionContext,
  ticketId: number,
  body: string,
  createdAt: Date,
  mailFilesExpected: number | null = null,
) {
  const { origin, sender } = provenanceOf(a.actor);
  const [msg] = await a.ctx.db
    .insert(ticketMessages)
    .values({
      ticketId,
      authorId: userIdOf(a.actor),
      body: sanitizeMessage(body, { appOrigins: [a.ctx.config.appUrl] }),
      origin,
      senderName: sender?.name ?? null,
      senderEmail: sender?.email ?? null,
      mailFilesExpected,
      createdAt,
    })
    .returning({ id: ticketMessages.id });
  return msg!.id;
}

/** A staff-only note's row: by the actor (mentions kept), or an e-mail the intake kept aside (its From and mark). */
export async function insertNote(a: ActionContext, ticketId: number, body: string, mail?: { mark: MailMark; sender: MailSender | null }) {
  const [note] = await a.ctx.db
    .insert(ticketNotes)
    .values({
      ticketId,
      authorId: mail ? null : userIdOf(a.actor),
      body: sanitizeMessage(body, { appOrigins: [a.ctx.config.appUrl], mentions: !mail }),
      mailMark: mail?.mark ?? null,
      senderName: mail?.sender?.name ?? null,
      senderEmail: mail?.sender?.email ?? null,
    })
    .returning();
  return note!;
}

/**
 * A staff-only note. With `mail`, an e-mail the intake kept aside (an out-of-office reply, a bounce): no author but the
 * mail's From, its mark, and nobody notified — a notification e-mail is what an auto-reply would answer again.
 */
export async function addNote(a: ActionContext, id: number, body: string, mail?: { mark: MailMark; sender: MailSender | null }) {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  await refuseMerged(db, t);
  const note = await insertNote(a, t.id, body, mail);
  await writeHistory(db, t.id, a.actor, 'note_added');
  if (mail) return note;
  // Private: no company-channel event (clients listen there); the assignee and the staff it mentions hear of it.
  const mentioned = await mentionedStaff(db, note.body, t.companyId);
  await notifyParticipants(a, t, 'note_added', { kind: 'note', noteId: note.id, mentioned }, { staffOnly: true });
  return note;
}

export async function setCc(a: ActionContext, id: number, input: { user_ids: number[]; version?: number | undefined }) {
  const { db } = a.ctx;
  const t = await findTicket(db, a.actor, id);
  await checkReferences(db, t.companyId, { cc: input.user_ids });
  const before = (await db.select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, t.id)))
    .map((r) => r.id)
    .sort((x, y) => x - y);
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
export async function touchForTimeReport(
  a: ActionContext,
  t: TicketRow,
  action: 'time_report_added' | 'time_report_updated' | 'time_report_deleted' | 'time_report_moved',
  changes: Record<string, [unknown, unknown]>,
) {
  await writeHistory(a.ctx.db, t.id, a.actor, action, changes);
  await announce(a, 'updated', t, action);
}
