/**
 * Running rules on a ticket. A change (created, updated, an e-mail received) runs the matching active rules in their
 * order, in the change's unit of work; each rule runs in a savepoint of its own, so a rule that fails (an agent gone, a
 * text module deleted) is logged as failed and leaves the change and the other rules standing.
 *
 * No loops: within one change each rule runs at most once on the ticket. A rule's own change does not go back through
 * the tickets hook; this loop goes on with the rules not run yet (a rule that changed the ticket makes the `updated`
 * rules candidates too), judged against the ticket as it is now — so other rules may react, and the cascade ends after
 * at most every rule once (and never more than MAX_RUNS_PER_CHANGE).
 */
import { createHash } from 'node:crypto';
import { eq, sql, type Query } from 'drizzle-orm';
import type { AutomationAction, AutomationRunOutcome, AutomationTrigger, TicketAction, TicketCategory } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { automationRuns, companies, tickets } from '../../platform/db/schema';
import { unitOfWork, withinUnitOfWork } from '../../platform/unit-of-work';
import { pickRoundRobinAssignee } from '../assignees';
import { applyTicketActions } from '../ticket-actions';
import { systemActor, writeHistory, type TicketRow } from '../tickets';
import { conditionsHold, liveTicket, requesterJoin, requesterTable } from './conditions';
import { mailRequester, sendNotices } from './notices';
import { activeRules, type AutomationRuleRow } from './service';

/**
 * How long an instance trusts its copy of the active event rules. A save, switch, reorder or delete on this instance
 * forgets the copy at once (`forgetActiveRules`); another instance sees it within this time — as the releases of
 * /remotes.json are kept (remote-deployments), there being no instance-to-instance channel to tell them sooner.
 */
export const ACTIVE_RULES_TTL_MS = 5_000;

interface RulesCopy {
  /** Bumped by every forgetting: a read that began before it does not store what it read. */
  generation: number;
  byTriggers: Map<string, { rules: AutomationRuleRow[]; at: number }>;
}

/** One copy per app, keyed by its hook registry (the one object every unit of work's context of the app shares). */
const copies = new WeakMap<object, RulesCopy>();

const copyOf = (ctx: AppContext): RulesCopy => {
  let copy = copies.get(ctx.hooks);
  if (!copy) copies.set(ctx.hooks, (copy = { generation: 0, byTriggers: new Map() }));
  return copy;
};

/** The rules changed (saved, switched, reordered, deleted): the next change reads them again. */
export function forgetActiveRules(ctx: AppContext): void {
  const copy = copyOf(ctx);
  copy.generation += 1;
  copy.byTriggers.clear();
}

/** The active rules of `triggers` as this instance knows them (at most ACTIVE_RULES_TTL_MS old). */
async function knownActiveRules(ctx: AppContext, triggers: readonly AutomationTrigger[]): Promise<AutomationRuleRow[]> {
  const copy = copyOf(ctx);
  const key = [...triggers].sort().join(',');
  const known = copy.byTriggers.get(key);
  if (known && Date.now() - known.at < ACTIVE_RULES_TTL_MS) return known.rules;
  const generation = copy.generation;
  const rules = await activeRules(ctx.db, triggers);
  if (copy.generation === generation) copy.byTriggers.set(key, { rules, at: Date.now() });
  return rules;
}

/** A bound on the rules one change runs, whatever the rules are. */
export const MAX_RUNS_PER_CHANGE = 50;

/** The fields a rule's run reports as changed ({field: [before, after]}). */
const REPORTED = { status: 'status', priority: 'priority', category: 'category', type: 'type', assigneeId: 'assignee_id' } as const;

/**
 * The matching statement of one copy of the rules: its text and constant parameters built once (drizzle building the
 * 50 rules' text cost ~1 ms a change), the time, the ticket and the candidates its only parameters at each run. On
 * PostgreSQL it is a named statement, prepared once per pooled connection and, after five runs, planned once (a generic
 * plan: a change no longer plans 50 rules' expressions); the name is the text's hash, so the copies of the same rules
 * (every ACTIVE_RULES_TTL_MS, every instance) share it. PGlite has no named statements and runs the text as given.
 */
