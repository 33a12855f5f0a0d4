/**
 * Several ticket actions as ONE versioned change (issue 36): the fields move together in one write of the ticket's
 * version, the CC persons, answers and notes go in beside it, and one history row names what applied them (a macro,
 * later an automation rule). It is one unit of work: an action refused (422) undoes the others, and the broadcasts,
 * bells and e-mails leave only after the commit — the same ones each change made by hand sends.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ASSIGNEE_ME, type MessageKey, type TicketAction, type TicketStatus } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { ticketCc, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { unitOfWork } from '../../platform/unit-of-work';
import {
  announce,
  commit,
  deadlinesFor,
  findTicket,
  insertAnswer,
  insertNote,
  isSystem,
  mailBaseUrl,
  mentionedStaff,
  notifyParticipants,
  showTicket,
  slaFor,
  statusEffects,
  ticketChanged,
  ticketResolved,
  writeHistory,
  type ActionContext,
  type TicketActor,
  type TicketRow,
  type TicketSet,
} from '../tickets';
import { renderTextModuleFor } from '../text-modules';

export interface ApplyOptions {
  /** Who applies them: an agent, or the system (an automation rule). */
  actor: TicketActor;
  /** The version the caller saw; a ticket that moved on since is refused with 409 and the current ticket. */
  expectedVersion?: number | undefined;
  /** What the history entry is named after (the macro's or the rule's name). */
  label: string;
  /**
   * An automation rule applies them: the history row says `automation`, and the rules are not told of the change (the
   * rules' engine goes on with the other rules itself, so a rule never re-triggers itself).
   */
  byRule?: boolean | undefined;
  /** X-Socket-ID of the caller: they do not get their own event back. */
  socketId?: string | undefined;
}

/** The ticket fields the set_* actions change, with the column each writes and the history's field name. */
const FIELDS = {
  set_status: ['status', 'status', 'status_changed'],
  set_priority: ['priority', 'priority', 'priority_changed'],
  set_category: ['category', 'category', 'category_changed'],
  set_type: ['type', 'type', 'type_changed'],
  set_assignee: ['assignee_id', 'assigneeId', 'agent_assigned'],
} as const satisfies Record<string, [string, keyof TicketRow, MessageKey]>;

interface Plan {
  set: TicketSet;
  changes: Record<string, [unknown, unknown]>;
  /** The spec §8 text of the first field that changed (what the participants' bell says). */
  key: MessageKey;
  cc: number[];
  answers: number[];
  notes: string[];
}

const at = (index: number, field: string) => `actions.${index}.${field}`;

async function agentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.kind, 'agent'), isNull(users.deletedAt)));
  return !!row;
}

/** The ticket company's client named by the action (its id or e-mail), or a 422 on that field. */
async function ccClient(db: Db, t: TicketRow, action: Extract<TicketAction, { action: 'add_cc' }>, index: number): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        action.client_id ? eq(users.id, action.client_id) : sql`lower(${users.email}) = lower(${action.email ?? ''})`,
        eq(users.companyId, t.companyId),
        eq(users.kind, 'client'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (row) return row.id;
  if (action.client_id) throw new FieldError(at(index, 'client_id'), 'not_company_member');
  throw new FieldError(at(index, 'email'), 'macro_cc_unknown', { email: action.email ?? '' });
}

/** Reads the actions in order (a later one wins over an earlier one on the same field) and checks what they name. */
async function plan(db: Db, t: TicketRow, actions: readonly TicketAction[], actor: TicketActor): Promise<Plan> {
  const values = new Map<keyof typeof FIELDS, unknown>();
  const result: Plan = { set: {}, changes: {}, key: 'ticket_updated', cc: [], answers: [], notes: [] };
  for (const [index, action] of actions.entries()) {
    switch (action.action) {
      case 'set_status':
        values.set('set_status', action.status);
        break;
      case 'set_priority':
        values.set('set_priority', action.priority);
        break;
      case 'set_category':
        values.set('set_category', action.category);
        break;
      case 'set_type':
        values.set('set_type', action.type);
        break;
      case 'set_assignee': {
        if (action.assignee === ASSIGNEE_ME) {
          if (isSystem(actor) || !actor.isAgent) throw new FieldError(at(index, 'assignee'), 'macro_me_without_user');
          values.set('set_assignee', actor.user.id);
        } else {
          if (!(await agentExists(db, action.assignee))) throw new FieldError(at(index, 'assignee'), 'not_agent');
          values.set('set_assignee', action.assignee);
        }
        break;
      }
      case 'add_cc':
        result.cc.push(await ccClient(db, t, action, index));
        break;
      case 'answer_with_text_module':
        result.answers.push(index);
        break;
      case 'add_note':
        result.notes.push(action.body);
        break;
    }
  }
  for (const [kind, [field, column, key]] of Object.entries(FIELDS) as [keyof typeof FIELDS, (typeof FIELDS)[keyof typeof FIELDS]][]) {
    if (!values.has(kind)) continue;
    const value = values.get(kind);
    if (value === t[column]) continue;
    if (Object.keys(result.changes).length === 0) result.key = key;
    result.changes[field] = [t[column], value];
    (result.set as Record<string, unknown>)[column] = value;
  }
  return result;
}

