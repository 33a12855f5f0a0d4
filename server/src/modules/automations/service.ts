/**
 * Automation rules CRUD (admins only, `automations.manage`): what a rule names (companies, agents, text modules) is
 * checked when it is saved, 422 on the field. Rules keep an order (`position`); a new one goes last. The dry run
 * answers which open tickets the conditions match now and changes nothing.
 */
import { and, asc, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import {
  ASSIGNEE_ME,
  AUTOMATION_DRY_RUN_PAGE,
  type AutomationBody,
  type AutomationCondition,
  type AutomationDryRunInput,
  type AutomationRunsQuery,
  type MessageKey,
  type ValidationLang,
} from '@helpdesk/shared/schemas';
import type { AutomationDryRun, AutomationRule, AutomationRun, Paginated } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { automationRules, automationRuns, companies, textModules, tickets, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { text } from '../../platform/messages';
import { paginate } from '../../platform/pagination';
import { conditionsHold, openTicket, requesterJoin, requesterTable } from './conditions';

export type AutomationRuleRow = typeof automationRules.$inferSelect;

export function presentRule(r: AutomationRuleRow): AutomationRule {
  return {
    id: r.id,
    name: r.name,
    trigger: r.trigger,
    every_minutes: r.everyMinutes,
    conditions: r.conditions,
    actions: r.actions,
    position: r.position,
    active: r.active,
    active_since: r.activeSince.toISOString(),
    last_run_at: r.lastRunAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** Every rule, in the order they run. */
export async function listRules(db: Db): Promise<AutomationRuleRow[]> {
  return db.select().from(automationRules).orderBy(asc(automationRules.position), asc(automationRules.id));
}

export async function findRule(db: Db, id: number): Promise<AutomationRuleRow> {
  const [row] = await db.select().from(automationRules).where(eq(automationRules.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** The ids among `ids` that exist in `table` (live ones where it soft-deletes). */
async function existing(db: Db, ids: number[], kind: 'agent' | 'company' | 'text-module'): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows =
    kind === 'agent'
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.kind, 'agent'), isNull(users.deletedAt)))
      : kind === 'company'
        ? await db
            .select({ id: companies.id })
            .from(companies)
            .where(and(inArray(companies.id, ids), isNull(companies.deletedAt)))
        : await db.select({ id: textModules.id }).from(textModules).where(inArray(textModules.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The companies, agents and text modules a rule names must exist; "me" means nobody when the system applies it. */
async function checkRule(db: Db, body: AutomationBody) {
  const companyIds = body.conditions.flatMap((c) => (c.field === 'company' ? c.companies : []));
  const agentIds = body.actions.flatMap((a) =>
    a.action === 'set_assignee' && typeof a.assignee === 'number' ? [a.assignee] : a.action === 'notify_agent' ? [a.agent_id] : [],
  );
  const moduleIds = body.actions.flatMap((a) =>
    a.action === 'answer_with_text_module' || a.action === 'mail_text_module_to_requester' ? [a.text_module_id] : [],
  );
  const [knownCompanies, agents, modules] = await Promise.all([
    existing(db, companyIds, 'company'),
    existing(db, agentIds, 'agent'),
    existing(db, moduleIds, 'text-module'),
  ]);
  for (const [index, c] of body.conditions.entries())
    if (c.field === 'company' && c.companies.some((id) => !knownCompanies.has(id)))
      throw new FieldError(`conditions.${index}.companies`, 'one_of');
  for (const [index, a] of body.actions.entries()) {
    if (a.action === 'set_assignee' && a.assignee === ASSIGNEE_ME)
      throw new FieldError(`actions.${index}.assignee`, 'macro_me_without_user');
    if (a.action === 'set_assignee' && typeof a.assignee === 'number' && !agents.has(a.assignee))
      throw new FieldError(`actions.${index}.assignee`, 'not_agent');
    if (a.action === 'notify_agent' && !agents.has(a.agent_id)) throw new FieldError(`actions.${index}.agent_id`, 'not_agent');
    if ((a.action === 'answer_with_text_module' || a.action === 'mail_text_module_to_requester') && !modules.has(a.text_module_id))
      throw new FieldError(`actions.${index}.text_module_id`, 'one_of');
  }
}

const values = (body: AutomationBody) => ({
  name: body.name,
  trigger: body.trigger,
  everyMinutes: body.trigger === 'scheduled' ? body.every_minutes : null,
  conditions: body.conditions,
  actions: body.actions,
  active: body.active,
});

const record = (
  db: Db,
  author: AuditAuthor,
  action: 'created' | 'updated' | 'deleted',
  before: AutomationRuleRow | null,
  after: AutomationRuleRow | null,
) => {
  const row = (after ?? before)!;
  return recordChange(db, { author, kind: 'automation', action, recordId: row.id, label: row.name, before, after });
};

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((t) => work(t as unknown as Db));
}

export async function createRule(db: Db, body: AutomationBody, author: AuditAuthor): Promise<AutomationRuleRow> {
  await checkRule(db, body);
  return inTransaction(db, async (tx) => {
    const [last] = await tx.select({ position: max(automationRules.position) }).from(automationRules);
    const [row] = await tx
      .insert(automationRules)
      .values({ ...values(body), position: (last?.position ?? 0) + 1 })
      .returning();
    await record(tx, author, 'created', null, row!);
    return row!;
  });
}

/** Saves a rule; switched on again, it counts its time conditions from now (`activeSince`). */
export async function updateRule(db: Db, id: number, body: AutomationBody, author: AuditAuthor): Promise<AutomationRuleRow> {
  await findRule(db, id);
  await checkRule(db, body);
  return inTransaction(db, async (tx) => {
    const [was] = await tx.select().from(automationRules).where(eq(automationRules.id, id));
    if (!was) throw new HttpError(404, 'not_found');
    const now = new Date();
    const [row] = await tx
      .update(automationRules)
      .set({ ...values(body), updatedAt: now, ...(body.active && !was.active ? { activeSince: now } : {}) })
      .where(eq(automationRules.id, id))
      .returning();
    await record(tx, author, 'updated', was, row!);
    return row!;
  });
}

export async function switchRule(db: Db, id: number, active: boolean, author: AuditAuthor): Promise<AutomationRuleRow> {
  const was = await findRule(db, id);
  return updateRule(
    db,
    id,
    { name: was.name, trigger: was.trigger, every_minutes: was.everyMinutes, conditions: was.conditions, actions: was.actions, active },
    author,
  );
}

export async function deleteRule(db: Db, id: number, author: AuditAuthor) {
  await findRule(db, id);
  await inTransaction(db, async (tx) => {
    const [gone] = await tx.delete(automationRules).where(eq(automationRules.id, id)).returning();
    if (gone) await record(tx, author, 'deleted', gone, null);
  });
}

/** The new order: every rule's id exactly once (422 otherwise — a list loaded before someone added a rule). */
export async function reorderRules(db: Db, ids: number[]): Promise<AutomationRuleRow[]> {
  const all = await listRules(db);
  const known = new Set(all.map((r) => r.id));
  if (ids.length !== all.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw new FieldError('ids', 'automation_order');
  await inTransaction(db, async (tx) => {
    for (const [index, id] of ids.entries())
      await tx
        .update(automationRules)
        .set({ position: index + 1 })
        .where(eq(automationRules.id, id));
  });
  return listRules(db);
}

/** The open tickets the conditions match now: how many, and the first page (newest first). Changes nothing. */
export async function dryRun(db: Db, input: AutomationDryRunInput, now = new Date()): Promise<AutomationDryRun> {
  const where = and(openTicket, conditionsHold(input.conditions as AutomationCondition[], now));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tickets).leftJoin(requesterTable, requesterJoin).where(where);
  const rows = await db
    .select({ id: tickets.id, fullid: tickets.fullid, subject: tickets.subject, status: tickets.status, company: companies.shortName })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(requesterTable, requesterJoin)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(AUTOMATION_DRY_RUN_PAGE);
  return { count: total, tickets: rows };
}

/** The active rules of the given triggers, in their order. */
export async function activeRules(db: Db, triggers: readonly string[]): Promise<AutomationRuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.active, true), inArray(automationRules.trigger, triggers as AutomationRuleRow['trigger'][])))
    .orderBy(asc(automationRules.position), asc(automationRules.id));
}

type RunRow = typeof automationRuns.$inferSelect;

/** Why a run failed: the message of its key in the reader's language (the field named), else the error as thrown. */
function runError(lang: ValidationLang, details: RunRow['details']): string {
  const { key, field, params, error } = details as { key?: string; field?: string | null; params?: Record<string, string>; error?: string };
  if (!key) return error ?? '';
  const said = text(lang, key as MessageKey, params ?? {});
  return field ? `${field}: ${said}` : said;
}

/** A page of the rule's runs, newest first (`failed=1`: the failed ones); 404 for a rule that does not exist. */
export async function listRuns(db: Db, ruleId: number, q: AutomationRunsQuery, lang: ValidationLang): Promise<Paginated<AutomationRun>> {
  await findRule(db, ruleId);
  const where = and(eq(automationRuns.ruleId, ruleId), q.failed === '1' ? eq(automationRuns.result, 'failed') : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(automationRuns).where(where);
  const rows = await db
    .select({ run: automationRuns, ticket: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject } })
    .from(automationRuns)
    .innerJoin(tickets, eq(tickets.id, automationRuns.ticketId))
    .where(where)
    .orderBy(desc(automationRuns.createdAt), desc(automationRuns.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const present = ({ run, ticket }: (typeof rows)[number]): AutomationRun => {
    const details = run.details as { changes?: Record<string, [unknown, unknown]>; done?: string[] };
    return {
      id: run.id,
      ticket,
      trigger: run.trigger,
      outcome: run.result,
      error: run.result === 'failed' ? runError(lang, run.details) : null,
      actions: run.result === 'failed' ? [] : (details.done ?? []),
      changes: details.changes ?? {},
      created_at: run.createdAt.toISOString(),
    };
  };
  return paginate(rows.map(present), total, {
    page: q.page,
    perPage: q.per_page,
    sort: '-created_at',
    path: `/api/admin/automations/${ruleId}/runs`,
    query: { failed: q.failed === '1' ? '1' : undefined, per_page: q.per_page },
  });
}
