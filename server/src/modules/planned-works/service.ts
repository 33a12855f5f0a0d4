/**
 * Planned works on a ticket. Rules: any agent plans; the planner or an admin/manager edits
 * or deletes; only admins and managers accept or reject, and only works waiting for acceptance. Moving an
 * accepted or rejected work (time or hours) sends it back for acceptance. Every change is announced to the
 * staff who see the ticket's company (events.ts).
 */
import { and, asc, eq, gte, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { plannedWorkCreateSchema, plannedWorkUpdateSchema } from '@helpdesk/shared/schemas';
import type { PlannedWork } from '@helpdesk/shared/resources';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { startOfBusinessDay } from '../../platform/business-day';
import type { Db } from '../../platform/db/client';
import { plannedWorks, tickets, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';
import { findTicket, refuseMerged } from '../tickets';
import { inCompanies } from '../tickets';
import { publishPlannedWorkEvent, type PlannedWorkAction } from './events';

export type PlannedWorkStatus = 'waiting-for-accept' | 'accepted' | 'rejected';

/** Who changes a planned work: the signed-in agent and their socket (X-Socket-ID, which gets no event back). */
export interface PlannedWorkActionContext {
  ctx: Pick<AppContext, 'db' | 'broadcaster'>;
  actor: Actor;
  socketId?: string | undefined;
}

const plannedBy = alias(users, 'planned_by');
const acceptedBy = alias(users, 'accepted_by');
const rejectedBy = alias(users, 'rejected_by');
const personCols = (u: typeof plannedBy | typeof acceptedBy | typeof rejectedBy) => ({
  id: u.id,
  firstname: u.firstname,
  lastname: u.lastname,
});
const person = (p: { id: number | null; firstname: string | null; lastname: string | null } | null) =>
  p?.id ? { id: p.id, name: `${p.firstname} ${p.lastname}` } : null;

export async function listPlannedWorks(db: Db, where: SQL | undefined, limit = 200): Promise<PlannedWork[]> {
  const rows = await db
    .select({
      work: plannedWorks,
      ticket: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject },
      plannedBy: personCols(plannedBy),
      acceptedBy: personCols(acceptedBy),
      rejectedBy: personCols(rejectedBy),
    })
    .from(plannedWorks)
    .innerJoin(tickets, eq(tickets.id, plannedWorks.ticketId))
    .leftJoin(plannedBy, eq(plannedBy.id, plannedWorks.plannedById))
    .leftJoin(acceptedBy, eq(acceptedBy.id, plannedWorks.acceptedById))
    .leftJoin(rejectedBy, eq(rejectedBy.id, plannedWorks.rejectedById))
    .where(and(isNull(plannedWorks.deletedAt), where))
    .orderBy(asc(plannedWorks.startTime), asc(plannedWorks.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.work.id,
    start_time: r.work.startTime.toISOString(),
    hours: r.work.hours,
    planned_by: person(r.plannedBy),
    accepted_by: person(r.acceptedBy),
    rejected_by: person(r.rejectedBy),
    internal: r.work.internal,
    status: r.work.status as PlannedWorkStatus,
    ticket: r.ticket,
    created_at: r.work.createdAt.toISOString(),
    updated_at: r.work.updatedAt.toISOString(),
  }));
}

/**
 * The top bar's dropdown: from the start of today in BUSINESS_TIME_ZONE, not rejected, on live tickets of the
 * companies the caller sees (`scopeOf(actor).companies`; null = every company).
 */
export function upcomingPlannedWorks(db: Db, companyIds: number[] | null, now = new Date()) {
  return listPlannedWorks(
    db,
    and(
      isNull(tickets.deletedAt),
      inCompanies(companyIds),
      ne(plannedWorks.status, 'rejected'),
      gte(plannedWorks.startTime, startOfBusinessDay(now)),
    ),
    50,
  );
}

export async function showPlannedWork(db: Db, id: number) {
  const [work] = await listPlannedWorks(db, eq(plannedWorks.id, id), 1);
  if (!work) throw new HttpError(404, 'not_found');
  return work;
}

