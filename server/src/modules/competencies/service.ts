import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CompetencyRow, StrongestAgent } from '@helpdesk/shared/resources';
import {
  CATEGORY_COMPETENCY_AREAS,
  COMPETENCY_AREAS,
  type CompetencyArea,
  type CompetencyBody,
  type CompetencyListQuery,
} from '@helpdesk/shared/schemas';
import type { TicketCategory } from '@helpdesk/shared/enums';
import type { Db } from '../../platform/db/client';
import { competencies, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';

type Levels = CompetencyRow['levels'];
const noLevels = (): Levels => Object.fromEntries(COMPETENCY_AREAS.map((area) => [area, 0])) as Levels;
const fullName = (r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`.trim();

/** Every live agent with its 18 levels (an area never rated counts 0). */
async function matrix(db: Db): Promise<{ id: number; name: string; levels: Levels }[]> {
  const agents = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  const cells = await db.select().from(competencies);
  const byAgent = new Map(agents.map((a) => [a.id, { id: a.id, name: fullName(a), levels: noLevels() }]));
  for (const cell of cells) {
    const row = byAgent.get(cell.agentId);
    if (row && (COMPETENCY_AREAS as readonly string[]).includes(cell.area)) row.levels[cell.area as CompetencyArea] = cell.level;
  }
  return [...byAgent.values()];
}

/** Whether the actor may change the row of `agentId`: its own, or any with `competencies.edit-others`. */
export const mayEdit = (actor: Actor, agentId: number): boolean => actor.user.id === agentId || can(actor, 'competencies.edit-others');

export async function listCompetencies(db: Db, actor: Actor, query: CompetencyListQuery): Promise<CompetencyRow[]> {
  let rows = await matrix(db);
  if (query.area && query.min_level !== undefined) rows = rows.filter((r) => r.levels[query.area!] >= query.min_level!);
  if (query.sort !== 'name') {
    const area = query.sort;
    // Strongest first; equal levels keep the name order.
    rows = rows
      .map((r, i) => ({ r, i }))
      .sort((a, b) => b.r.levels[area] - a.r.levels[area] || a.i - b.i)
      .map(({ r }) => r);
  }
  return rows.map((r) => ({ agent: { id: r.id, name: r.name }, levels: r.levels, editable: mayEdit(actor, r.id) }));
}

/** Sets one cell; 403 for another agent's row without the right, 404 for someone who is not a live agent. */
export async function setCompetency(db: Db, actor: Actor, agentId: number, body: CompetencyBody): Promise<CompetencyRow> {
  if (!mayEdit(actor, agentId)) throw new HttpError(403, 'forbidden');
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.kind, 'agent'), isNull(users.deletedAt)))
    .limit(1);
  if (!agent) throw new HttpError(404, 'not_found');
  await db
    .insert(competencies)
    .values({ agentId, area: body.area, level: body.level })
    .onConflictDoUpdate({ target: [competencies.agentId, competencies.area], set: { level: body.level } });
  const row = (await matrix(db)).find((r) => r.id === agentId)!;
  return { agent: { id: row.id, name: row.name }, levels: row.levels, editable: true };
}

/** Agents ranked by their best level among the category's areas (strongest first, level ≥ 1 only). */
export async function strongestFor(db: Db, category: TicketCategory, limit = 5): Promise<StrongestAgent[]> {
  const areas = CATEGORY_COMPETENCY_AREAS[category];
  if (areas.length === 0) return [];
  return (await matrix(db))
    .map((r) => ({ id: r.id, name: r.name, level: Math.max(...areas.map((area) => r.levels[area])) }))
    .filter((r) => r.level > 0)
    .sort((a, b) => b.level - a.level)
    .slice(0, limit);
}