/** A 409 with the ticket as the actor sees it now, the answer every stale ticket save gives. */
async function conflict(db: Db, actor: TicketActor, id: number): Promise<never> {
  const current = await showTicket(db, actor, id);
  throw new HttpError(409, 'ticket_conflict', { data: current, version: current.version });
}

/** Fills an answer's text module for the ticket as it is after the change; a module not found is the action's 422. */
async function renderAnswer(db: Db, actor: TicketActor, action: TicketAction, index: number, ticketId: number): Promise<string> {
  if (action.action !== 'answer_with_text_module') throw new Error('not an answer');
  try {
    return (await renderTextModuleFor(db, actor, action.text_module_id, ticketId)).body;
  } catch (error) {
    // The ticket is found already: a 404 here is the module (gone, or another company's outside the scope).
    if (error instanceof HttpError && error.statusCode === 404) throw new FieldError(at(index, 'text_module_id'), 'one_of');
    if (error instanceof FieldError) throw new FieldError(at(index, 'text_module_id'), error.key, error.params);
    throw error;
  }
}

/**
 * Applies `actions` to one ticket as one versioned change and answers the ticket as it is after. Scope as everywhere
 * (404 outside the actor's companies); 409 when `expectedVersion` is stale; 422 on the action's field when one is
 * refused (an agent that is gone, a CC e-mail the company does not know, "me" for the system).
 */
export async function applyTicketActions(
  ctx: AppContext,
  ticketId: number,
  actions: readonly TicketAction[],
  options: ApplyOptions,
): Promise<TicketRow> {
  const { actor, expectedVersion, label } = options;
  return unitOfWork(ctx, async (tx) => {
    const a: ActionContext = { ctx: tx, actor, socketId: options.socketId };
    const db = tx.db;
    const t = await findTicket(db, actor, ticketId);
    if (expectedVersion !== undefined && expectedVersion !== t.version) await conflict(db, actor, t.id);
    const p = await plan(db, t, actions, actor);
    const now = new Date();
    const set: TicketSet = { ...p.set };
    if (set.status)
      Object.assign(set, statusEffects(t, set.status as TicketStatus, now, (await slaFor(db, t.companyId, t.priority)).calendar));
    if (set.priority) {
      // A new priority brings the deadlines of its row in the company's SLA table, counted from creation (as a manual change).
      const { policy, calendar } = await slaFor(db, t.companyId, set.priority);
      if (policy) Object.assign(set, deadlinesFor(t.createdAt, policy, calendar));
    }
    // An agent's answer is the first response, as a typed one is; the system's automatic answer does not stop the clock.
    if (p.answers.length && actor.isAgent && !t.firstResponseAt) set.firstResponseAt = now;
    const ticket = await commit(a, t, t.version, set);

    const source = options.byRule ? 'automation' : 'macro';
    const changes: Record<string, [unknown, unknown]> = { [source]: [null, label], ...p.changes };
    if (p.cc.length) {
      const before = (await db.select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, t.id))).map((r) => r.id);
      const after = [...new Set([...before, ...p.cc])];
      if (after.length > before.length) {
        await db
          .insert(ticketCc)
          .values(after.filter((id) => !before.includes(id)).map((userId) => ({ ticketId: t.id, userId })))
          .onConflictDoNothing();
        changes.cc = [before.sort((x, y) => x - y), after.sort((x, y) => x - y)];
      }
    }

    const answered: number[] = [];
    for (const index of p.answers)
      answered.push(await insertAnswer(a, t.id, await renderAnswer(db, actor, actions[index]!, index, t.id), now));
    const noted: { id: number; body: string }[] = [];
    for (const body of p.notes) noted.push(await insertNote(a, t.id, body));

    await writeHistory(db, t.id, actor, source, changes);
    await announce(a, 'updated', ticket, source);
    if (p.changes.assignee_id || p.changes.status)
      await notifyParticipants(a, ticket, p.key, {
        kind: 'updated',
        assigned: !!p.changes.assignee_id,
        previousStatus: t.status as TicketStatus,
      });
    for (const messageId of answered) await notifyParticipants(a, ticket, 'answer_added', { kind: 'answered', messageId });
    for (const note of noted) {
      const mentioned = await mentionedStaff(db, note.body, t.companyId);
      await notifyParticipants(a, ticket, 'note_added', { kind: 'note', noteId: note.id, mentioned }, { staffOnly: true });
    }
    if (t.status !== 'resolved' && ticket.status === 'resolved')
      await tx.hooks.emit(ticketResolved, { ctx: tx, ticketId: t.id, baseUrl: mailBaseUrl(tx) });
    if (!options.byRule) await tx.hooks.emit(ticketChanged, { ctx: tx, ticketId: t.id, kind: 'updated', mail: false });
    return ticket;
  });
}