async function findWork(db: Db, actor: Actor, id: number) {
  const [w] = await db
    .select()
    .from(plannedWorks)
    .where(and(eq(plannedWorks.id, id), isNull(plannedWorks.deletedAt)));
  if (!w) throw new HttpError(404, 'not_found');
  // The ticket must still be there for this agent (a trashed ticket's works are frozen).
  const ticket = await findTicket(db, actor, w.ticketId);
  return { work: w, companyId: ticket.companyId };
}

const isLead = (actor: Actor) => can(actor, 'planned-works.decide');

type WorkRow = typeof plannedWorks.$inferSelect;

async function announce(
  a: PlannedWorkActionContext,
  work: Pick<WorkRow, 'id' | 'ticketId' | 'status' | 'updatedAt'>,
  companyId: number,
  action: PlannedWorkAction,
) {
  await publishPlannedWorkEvent(
    a.ctx,
    { id: work.id, ticketId: work.ticketId, companyId, status: work.status, action, updatedAt: work.updatedAt.toISOString() },
    a.socketId,
  );
}

export async function createPlannedWork(a: PlannedWorkActionContext, ticketId: number, input: z.output<typeof plannedWorkCreateSchema>) {
  const t = await findTicket(a.ctx.db, a.actor, ticketId);
  await refuseMerged(a.ctx.db, t);
  const [row] = await a.ctx.db
    .insert(plannedWorks)
    .values({
      ticketId: t.id,
      startTime: new Date(input.start_time),
      hours: input.hours,
      internal: input.internal,
      plannedById: a.actor.user.id,
      status: 'waiting-for-accept',
    })
    .returning();
  await announce(a, row!, t.companyId, 'created');
  return row!.id;
}

export async function updatePlannedWork(a: PlannedWorkActionContext, id: number, input: z.output<typeof plannedWorkUpdateSchema>) {
  const { work: w, companyId } = await findWork(a.ctx.db, a.actor, id);
  if (w.plannedById !== a.actor.user.id && !isLead(a.actor)) throw new HttpError(403, 'forbidden');
  const startTime = input.start_time ? new Date(input.start_time) : undefined;
  const moved = (startTime && startTime.getTime() !== w.startTime.getTime()) || (input.hours !== undefined && input.hours !== w.hours);
  const [row] = await a.ctx.db
    .update(plannedWorks)
    .set({
      ...(startTime ? { startTime } : {}),
      ...(input.hours !== undefined ? { hours: input.hours } : {}),
      ...(input.internal !== undefined ? { internal: input.internal } : {}),
      ...(moved && w.status !== 'waiting-for-accept' ? { status: 'waiting-for-accept', acceptedById: null, rejectedById: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(plannedWorks.id, id))
    .returning();
  await announce(a, row!, companyId, 'updated');
}

export async function deletePlannedWork(a: PlannedWorkActionContext, id: number) {
  const { work: w, companyId } = await findWork(a.ctx.db, a.actor, id);
  if (w.plannedById !== a.actor.user.id && !isLead(a.actor)) throw new HttpError(403, 'forbidden');
  const [row] = await a.ctx.db
    .update(plannedWorks)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(plannedWorks.id, id))
    .returning();
  await announce(a, row!, companyId, 'deleted');
}

/** Accept or reject: admins and managers, works waiting for acceptance only (409 otherwise, nothing changes). */
export async function decidePlannedWork(a: PlannedWorkActionContext, id: number, decision: 'accepted' | 'rejected'): Promise<boolean> {
  const { companyId } = await findWork(a.ctx.db, a.actor, id);
  if (!isLead(a.actor)) throw new HttpError(403, 'forbidden');
  const [row] = await a.ctx.db
    .update(plannedWorks)
    .set({
      status: decision,
      acceptedById: decision === 'accepted' ? a.actor.user.id : null,
      rejectedById: decision === 'rejected' ? a.actor.user.id : null,
      updatedAt: new Date(),
    })
    .where(and(eq(plannedWorks.id, id), eq(plannedWorks.status, 'waiting-for-accept')))
    .returning();
  if (row) await announce(a, row, companyId, decision);
  return !!row;
}
