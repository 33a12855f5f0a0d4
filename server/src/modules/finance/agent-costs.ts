/** Agent costs, admin only: a history per agent (the row in force on a date is the latest valid-from on or before it). Money as integer grosze. */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AgentCostBody } from '@helpdesk/shared/schemas';
import type { AgentCost as AgentCostResource } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { agentCosts, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { fromGrosze, inForce, toGrosze } from './calculation';
import { businessDateOf } from '../../platform/business-time-zone';
import { name } from './present';
import { asCost } from './sources';

export async function listAgentCosts(db: Db, query: { agent_id?: number | undefined }, now = new Date()): Promise<AgentCostResource[]> {
  const rows = await db
    .select({ cost: agentCosts, firstname: users.firstname, lastname: users.lastname })
    .from(agentCosts)
    .innerJoin(users, eq(users.id, agentCosts.agentId))
    .where(query.agent_id ? eq(agentCosts.agentId, query.agent_id) : undefined)
    .orderBy(asc(users.lastname), asc(users.firstname), desc(agentCosts.validFrom));
  const day = businessDateOf(now);
  const current = new Map<number, number>();
  for (const r of rows)
    if (!current.has(r.cost.agentId))
      current.set(
        r.cost.agentId,
        inForce(
          rows.filter((x) => x.cost.agentId === r.cost.agentId).map((x) => asCost(x.cost)),
          day,
        )?.id ?? 0,
      );
  return rows.map((r) => ({
    id: r.cost.id,
    agent: { id: r.cost.agentId, name: name(r) },
    net_salary: toGrosze(r.cost.netSalary),
    allowances: toGrosze(r.cost.allowances),
    total_cost: toGrosze(r.cost.totalCost),
    valid_from: r.cost.validFrom,
    notes: r.cost.notes,
    in_force: current.get(r.cost.agentId) === r.cost.id,
  }));
}

export async function showAgentCost(db: Db, id: number, now = new Date()): Promise<AgentCostResource> {
  const [row] = await db.select({ agentId: agentCosts.agentId }).from(agentCosts).where(eq(agentCosts.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return (await listAgentCosts(db, { agent_id: row.agentId }, now)).find((c) => c.id === id)!;
}

async function checkAgentCost(db: Db, body: AgentCostBody, id: number | null): Promise<void> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.agent_id), eq(users.kind, 'agent')));
  if (!agent) throw new FieldError('agent_id', 'not_agent');
  const [taken] = await db
    .select({ id: agentCosts.id })
    .from(agentCosts)
    .where(and(eq(agentCosts.agentId, body.agent_id), eq(agentCosts.validFrom, body.valid_from), id ? ne(agentCosts.id, id) : undefined));
  if (taken) throw new FieldError('valid_from', 'valid_from_taken');
}

const costValues = (body: AgentCostBody) => ({
  agentId: body.agent_id,
  netSalary: Number(fromGrosze(body.net_salary)),
  allowances: Number(fromGrosze(body.allowances)),
  // Left out: net salary + allowances.
  totalCost: Number(fromGrosze(body.total_cost ?? body.net_salary + body.allowances)),
  validFrom: body.valid_from,
  notes: body.notes || null,
});

type CostRow = typeof agentCosts.$inferSelect;

/** A cost row as the audit trail keeps it: under its agent (the History of the agent's costs), labelled by its valid-from. */
async function recordCost(
  db: Db,
  author: AuditAuthor,
  action: 'created' | 'updated' | 'deleted',
  before: CostRow | null,
  after: CostRow | null,
) {
  const row = (after ?? before)!;
  const [agent] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, row.agentId));
  await recordChange(db, {
    author,
    kind: 'agent-cost',
    action,
    recordId: row.agentId,
    label: `${agent ? name(agent) : row.agentId} · ${row.validFrom}`,
    before,
    after,
  });
}

export async function createAgentCost(db: Db, body: AgentCostBody, author: AuditAuthor): Promise<number> {
  await checkAgentCost(db, body, null);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(agentCosts).values(costValues(body)).returning();
    await recordCost(tx, author, 'created', null, row!);
    return row!.id;
  });
}

export async function updateAgentCost(db: Db, id: number, body: AgentCostBody, author: AuditAuthor): Promise<void> {
  await showAgentCost(db, id);
  await checkAgentCost(db, body, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [was] = await tx.select().from(agentCosts).where(eq(agentCosts.id, id));
    const [row] = await tx.update(agentCosts).set(costValues(body)).where(eq(agentCosts.id, id)).returning();
    await recordCost(tx, author, 'updated', was!, row!);
  });
}

export async function deleteAgentCost(db: Db, id: number, author: AuditAuthor): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [deleted] = await tx.delete(agentCosts).where(eq(agentCosts.id, id)).returning();
    if (!deleted) throw new HttpError(404, 'not_found');
    await recordCost(tx, author, 'deleted', deleted, null);
  });
}
