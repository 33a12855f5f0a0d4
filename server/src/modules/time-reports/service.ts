/** Time reports on a ticket (spec §3 fields): adding one and deleting one, each recorded in the ticket's history. */
import { and, eq } from 'drizzle-orm';
import type { TimeReportInput } from '@helpdesk/shared/schemas';
import type { TimeReport } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import { timeReports } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';
import { findTicket, personOf, presentTimeReport, touchForTimeReport } from '../tickets';
import { hoursLimitCheck } from '../companies';

export async function addTimeReport(ctx: AppContext, actor: Actor, ticketId: number, input: TimeReportInput): Promise<TimeReport> {
  const { db } = ctx;
  const t = await findTicket(db, actor, ticketId);
  const [row] = await db
    .insert(timeReports)
    .values({
      ticketId: t.id,
      agentId: actor.user.id,
      day: input.day,
      fromHour: input.from_hour,
      kind: input.kind,
      minutes: input.minutes,
      description: input.description,
      additionalWorks: input.additional_works,
      overtime: input.overtime,
      outsideContract: input.outside_contract,
      arrival: input.arrival,
      // Overtime and work outside the contract always wait for the admin's acceptance.
      needsAccept: input.needs_accept || input.overtime > 0 || input.outside_contract,
    })
    .returning();
  await touchForTimeReport({ ctx, actor }, t, 'time_report_added', { time_report: [null, row!.id] });
  // Passing 80 % or 100 % of the company's hours package warns its people at once; a failed send rolls its claim
  // back and the timed pass of the company e-mails retries it, so the report itself never fails for it.
  await hoursLimitCheck(ctx, t.companyId).catch(() => null);
  return presentTimeReport(row!, personOf({ id: actor.user.id, firstname: actor.user.firstname, lastname: actor.user.lastname }));
}

/** Own reports until accepted; admins and managers any. */
export async function deleteTimeReport(ctx: AppContext, actor: Actor, ticketId: number, reportId: number): Promise<void> {
  const { db } = ctx;
  const t = await findTicket(db, actor, ticketId);
  const [row] = await db
    .select()
    .from(timeReports)
    .where(and(eq(timeReports.id, reportId), eq(timeReports.ticketId, t.id)));
  if (!row) throw new HttpError(404, 'not_found');
  const manager = can(actor, 'time-reports.delete-others');
  if (!manager && (row.agentId !== actor.user.id || row.acceptedAt)) throw new HttpError(403, 'forbidden');
  await db.delete(timeReports).where(eq(timeReports.id, row.id));
  await touchForTimeReport({ ctx, actor }, t, 'time_report_deleted', { time_report: [row.id, null] });
}
