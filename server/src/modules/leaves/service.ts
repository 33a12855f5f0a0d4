/**
 * Leaves: every agent's days away (or working remotely) in Poland's calendar, whole days `start`…`end` inclusive.
 * Any agent sees everyone's leaves and adds, edits and deletes its own; admins and managers (`leaves.accept`) accept
 * any leave and manage everyone's. An agent editing its own accepted leave asks for acceptance again.
 */
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeaveBody, LeaveRangeQuery } from '@helpdesk/shared/schemas';
import type { Leave } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { holidays, leaves, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';

const acceptor = alias(users, 'acceptor');

const select = {
  leave: leaves,
  agent: { id: users.id, firstname: users.firstname, lastname: users.lastname },
  acceptor: { id: acceptor.id, firstname: acceptor.firstname, lastname: acceptor.lastname },
};

type Joined = {
  leave: typeof leaves.$inferSelect;
  agent: { id: number; firstname: string; lastname: string };
  acceptor: { id: number | null; firstname: string | null; lastname: string | null } | null;
};

const nameOf = (p: { firstname: string | null; lastname: string | null }) => `${p.firstname ?? ''} ${p.lastname ?? ''}`.trim();

function present(r: Joined): Leave {
  const x = r.leave;
  return {
    id: x.id,
    agent: { id: r.agent.id, name: nameOf(r.agent) },
    start: x.start,
    end: x.end,
    type: x.type as Leave['type'],
    description: x.description,
    accepted_at: x.acceptedAt?.toISOString() ?? null,
    accepted_by: r.acceptor?.id ? { id: r.acceptor.id, name: nameOf(r.acceptor) } : null,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
  };
}

const base = (db: Db) =>
  db.select(select).from(leaves).innerJoin(users, eq(users.id, leaves.agentId)).leftJoin(acceptor, eq(acceptor.id, leaves.acceptedById));

/** Every leave touching the days `from`…`to`, by start day. */
export async function listLeaves(db: Db, q: LeaveRangeQuery): Promise<Leave[]> {
  const rows = await base(db)
    .where(and(lte(leaves.start, q.to), gte(leaves.end, q.from)))
    .orderBy(asc(leaves.start), asc(leaves.agentId), asc(leaves.id));
  return rows.map(present);
}

/** The public holidays of the range, for the calendar to grey them (the holiday screens are for admins only). */
export async function holidaysIn(db: Db, q: LeaveRangeQuery): Promise<{ date: string; name: string }[]> {
  return db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.date, q.from), lte(holidays.date, q.to)))
    .orderBy(asc(holidays.date));
}

export async function showLeave(db: Db, id: number): Promise<Leave> {
  const [row] = await base(db).where(eq(leaves.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return present(row);
}

/** The leave, once the actor may change it: its own, or anyone's with `leaves.accept`. */
async function changeable(db: Db, actor: Actor, id: number) {
  const [row] = await db.select().from(leaves).where(eq(leaves.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  if (row.agentId !== actor.user.id && !can(actor, 'leaves.accept')) throw new HttpError(403, 'forbidden');
  return row;
}

/** Whose leave the body names: the actor's own unless a manager names another (active) agent. */
async function agentOf(db: Db, actor: Actor, body: LeaveBody, current?: number): Promise<number> {
  const wanted = body.agent_id ?? current ?? actor.user.id;
  if (wanted === (current ?? actor.user.id)) return wanted;
  if (!can(actor, 'leaves.accept')) throw new HttpError(403, 'forbidden');
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, wanted), eq(users.kind, 'agent'), isNull(users.deletedAt)));
  if (!agent) throw new FieldError('agent_id', 'not_agent');
  return wanted;
}

export async function createLeave(db: Db, actor: Actor, body: LeaveBody): Promise<number> {
  const agentId = await agentOf(db, actor, body);
  const [row] = await db
    .insert(leaves)
    .values({ agentId, start: body.start, end: body.end, type: body.type, description: body.description || null })
    .returning({ id: leaves.id });
  return row!.id;
}

export async function updateLeave(db: Db, actor: Actor, id: number, body: LeaveBody): Promise<void> {
  const row = await changeable(db, actor, id);
  const agentId = await agentOf(db, actor, body, row.agentId);
  const changed = row.start !== body.start || row.end !== body.end || row.type !== body.type || agentId !== row.agentId;
  // Changed days or type by someone who cannot accept: the acceptance no longer holds.
  const reopen = changed && !can(actor, 'leaves.accept');
  await db
    .update(leaves)
    .set({
      agentId,
      start: body.start,
      end: body.end,
      type: body.type,
      description: body.description || null,
      ...(reopen ? { acceptedAt: null, acceptedById: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(leaves.id, id));
}

export async function acceptLeave(db: Db, actor: Actor, id: number): Promise<void> {
  const [row] = await db.select({ id: leaves.id, acceptedAt: leaves.acceptedAt }).from(leaves).where(eq(leaves.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  if (row.acceptedAt) return;
  await db.update(leaves).set({ acceptedAt: new Date(), acceptedById: actor.user.id, updatedAt: new Date() }).where(eq(leaves.id, id));
}

export async function deleteLeave(db: Db, actor: Actor, id: number): Promise<void> {
  await changeable(db, actor, id);
  await db.delete(leaves).where(eq(leaves.id, id));
}
