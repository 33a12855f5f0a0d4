/**
 * A rule's conditions as ONE SQL predicate over `tickets`, the only form they are judged in: the event rules ask it of
 * the one ticket that changed, the scheduled pass and the dry run of every open ticket — so a rule matches the same
 * tickets whichever asks. The time conditions (unassigned, waiting, an SLA share gone) also give the moment they came
 * true, which a scheduled rule keys its once-only mark on.
 */
import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { WAITING_STATUSES, type AutomationCondition } from '@helpdesk/shared/schemas';
import { tickets } from '../../platform/db/schema';

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
/** A moment of time: a date, or a statement's parameter that is given one at each run. */
const at = (moment: Date | Placeholder) => sql`${moment instanceof Date ? moment.toISOString() : moment}::timestamptz`;

/**
 * The requester, joined once to every query that judges conditions (`.leftJoin(requesterTable, requesterJoin)`): one
 * join, not a subquery per rule that names a domain — the planning of 50 rules' expressions stays small.
 */
export const requesterTable = sql`users as automation_requester`;
export const requesterJoin = sql`automation_requester.id = ${tickets.requesterId}`;

/** The e-mail domain of an unknown sender, else of the requester. */
const requesterDomain = sql`lower(split_part(coalesce(${tickets.senderEmail}, automation_requester.email, ''), '@', 2))`;

/** When the ticket last lost its assignee (its history), else its creation: an unassigned ticket's history knows. */
const unassignedSince = sql`coalesce((select max(h.created_at) from ticket_history h where h.ticket_id = ${tickets.id} and h.changes -> 'assignee_id' is not null), ${tickets.createdAt})`;

/**
 * The body a "body contains" condition reads: the ticket's description and its newest message — the answer or e-mail
 * that just arrived, as Zammad's triggers match the article's body and Freshservice's the reply's content.
 */
const newestMessageBody = sql`(select m.body from ticket_messages m where m.ticket_id = ${tickets.id} order by m.id desc limit 1)`;

/** The point `percent` % of the way from the ticket's creation to `due`. */
const shareOf = (due: typeof tickets.resolveDueAt | typeof tickets.firstResponseDueAt, percent: number) =>
  sql`(${tickets.createdAt} + (${due} - ${tickets.createdAt}) * ${percent / 100}::float8)`;

interface Compiled {
  /** What must hold now, besides the moment. */
  state: SQL;
  /** For a time condition: when it came (or comes) true. */
  moment?: SQL;
}

function compile(c: AutomationCondition): Compiled {
  switch (c.field) {
    case 'company':
      return { state: inArray(tickets.companyId, c.companies) };
    case 'type':
      return { state: inArray(tickets.type, c.values) };
    case 'priority':
      return { state: inArray(tickets.priority, c.values) };
    case 'category':
      return { state: inArray(tickets.category, c.values) };
    case 'status':
      return { state: inArray(tickets.status, c.values) };
    case 'requester_domain':
      return { state: or(...c.domains.map((d) => sql`(${requesterDomain} = ${d} or ${requesterDomain} like ${`%.${d}`})`))! };
    case 'subject_contains':
      return { state: sql`${tickets.subject} ilike ${like(c.text)}` };
    case 'body_contains':
      return { state: sql`(${tickets.body} ilike ${like(c.text)} or ${newestMessageBody} ilike ${like(c.text)})` };
    case 'unassigned_for':
      return { state: isNull(tickets.assigneeId), moment: sql`(${unassignedSince} + make_interval(mins => ${c.minutes}::int))` };
    case 'waiting_for':
      return {
        state: and(inArray(tickets.status, [...WAITING_STATUSES]), isNotNull(tickets.slaPausedAt))!,
        moment: sql`(${tickets.slaPausedAt} + make_interval(hours => ${c.hours}::int))`,
      };
    case 'sla_first_response_elapsed':
      return {
        state: and(isNotNull(tickets.firstResponseDueAt), isNull(tickets.firstResponseAt), isNull(tickets.slaPausedAt))!,
        moment: shareOf(tickets.firstResponseDueAt, c.percent),
      };
    case 'sla_resolve_elapsed':
      return {
        state: and(isNotNull(tickets.resolveDueAt), isNull(tickets.resolvedAt), isNull(tickets.slaPausedAt))!,
        moment: shareOf(tickets.resolveDueAt, c.percent),
      };
  }
}

/**
 * What a condition costs to judge: a column first, a subquery (the requester's e-mail, the history) last — PostgreSQL
 * judges an AND from the left and stops at the first false, so the cheap conditions spare most rules their subqueries.
 */
const COST: Record<AutomationCondition['field'], number> = {
  company: 0,
  type: 0,
  priority: 0,
  category: 0,
  status: 0,
  waiting_for: 1,
  sla_first_response_elapsed: 1,
  sla_resolve_elapsed: 1,
  subject_contains: 2,
  body_contains: 3,
  requester_domain: 4,
  unassigned_for: 5,
};

/** Whether every condition holds at `now` (no conditions: true). */
export function conditionsHold(conditions: readonly AutomationCondition[], now: Date | Placeholder): SQL {
  const parts = [...conditions]
    .sort((a, b) => COST[a.field] - COST[b.field])
    .map(compile)
    .flatMap(({ state, moment }) => (moment ? [state, sql`${moment} <= ${at(now)}`] : [state]));
  return parts.length ? and(...parts)! : sql`true`;
}

/** The moment the rule's time conditions all came true (the latest of theirs); null for a rule without one. */
export function matchedSince(conditions: readonly AutomationCondition[]): SQL | null {
  const moments = conditions.flatMap((c) => compile(c).moment ?? []);
  if (!moments.length) return null;
  return moments.length === 1 ? moments[0]! : sql`greatest(${sql.join(moments, sql`, `)})`;
}

/** A ticket a scheduled rule or the dry run looks at: not deleted, not resolved, not merged into another. */
export const openTicket = and(isNull(tickets.deletedAt), ne(tickets.status, 'resolved'), isNull(tickets.mergedIntoId))!;

/** A ticket an event rule looks at: not deleted. */
export const liveTicket = (id: number | Placeholder) => and(eq(tickets.id, id), isNull(tickets.deletedAt))!;