interface MatchingStatement {
  name: string;
  query: Query;
}

const statements = new WeakMap<readonly AutomationRuleRow[], MatchingStatement>();

function matchingStatement(db: Db, rules: readonly AutomationRuleRow[]): MatchingStatement {
  let statement = statements.get(rules);
  if (statement) return statement;
  const candidates = sql`${sql.placeholder('candidates')}::int[]`;
  const cases = rules.map(
    (r) =>
      sql`case when ${r.id}::int = any(${candidates}) and ${conditionsHold(r.conditions, sql.placeholder('now'))} then ${r.id}::int end`,
  );
  const query = db
    .select({ ids: sql<number[] | null>`array_remove(array[${sql.join(cases, sql`, `)}]::int[], null)`.as('ids') })
    .from(tickets)
    .leftJoin(requesterTable, requesterJoin)
    .where(liveTicket(sql.placeholder('ticket')))
    .toSQL();
  const name = `automation_match_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  statements.set(rules, (statement = { name, query }));
  return statement;
}

/**
 * Which of `candidates` (some of `rules`, one copy of the active rules) match ticket `ticketId` now: one query, whatever
 * their number, run in `db` (the change's transaction) from the copy's statement.
 */
export async function matchingRules(
  db: Db,
  ticketId: number,
  rules: readonly AutomationRuleRow[],
  candidates: readonly AutomationRuleRow[] = rules,
  now = new Date(),
): Promise<Set<number>> {
  if (!candidates.length) return new Set();
  const { name, query } = matchingStatement(db, rules);
  const result = (await db._.session
    .prepareQuery(query, undefined, name, false)
    .execute({ now: now.toISOString(), ticket: ticketId, candidates: candidates.map((r) => r.id) })) as {
    rows: { ids: number[] | null }[];
  };
  return new Set((result.rows[0]?.ids ?? []).map(Number));
}

export interface RuleRun {
  result: AutomationRunOutcome;
  /** The ticket's fields the run changed. */
  changed: boolean;
}

/**
 * Runs one rule's actions on one ticket as the system and logs the run. Inside a unit of work it runs in a savepoint
 * (a failure rolls back only the rule's work); else in a unit of work of its own.
 */
export async function runRule(
  ctx: AppContext,
  rule: AutomationRuleRow,
  ticketId: number,
  trigger: AutomationTrigger,
  now = new Date(),
): Promise<RuleRun> {
  const attempt = <T>(work: (tx: AppContext) => Promise<T>): Promise<T> =>
    withinUnitOfWork(ctx) ? ctx.db.transaction((sp) => work({ ...ctx, db: sp as unknown as Db })) : unitOfWork(ctx, work);
  try {
    return await attempt(async (tx) => {
      const details = await act(tx, rule, ticketId, now);
      // Nothing to do (the priority it sets was set already, nobody to notify): logged as skipped.
      const result = details.done.length ? 'applied' : 'skipped';
      await tx.db.insert(automationRuns).values({ ruleId: rule.id, ticketId, trigger, result, details });
      return { result, changed: Object.keys(details.changes).length > 0 };
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const known = error as { key?: string; field?: string; params?: Record<string, string | number> };
    // The message key (and its field and parameters) lets the run log say why in the reader's language.
    const params = known.key ? { key: known.key, field: known.field ?? null, params: known.params ?? {} } : {};
    await ctx.db
      .insert(automationRuns)
      .values({ ruleId: rule.id, ticketId, trigger, result: 'failed', details: { error: message, ...params } });
    return { result: 'failed', changed: false };
  }
}

type RuleOnly = Extract<AutomationAction, { action: `notify_${string}` }>;

/** The rule's actions on the ticket: the ticket actions as one change named by the rule, then the notices and mails. */
async function act(ctx: AppContext, rule: AutomationRuleRow, ticketId: number, now: Date) {
  const [t] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!t) throw new Error(`ticket ${ticketId} is gone`);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, t.companyId));
  const actor = systemActor(company!, null, 'automation');
  const changes: TicketAction[] = [];
  const notices: RuleOnly[] = [];
  const mails: Extract<AutomationAction, { action: 'mail_text_module_to_requester' }>[] = [];
  for (const a of rule.actions) {
    switch (a.action) {
      case 'assign_round_robin': {
        const agent = await pickRoundRobinAssignee(ctx, { companyId: t.companyId, categoryId: t.category as TicketCategory });
        if (agent) changes.push({ action: 'set_assignee', assignee: agent });
        break;
      }
      case 'notify_agent':
      case 'notify_assignee':
      case 'notify_responsible':
      case 'notify_managers':
        notices.push(a);
        break;
      case 'mail_text_module_to_requester':
        mails.push(a);
        break;
      default:
        changes.push(a);
    }
  }
  let after: TicketRow = t;
  if (changes.length) after = await applyTicketActions(ctx, t.id, changes, { actor, label: rule.name, byRule: true });
  else await writeHistory(ctx.db, t.id, actor, 'automation', { automation: [null, rule.name] });
  const changed: Record<string, [unknown, unknown]> = {};
  for (const [column, field] of Object.entries(REPORTED) as [keyof typeof REPORTED, string][])
    if (t[column] !== after[column]) changed[field] = [t[column], after[column]];
  const notified = await sendNotices(ctx, rule, after, notices, now);
  const mailed = await mailRequester(ctx, actor, rule, after, mails);
  const done = rule.actions.filter((a) => tookEffect(a, changed, notified, mailed)).map((a) => a.action);
  return { changes: changed, notified, mailed, done };
}

/** The ticket field a `set_…` action (and the round robin) changes. */
const FIELD_OF: Partial<Record<AutomationAction['action'], string>> = {
  set_status: 'status',
  set_priority: 'priority',
  set_category: 'category',
  set_type: 'type',
  set_assignee: 'assignee_id',
  assign_round_robin: 'assignee_id',
};

/** Whether an action of the rule did something: its field changed, someone was told or mailed; a note, an answer, a CC always. */
function tookEffect(a: AutomationAction, changed: Record<string, unknown>, notified: number[], mailed: string[]): boolean {
  const field = FIELD_OF[a.action];
  if (field) return field in changed;
  if (a.action.startsWith('notify_')) return notified.length > 0;
  if (a.action === 'mail_text_module_to_requester') return mailed.length > 0;
  return true;
}

/**
 * The rules of `triggers` on a ticket that just changed, in order, each at most once (`ran` carries the rules that
 * already ran on it in this change: a scheduled rule's own run passes itself).
 */
export async function runEventRules(
  ctx: AppContext,
  ticketId: number,
  triggers: readonly AutomationTrigger[],
  ran: Set<number> = new Set(),
): Promise<void> {
  const rules = await knownActiveRules(ctx, [...new Set<AutomationTrigger>([...triggers, 'updated'])]);
  if (!rules.length) return;
  let pending = new Set(triggers);
  for (let runs = 0; runs < MAX_RUNS_PER_CHANGE; runs++) {
    const candidates = rules.filter((r) => pending.has(r.trigger) && !ran.has(r.id));
    if (!candidates.length) return;
    const matching = await matchingRules(ctx.db, ticketId, rules, candidates);
    const rule = candidates.find((r) => matching.has(r.id));
    if (!rule) return;
    ran.add(rule.id);
    const run = await runRule(ctx, rule, ticketId, triggers.includes(rule.trigger) ? rule.trigger : 'updated');
    if (run.changed) pending = new Set([...pending, 'updated']);
  }
}
