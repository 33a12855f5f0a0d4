import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { idParamsSchema, message, timeReportParamsSchema, timeReportSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { timeReports } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { actorOf, can } from '../../platform/policy';
import { findTicket, presentTimeReport, touchForTimeReport } from '../tickets/actions';
import { personOf } from '../tickets/presenter';


/** Time reports on a ticket (spec §3 fields): add and delete. */
export const timeReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');

  app.post('/api/admin/ticket/:id/time-reports', { onRequest: staff, schema: { params: idParamsSchema, body: timeReportSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const t = await findTicket(db, actor, request.params.id);
    const b = request.body;
    const [row] = await db
      .insert(timeReports)
      .values({
        ticketId: t.id,
        agentId: actor.user.id,
        day: b.day,
        fromHour: b.from_hour,
        kind: b.kind,
        minutes: b.minutes,
        description: b.description,
        additionalWorks: b.additional_works,
        overtime: b.overtime,
        outsideContract: b.outside_contract,
        arrival: b.arrival,
        // Overtime and work outside the contract always wait for the admin's acceptance.
        needsAccept: b.needs_accept || b.overtime > 0 || b.outside_contract,
      })
      .returning();
    await touchForTimeReport({ ctx, actor }, t, 'time_report_added', { time_report: [null, row!.id] });
    const data = presentTimeReport(row!, personOf({ id: actor.user.id, firstname: actor.user.firstname, lastname: actor.user.lastname }));
    return reply.code(201).send({ data, message: message(requestLang(request), 'time_report_added') });
  });

  app.delete('/api/admin/ticket/:id/time-reports/:reportId', { onRequest: staff, schema: { params: timeReportParamsSchema } }, async (request) => {
    const actor = actorOf(request);
    const { id, reportId } = request.params;
    const t = await findTicket(db, actor, id);
    const [row] = await db
      .select()
      .from(timeReports)
      .where(and(eq(timeReports.id, reportId), eq(timeReports.ticketId, t.id)));
    if (!row) throw new HttpError(404, 'not_found');
    // Own reports until accepted; admins and managers any.
    const manager = can(actor, 'time-reports.delete-others');
    if (!manager && (row.agentId !== actor.user.id || row.acceptedAt)) throw new HttpError(403, 'forbidden');
    await db.delete(timeReports).where(eq(timeReports.id, row.id));
    await touchForTimeReport({ ctx, actor }, t, 'time_report_deleted', { time_report: [row.id, null] });
    return { message: message(requestLang(request), 'time_report_deleted') };
  });
};
