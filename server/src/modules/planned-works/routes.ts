import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, gte, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context';
import { plannedWorks, tickets, users } from '../../platform/db/schema';

const person = (id: number | null, first: string | null, last: string | null) => (id ? { id, name: `${first} ${last}` } : null);

/** Upcoming planned works (the top bar's dropdown). */
export const plannedWorkRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const plannedBy = alias(users, 'planned_by');
  const acceptedBy = alias(users, 'accepted_by');
  const rejectedBy = alias(users, 'rejected_by');

  app.get('/api/admin/planned-work/list', { onRequest: ctx.authorize('staff') }, async () => {
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const rows = await db
      .select({
        work: plannedWorks,
        ticket: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject },
        plannedBy: { id: plannedBy.id, firstname: plannedBy.firstname, lastname: plannedBy.lastname },
        acceptedBy: { id: acceptedBy.id, firstname: acceptedBy.firstname, lastname: acceptedBy.lastname },
        rejectedBy: { id: rejectedBy.id, firstname: rejectedBy.firstname, lastname: rejectedBy.lastname },
      })
      .from(plannedWorks)
      .innerJoin(tickets, eq(tickets.id, plannedWorks.ticketId))
      .leftJoin(plannedBy, eq(plannedBy.id, plannedWorks.plannedById))
      .leftJoin(acceptedBy, eq(acceptedBy.id, plannedWorks.acceptedById))
      .leftJoin(rejectedBy, eq(rejectedBy.id, plannedWorks.rejectedById))
      .where(and(isNull(plannedWorks.deletedAt), isNull(tickets.deletedAt), ne(plannedWorks.status, 'rejected'), gte(plannedWorks.startTime, startOfToday)))
      .orderBy(asc(plannedWorks.startTime))
      .limit(50);
    return {
      data: rows.map((r) => ({
        id: r.work.id,
        start_time: r.work.startTime.toISOString(),
        hours: r.work.hours,
        planned_by: person(r.plannedBy?.id ?? null, r.plannedBy?.firstname ?? null, r.plannedBy?.lastname ?? null),
        accepted_by: person(r.acceptedBy?.id ?? null, r.acceptedBy?.firstname ?? null, r.acceptedBy?.lastname ?? null),
        rejected_by: person(r.rejectedBy?.id ?? null, r.rejectedBy?.firstname ?? null, r.rejectedBy?.lastname ?? null),
        internal: r.work.internal,
        status: r.work.status,
        ticket: r.ticket,
      })),
    };
  });
};
