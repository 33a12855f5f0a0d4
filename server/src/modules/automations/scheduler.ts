/**
 * Scheduled rules: a pass every AUTOMATION_INTERVAL_SECONDS runs each active scheduled rule whose `every_minutes` have
 * gone since its last run, on one instance at a time (ctx.jobs, the job lease).
 *
 * Once per state: a rule claims a ticket in `automation_fired` before acting, keyed by the moment its time condition was
 * crossed (e.g. the 80 % point of THIS resolution deadline; '' for a rule without one). The claim is one conditional
 * upsert, so it fires once however many passes race; a moved deadline or a new unassignment is a new key and fires
 * again; a ticket that no longer matches loses its mark, so matching again later fires again. A time condition fires
 * only for a moment crossed since the rule was switched on (`active_since`): enabling a rule, or a fresh install's
 * seeded tickets, never flood anybody with what was already late.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { automationFired, automationRules, tickets } from '../../platform/db/schema';
import { unitOfWork } from '../../platform/unit-of-work';
import { conditionsHold, matchedSince, openTicket, requesterJoin, requesterTable } from './conditions';
import { runEventRules, runRule } from './engine';
import { activeRules, type AutomationRuleRow } from './service';
import { createLeasedSchedule, type LeasedSchedule } from '../../platform/jobs';

const MINUTE = 60_000;

export interface ScheduledRun {
  rule: number;
  /** The tickets it fired on in this pass. */
  tickets: number[];
}

const due = (rule: AutomationRuleRow, now: Date) =>
  !rule.lastRunAt || rule.lastRunAt.getTime() + (rule.everyMinutes ?? 1) * MINUTE <= now.getTime() + 1000;

/** Claims the tickets `rule` fires on now (the ones not claimed for this state yet); answers their ids. */
export async function claimTickets(ctx: AppContext, rule: AutomationRuleRow, now: Date): Promise<number[]> {
  const holds = and(openTicket, conditionsHold(rule.conditions, now))!;
  const since = matchedSince(rule.conditions);
  // Marks of tickets that left the rule: matching again later is a new occasion.
  await ctx.db
    .delete(automationFired)
    .where(
      and(
        eq(automationFired.ruleId, rule.id),
        sql`not exists (select 1 from ${tickets} left join ${requesterTable} on ${requesterJoin} where ${tickets.id} = ${automationFired.ticketId} and ${holds})`,
      ),
    );
  const fresh = since ? and(holds, sql`${since} >= ${rule.activeSince.toISOString()}::timestamptz`) : holds;
  const key = since ? sql`(${since})::text` : sql`''`;
  const claimed = (await ctx.db.execute(sql`
    insert into automation_fired (rule_id, ticket_id, key, fired_at)
    select ${rule.id}::int, ${tickets.id}, ${key}, ${now.toISOString()}::timestamptz
    from ${tickets} left join ${requesterTable} on ${requesterJoin} where ${fresh}
    on conflict (rule_id, ticket_id) do update set key = excluded.key, fired_at = excluded.fired_at
      where automation_fired.key <> excluded.key
    returning ticket_id`)) as unknown as { rows: { ticket_id: number }[] };
  return claimed.rows.map((r) => Number(r.ticket_id)).sort((a, b) => a - b);
}

/** One pass: every scheduled rule that is due (all of them with `force`) on the tickets it claims. */
export async function runScheduledRules(ctx: AppContext, now = new Date(), options: { force?: boolean } = {}): Promise<ScheduledRun[]> {
  const runs: ScheduledRun[] = [];
  for (const rule of await activeRules(ctx.db, ['scheduled'])) {
    if (!options.force && !due(rule, now)) continue;
    await ctx.db.update(automationRules).set({ lastRunAt: now }).where(eq(automationRules.id, rule.id));
    const ids = await claimTickets(ctx, rule, now);
    for (const id of ids)
      await unitOfWork(ctx, async (tx) => {
        const run = await runRule(tx, rule, id, 'scheduled', now);
        // Other rules may react to what it changed; it does not run again on its own change.
        if (run.changed) await runEventRules(tx, id, ['updated'], new Set([rule.id]));
      });
    runs.push({ rule: rule.id, tickets: ids });
  }
  return runs;
}

export type AutomationScheduler = LeasedSchedule;

export function createAutomationScheduler(ctx: AppContext, log: FastifyBaseLogger): AutomationScheduler {
  return createLeasedSchedule(ctx.jobs, log, {
    job: 'automations',
    everyMs: ctx.config.automations.intervalSeconds * 1000,
    pass: () => runScheduledRules(ctx),
    report: (runs) => {
      if (runs.some((r) => r.tickets.length)) log.info({ runs: runs.filter((r) => r.tickets.length) }, 'automations: fired');
    },
    failure: 'automations: pass failed',
  });
}
