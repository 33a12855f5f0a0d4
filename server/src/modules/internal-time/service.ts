/**
 * Internal time: work that is not a ticket (spec §4 categories), logged by agents. An agent lists and changes its
 * own entries; admins and managers anyone's. It counts toward the agent's reported hours (working-time).
 */
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { InternalTimeBody, InternalTimeQuery } from '@helpdesk/shared/schemas';
import type { InternalTime, InternalTimePage } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { internalTimes, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { paginate } from '../../platform/pagination';
import { can, type Actor } from '../../platform/policy';

const mayManageOthers = (actor: Actor) => can(actor, 'internal-time.manage-others');

function present(
  row: typeof internalTimes.$inferSelect,
  agent: { id: number | null; firstname: string | null; lastname: string | null } | null,
): InternalTime {
  return {
    id: row.id,
    agent: agent?.id ? { id: agent.id, name: `${agent.firstname} ${agent.lastname}` } : null,
    day: row.day,
    from_hour: row.fromHour,
    minutes: row.minutes,
    category: row.category as InternalTime['category'],
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

async function listWhere(db: Db, where: ReturnType<typeof and>, page?: { limit: number; offset: number }) {
  const rows = await db
    .select({ row: internalTimes, agent: { id: users.id, firstname: users.firstname, lastname: users.lastname } })
    .from(internalTimes)
    .leftJoin(users, eq(users.id, internalTimes.agentId))
    .where(where)
    .orderBy(desc(internalTimes.day), asc(internalTimes.fromHour), desc(internalTimes.id))
    .limit(page?.limit ?? 1)
    .offset(page?.offset ?? 0);
  return rows.map(({ row, agent }) => present(row, agent));
}

/** A page of own entries (newest day first) with the total minutes of every page; admins and managers pick any agent (or everyone without `agent_id`). */
export async function listInternalTime(db: Db, actor: Actor, query: InternalTimeQuery): Promise<InternalTimePage> {
  const agentId = mayManageOthers(actor) ? query.agent_id : actor.user.id;
  if (!mayManageOthers(actor) && query.agent_id && query.agent_id !== actor.user.id) throw new HttpError(403, 'forbidden');
  const where = and(
    agentId ? eq(internalTimes.agentId, agentId) : undefined,
    query.from ? gte(internalTimes.day, query.from) : undefined,
    query.to ? lte(internalTimes.day, query.to) : undefined,
    query.category ? eq(internalTimes.category, query.category) : undefined,
  );
  const [totals] = await db
    .select({ total: count(), minutes: sql<string | null>`sum(${internalTimes.minutes})` })
    .from(internalTimes)
    .where(where);
  const rows = await listWhere(db, where, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const { page, per_page, ...filters } = query;
  return {
    ...paginate(rows, totals?.total ?? 0, {
      page,
      perPage: per_page,
      sort: 'day',
      path: '/api/admin/internal-time',
      query: { ...filters, per_page },
    }),
    summary: { minutes: Number(totals?.minutes ?? 0) },
  };
}

async function ownerFor(db: Db, actor: Actor, agentId: number | undefined): Promise<number> {
  if (agentId === undefined || agentId === actor.user.id) return actor.user.id;
  if (!mayManageOthers(actor)) throw new HttpError(403, 'forbidden');
  const [agent] = await db.select({ id: users.id, kind: users.kind }).from(users).where(eq(users.id, agentId));
  if (agent?.kind !== 'agent') throw new FieldError('agent_id', 'not_agent');
  return agent.id;
}

const columnsOf = (body: InternalTimeBody) => ({
  day: body.day,
  fromHour: body.from_hour,
  minutes: body.minutes,
  category: body.category,
  description: body.description,
});

export async function showInternalTime(db: Db, actor: Actor, id: number): Promise<InternalTime> {
  const [found] = await listWhere(
    db,
    and(eq(internalTimes.id, id), mayManageOthers(actor) ? undefined : eq(internalTimes.agentId, actor.user.id)),
  );
  if (!found) throw new HttpError(404, 'not_found');
  return found;
}

export async function createInternalTime(db: Db, actor: Actor, body: InternalTimeBody): Promise<InternalTime> {
  const agentId = await ownerFor(db, actor, body.agent_id);
  const [row] = await db
    .insert(internalTimes)
    .values({ agentId, ...columnsOf(body) })
    .returning();
  return showInternalTime(db, actor, row!.id);
}

/** Someone else's entry is a 404 to an agent (it does not learn that it exists). */
async function findOwned(db: Db, actor: Actor, id: number) {
  const [row] = await db.select().from(internalTimes).where(eq(internalTimes.id, id));
  if (!row || (row.agentId !== actor.user.id && !mayManageOthers(actor))) throw new HttpError(404, 'not_found');
  return row;
}

export async function updateInternalTime(db: Db, actor: Actor, id: number, body: InternalTimeBody): Promise<InternalTime> {
  const row = await findOwned(db, actor, id);
  const agentId = body.agent_id === undefined ? row.agentId : await ownerFor(db, actor, body.agent_id);
  await db
    .update(internalTimes)
    .set({ agentId, ...columnsOf(body) })
    .where(eq(internalTimes.id, row.id));
  return showInternalTime(db, actor, row.id);
}

export async function deleteInternalTime(db: Db, actor: Actor, id: number): Promise<void> {
  const row = await findOwned(db, actor, id);
  await db.delete(internalTimes).where(eq(internalTimes.id, row.id));
}
