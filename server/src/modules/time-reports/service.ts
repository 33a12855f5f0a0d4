/**
 * Time reports on a ticket (spec §3 fields): adding, correcting and deleting one, each recorded in the ticket's
 * history. No change reaches a report of a locked (invoiced) month of the ticket's company.
 */
import { and, eq } from 'drizzle-orm';
import type { TimeReportInput } from '@helpdesk/shared/schemas';
import type { TimeReport, TimeReportPrevious } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import { timeReports } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';
import { publishCounters } from '../counters';
import { assertPeriodOpen } from '../period-locks';
import { findTicket, refuseMerged, personOf, presentTimeReport, touchForTimeReport } from '../tickets';
import { companyTimeCounted } from './hooks';

type TimeReportRow = typeof timeReports.$inferSelect;

/** Overtime and work outside the contract always wait for the admin's acceptance. */
const waitsForAcceptance = (input: TimeReportInput): boolean => input.needs_accept || input.overtime > 0 || input.outside_contract;

const columnsOf = (input: TimeReportInput) => ({
  day: input.day,
  fromHour: input.from_hour,
  kind: input.kind,
  minutes: input.minutes,
  description: input.description,
  additionalWorks: input.additional_works,
  overtime: input.overtime,
  outsideContract: input.outside_contract,
  arrival: input.arrival,
});

/** `socketId`: the caller's (X-Socket-ID); the ticket's update is announced to everyone else, not echoed to them. */
export async function addTimeReport(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  input: TimeReportInput,
  socketId?: string,
): Promise<TimeReport> {
  const { db } = ctx;
  const t = await findTicket(db, actor, ticketId);
  await refuseMerged(db, t);
  await assertPeriodOpen(db, t.companyId, input.day);
  const [row] = await db
    .insert(timeReports)
    .values({ ticketId: t.id, agentId: actor.user.id, ...columnsOf(input), needsAccept: waitsForAcceptance(input) })
    .returning();
  await touchForTimeReport({ ctx, actor, socketId }, t, 'time_report_added', { time_report: [null, row!.id] });
  if (row!.needsAccept) await publishCounters(ctx);
  // Passing 80 % or 100 % of the company's hours package warns its people at once; a failed send rolls its claim
  // back and the timed pass of the company e-mails retries it, so the report itself never fails for it.
  await ctx.hooks.emit(companyTimeCounted, ctx, t.companyId).catch(() => null);
  return presentTimeReport(row!, personOf({ id: actor.user.id, firstname: actor.user.firstname, lastname: actor.user.lastname }), false);
}

async function findReport(ctx: AppContext, actor: Actor, ticketId: number, reportId: number) {
  const t = await findTicket(ctx.db, actor, ticketId);
  const [row] = await ctx.db
    .select()
    .from(timeReports)
    .where(and(eq(timeReports.id, reportId), eq(timeReports.ticketId, t.id)));
  if (!row) throw new HttpError(404, 'not_found');
  return { t, row };
}

/** Own reports until accepted; admins and managers any. */
function assertMayChange(actor: Actor, row: TimeReportRow): void {
  const manager = can(actor, 'time-reports.delete-others');
  if (!manager && (row.agentId !== actor.user.id || row.acceptedAt)) throw new HttpError(403, 'forbidden');
}

export function previousOf(row: TimeReportRow): TimeReportPrevious {
  return {
    day: row.day,
    from_hour: row.fromHour,
    kind: row.kind as TimeReportPrevious['kind'],
    minutes: row.minutes,
    description: row.description,
    overtime: row.overtime,
    outside_contract: row.outsideContract,
    arrival: row.arrival,
    reject_reason: row.rejectReason,
  };
}

/**
 * Corrects a report. A rejected one is resubmitted: it keeps the values it had when rejected (and the reason) for
 * the admin to compare, and returns to the acceptance queue.
 */
export async function updateTimeReport(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  reportId: number,
  input: TimeReportInput,
  socketId?: string,
): Promise<TimeReport> {
  const { db } = ctx;
  const { t, row } = await findReport(ctx, actor, ticketId, reportId);
  assertMayChange(actor, row);
  await assertPeriodOpen(db, t.companyId, row.day);
  await assertPeriodOpen(db, t.companyId, input.day);
  const resubmitted = row.rejectedAt !== null;
  const [updated] = await db
    .update(timeReports)
    .set({
      ...columnsOf(input),
      needsAccept: resubmitted || waitsForAcceptance(input),
      ...(resubmitted
        ? { previous: { ...previousOf(row) }, resubmittedAt: new Date(), rejectedAt: null, rejectedById: null, rejectReason: null }
        : {}),
    })
    .where(eq(timeReports.id, row.id))
    .returning();
  await touchForTimeReport({ ctx, actor, socketId }, t, 'time_report_updated', { time_report: [row.id, row.id] });
  if (resubmitted || updated!.needsAccept !== row.needsAccept) await publishCounters(ctx);
  return presentTimeReport(
    updated!,
    personOf({ id: actor.user.id, firstname: actor.user.firstname, lastname: actor.user.lastname }),
    false,
  );
}

export async function deleteTimeReport(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  reportId: number,
  socketId?: string,
): Promise<void> {
  const { db } = ctx;
  const { t, row } = await findReport(ctx, actor, ticketId, reportId);
  assertMayChange(actor, row);
  await assertPeriodOpen(db, t.companyId, row.day);
  await db.delete(timeReports).where(eq(timeReports.id, row.id));
  await touchForTimeReport({ ctx, actor, socketId }, t, 'time_report_deleted', { time_report: [row.id, null] });
  if (row.needsAccept && !row.acceptedAt && !row.rejectedAt) await publishCounters(ctx);
}
