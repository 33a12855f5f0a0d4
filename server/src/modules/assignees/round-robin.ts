/**
 * Round-robin assignment (issue 36 item 7), for the automation rules' "assign by rotation" action: among the agents
 * of the ticket's company who are at work now, the one the rotation picked least recently (never picked first).
 */
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { CATEGORY_COMPETENCY_AREAS, type TicketCategory } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { assigneeRotation, companies, companyAgents, competencies, users } from '../../platform/db/schema';
import { availableNow } from '../working-time';

/** The advisory lock key of a rotation pick (any constant unique in this code base). */
const ROTATION_LOCK = 7_240_036;

export interface RoundRobinOptions {
  companyId: number;
  /** The ticket's category: agents rated in its competency areas (level 1 or more) go first, when any is at work. */
  categoryId?: TicketCategory;
  /** The moment "at work now" is judged at (tests). */
  now?: Date;
}

/**
 * Picks the next agent for a ticket of `companyId` and records the pick, or answers null when none of the company's
 * agents is at work now. Eligible: the company's assigned agents and its responsible agent, live ones. Available:
 * working-time's `availableNow` (a working day, within working hours, not on leave; time scope 0 never). Fair: the
 * least recently picked goes next, ties by id.
 *
 * Correct across server instances: the choice and its record happen under one transaction-scoped advisory lock, so
 * a second instance's pick waits and then sees the first one's; the record's time is the database's clock
 * (`clock_timestamp()` after the lock), not an instance's.
 */
export async function pickRoundRobinAssignee(ctx: Pick<AppContext, 'db'>, options: RoundRobinOptions): Promise<number | null> {
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`);
    const eligible = await eligibleAgents(t, options.companyId);
    const available = await availableNow(t, eligible, now);
    let pool = eligible.filter((a) => available.get(a.id)).map((a) => a.id);
    if (pool.length === 0) return null;
    const areas = options.categoryId ? CATEGORY_COMPETENCY_AREAS[options.categoryId] : [];
    if (areas.length > 0) {
      const competent = await t
        .selectDistinct({ id: competencies.agentId })
        .from(competencies)
        .where(and(inArray(competencies.agentId, pool), inArray(competencies.area, [...areas]), gte(competencies.level, 1)));
      if (competent.length > 0) pool = competent.map((c) => c.id);
    }
    const [next] = await t
      .select({ id: users.id })
      .from(users)
      .leftJoin(assigneeRotation, eq(assigneeRotation.agentId, users.id))
      .where(inArray(users.id, pool))
      .orderBy(sql`${assigneeRotation.lastPickedAt} asc nulls first`, asc(users.id))
      .limit(1);
    const agentId = next!.id;
    await t
      .insert(assigneeRotation)
      .values({ agentId, lastPickedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: assigneeRotation.agentId, set: { lastPickedAt: sql`clock_timestamp()` } });
    return agentId;
  });
}

/** The company's assigned agents and its responsible agent, live agents only, with their time scope. */
async function eligibleAgents(db: Db, companyId: number): Promise<{ id: number; timeScope: number }[]> {
  const assigned = db.select({ id: companyAgents.agentId }).from(companyAgents).where(eq(companyAgents.companyId, companyId));
  const responsible = db
    .select({ id: companies.responsibleAgentId })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return db
    .select({ id: users.id, timeScope: users.timeScope })
    .from(users)
    .where(
      and(
        eq(users.kind, 'agent'),
        isNull(users.deletedAt),
        or(inArray(users.id, assigned), inArray(users.id, responsible)),
        // A deleted company has no one to rotate to.
        sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.deletedAt} is null)`,
      ),
    )
    .orderBy(asc(users.id));
}
