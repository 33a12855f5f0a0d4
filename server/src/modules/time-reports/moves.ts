/**
 * Moving waiting time reports to the next month: the decision an admin takes when a month is to be closed (invoiced)
 * while a report of it still waits for acceptance and belongs to the next month's work. The report's day becomes the
 * first day of the next month, so every figure (finance, reports, the balance) follows it; it keeps waiting for
 * acceptance. The move is recorded (`time_report_moves`: the day it had, who, when, why) and written into the
 * ticket's history; its agent hears of it. Refused in a locked month, this one or the next.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { tickets, timeReportMoves, timeReports, users } from '../../platform/db/schema';
import { FieldError } from '../../platform/errors';
import { text } from '../../platform/messages';
import { addMonths } from '../../platform/months';
import type { Actor } from '../../platform/policy';
import { unitOfWork } from '../../platform/unit-of-work';
import { notifyUser } from '../notifications';
import { lockedPeriods, monthOf, periodKey, periodLockedError } from '../period-locks';
import { touchForTimeReport } from '../tickets';

/** The first day of the month after the one of `day` ('YYYY-MM-DD'). */
export const firstDayOfNextMonth = (day: string): string => `${addMonths(monthOf(day), 1)}-01`;

const waiting = and(eq(timeReports.needsAccept, true), isNull(timeReports.acceptedAt), isNull(timeReports.rejectedAt));

/**
 * Moves the given waiting reports, all or none: an id that is not waiting refuses the whole move (422 on `ids`), a
 * report in a locked month or one whose next month is locked refuses it with the period-lock message naming that
 * month (422 on `day`). Returns how many were moved.
 */
export async function moveTimeReports(ctx: AppContext, actor: Actor, ids: readonly number[], reason: string | null): Promise<number> {
  const unique = [...new Set(ids)];
  const why = reason?.trim() || null;
  return unitOfWork(ctx, async (tx) => {
    const { db } = tx;
    const rows = await db
      .select({ r: timeReports, t: tickets })
      .from(timeReports)
      .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
      .where(and(inArray(timeReports.id, unique), waiting));
    if (rows.length !== unique.length) throw new FieldError('ids', 'time_report_decided');
    const pairs = rows.flatMap(({ r, t }) => [
      { companyId: t.companyId, day: r.day },
      { companyId: t.companyId, day: firstDayOfNextMonth(r.day) },
    ]);
    const locked = await lockedPeriods(db, pairs);
    const blocked = pairs.find((p) => locked.has(periodKey(p.companyId, p.day)));
    if (blocked) throw periodLockedError(blocked.day);
    const langs = new Map(
      (
        await db
          .select({ id: users.id, lang: users.lang })
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map(({ r }) => r.agentId))]))
      ).map((u) => [u.id, u.lang]),
    );
    for (const { r, t } of rows) {
      const to = firstDayOfNextMonth(r.day);
      await db.update(timeReports).set({ day: to }).where(eq(timeReports.id, r.id));
      await db.insert(timeReportMoves).values({ timeReportId: r.id, fromDay: r.day, toDay: to, reason: why, movedById: actor.user.id });
      await touchForTimeReport({ ctx: tx, actor }, t, 'time_report_moved', {
        time_report: [r.id, r.id],
        day: [r.day, to],
        ...(why ? { reason: [null, why] as [unknown, unknown] } : {}),
      });
      const note = text(langs.get(r.agentId) ?? 'pl', 'notify_time_report_moved', { day: r.day, ticket: t.fullid, to });
      await notifyUser(tx, r.agentId, 'App\\Notifications\\TimeReportMoved', {
        type: 'ticket',
        message: note,
        ticket: t.id,
        title: t.fullid,
        text: note,
      });
    }
    return rows.length;
  });
}
