/**
 * Closing a company-month safely. Approval is refused while time reports of the month still wait for acceptance
 * (they would be left out of the stored figures and could never be decided once the month is locked): the refusal
 * lists them, so each can be accepted, rejected or moved to the next month first. A closed month can be reopened by an
 * admin with a reason: the lock goes, the stored figures are voided (the line is a draft again, recomputed live) and
 * the reopening — with the approval it voided — stays in the month's history.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceMonthEvent, MonthPendingReport } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { companies, invoiceMonthHistory, invoices, periodLocks, tickets, timeReports, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { daysOf } from '../../platform/months';
import { unlockPeriod } from '../period-locks';
import { personOf } from '../tickets';

/**
 * The month's time reports waiting for acceptance in the company-months that are still open (a locked month is not
 * being approved), of the given companies or all; oldest day first. Reports on trashed tickets are not counted in the
 * figures, so they do not hold the approval either.
 */
export async function pendingReports(db: Db, month: string, companyIds?: readonly number[]): Promise<MonthPendingReport[]> {
  if (companyIds && companyIds.length === 0) return [];
  const { first, last } = daysOf(month);
  const agent = alias(users, 'agent');
  const rows = await db
    .select({
      r: timeReports,
      t: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject },
      c: { id: companies.id, tag: companies.tag, short_name: companies.shortName },
      a: { id: agent.id, firstname: agent.firstname, lastname: agent.lastname },
    })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(agent, eq(agent.id, timeReports.agentId))
    .where(
      and(
        eq(timeReports.needsAccept, true),
        isNull(timeReports.acceptedAt),
        isNull(timeReports.rejectedAt),
        gte(timeReports.day, first),
        lte(timeReports.day, last),
        isNull(tickets.deletedAt),
        companyIds ? inArray(tickets.companyId, [...companyIds]) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(periodLocks)
            .where(and(eq(periodLocks.companyId, tickets.companyId), eq(periodLocks.month, month))),
        ),
      ),
    )
    .orderBy(asc(companies.shortName), asc(timeReports.day), asc(timeReports.fromHour), asc(timeReports.id));
  return rows.map(({ r, t, c, a }) => ({
    id: r.id,
    company: c,
    ticket: t,
    agent: personOf(a),
    day: r.day,
    from_hour: r.fromHour,
    minutes: r.minutes,
    kind: r.kind as MonthPendingReport['kind'],
    overtime: r.overtime,
    outside_contract: r.outsideContract,
    arrival: r.arrival,
    description: r.description,
  }));
}

/**
 * Refuses (422 on `month`, with the list as `pending_reports`) approving company-months in which time reports still
 * wait for acceptance. `company_ids` as the approval names them; none named: every company.
 */
export async function assertNoPendingReports(db: Db, body: { month: string; company_ids?: readonly number[] | undefined }): Promise<void> {
  const pending = await pendingReports(db, body.month, body.company_ids);
  if (pending.length)
    throw new FieldError('month', 'invoice_pending_reports', { month: body.month, count: pending.length }, { pending_reports: pending });
}

/**
 * Reopens an approved (or exported) company-month: removes its period lock, voids the stored figures (the line is a
 * draft again until approved anew) and records the reopening with its reason and the approval it voided. One
 * transaction: a half-reopened month (unlocked with figures, or voided but locked) never shows.
 */
export async function reopenMonth(
  db: Db,
  companyId: number,
  month: string,
  reason: string,
  actorId: number,
  author: AuditAuthor,
): Promise<void> {
  const why = reason.trim();
  if (!why) throw new FieldError('reason', 'reopen_reason');
  const [company] = await db.select({ id: companies.id, tag: companies.tag }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new HttpError(404, 'not_found');
  await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.month, month)))
      .for('update');
    if (!invoice?.figures) throw new FieldError('month', 'invoice_not_approved', { month });
    await tx.insert(invoiceMonthHistory).values({
      companyId,
      month,
      action: 'reopened',
      reason: why,
      userId: actorId,
      voidedFigures: invoice.figures,
      voidedApprovedAt: invoice.approvedAt,
      voidedApprovedById: invoice.approvedById,
    });
    await tx
      .update(invoices)
      .set({ status: 'draft', figures: null, overtimePrice: null, approvedAt: null, approvedById: null, exportedAt: null })
      .where(eq(invoices.id, invoice.id));
    await unlockPeriod(tx as unknown as Db, companyId, month);
    await recordChange(tx as unknown as Db, {
      author,
      kind: 'invoicing-month',
      action: 'reopened',
      recordId: companyId,
      label: `${company.tag} · ${month}`,
      before: { month, status: invoice.status, reason: null },
      after: { month, status: 'draft', reason: why },
    });
  });
}

/** The company-month's history, newest first. */
export async function monthHistory(db: Db, companyId: number, month: string): Promise<InvoiceMonthEvent[]> {
  const actor = alias(users, 'actor');
  const approver = alias(users, 'approver');
  const rows = await db
    .select({
      h: invoiceMonthHistory,
      u: { id: actor.id, firstname: actor.firstname, lastname: actor.lastname },
      v: { id: approver.id, firstname: approver.firstname, lastname: approver.lastname },
    })
    .from(invoiceMonthHistory)
    .leftJoin(actor, eq(actor.id, invoiceMonthHistory.userId))
    .leftJoin(approver, eq(approver.id, invoiceMonthHistory.voidedApprovedById))
    .where(and(eq(invoiceMonthHistory.companyId, companyId), eq(invoiceMonthHistory.month, month)))
    .orderBy(desc(invoiceMonthHistory.createdAt), desc(invoiceMonthHistory.id));
  return rows.map(({ h, u, v }) => ({
    id: h.id,
    action: h.action,
    reason: h.reason,
    user: personOf(u),
    at: h.createdAt.toISOString(),
    voided: h.voidedFigures
      ? { approved_at: h.voidedApprovedAt?.toISOString() ?? null, approved_by: personOf(v), amounts: h.voidedFigures.amounts ?? null }
      : null,
  }));
}
