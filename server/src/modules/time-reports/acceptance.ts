/**
 * Time-report acceptance (admin, spec §4–§6): the reports that wait for a decision, and accepting or rejecting one
 * or many at once. The agent hears of each decision (bell + real time) and the sidebar counter follows. A report
 * of a locked (invoiced) month is not decided.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TimeAcceptQuery, TimeAcceptReason } from '@helpdesk/shared/schemas';
import type { Paginated, TimeAcceptItem, TimeReportPrevious } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, tickets, timeReports, users } from '../../platform/db/schema';
import { FieldError } from '../../platform/errors';
import { text } from '../../platform/messages';
import { paginate } from '../../platform/pagination';
import type { Actor } from '../../platform/policy';
import { publishCounters } from '../counters';
import { notifyUser } from '../notifications';
import { lockedPeriods, periodKey, periodLockedError } from '../period-locks';
import { personOf, presentTimeReport } from '../tickets';
import { companyTimeCounted } from './hooks';

const pending = and(eq(timeReports.needsAccept, true), isNull(timeReports.acceptedAt), isNull(timeReports.rejectedAt));

function reasonsOf(r: typeof timeReports.$inferSelect): TimeAcceptReason[] {
  const reasons: TimeAcceptReason[] = [];
  if (r.overtime > 0) reasons.push('overtime');
  if (r.outsideContract) reasons.push('outside-contract');
  if (r.arrival) reasons.push('arrival');
  return reasons;
}

const REASON_WHERE: Record<TimeAcceptReason, SQL> = {
  overtime: gte(timeReports.overtime, 1),
  'outside-contract': eq(timeReports.outsideContract, true),
  arrival: eq(timeReports.arrival, true),
};

/** One page of the reports for acceptance (waiting ones oldest day first, decided ones newest first) with the total. */
export async function listForAcceptance(db: Db, query: TimeAcceptQuery): Promise<Paginated<TimeAcceptItem>> {
  const agent = alias(users, 'agent');
  const status: Record<TimeAcceptQuery['status'], SQL | undefined> = {
    pending,
    rejected: isNotNull(timeReports.rejectedAt),
    accepted: isNotNull(timeReports.acceptedAt),
    all: or(eq(timeReports.needsAccept, true), isNotNull(timeReports.rejectedAt), isNotNull(timeReports.acceptedAt)),
  };
  const where = and(
    status[query.status],
    query.agent_id ? eq(timeReports.agentId, query.agent_id) : undefined,
    query.company_id ? eq(tickets.companyId, query.company_id) : undefined,
    query.from ? gte(timeReports.day, query.from) : undefined,
    query.to ? lte(timeReports.day, query.to) : undefined,
    query.reason ? REASON_WHERE[query.reason] : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(where);
  const rows = await db
    .select({
      r: timeReports,
      a: { id: agent.id, firstname: agent.firstname, lastname: agent.lastname },
      t: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject, companyId: tickets.companyId },
      c: { id: companies.id, tag: companies.tag, short_name: companies.shortName },
    })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .leftJoin(agent, eq(agent.id, timeReports.agentId))
    .leftJoin(companies, eq(companies.id, tickets.companyId))
    .where(where)
    .orderBy(query.status === 'pending' ? asc(timeReports.day) : desc(timeReports.day), asc(timeReports.fromHour), asc(timeReports.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const locked = await lockedPeriods(
    db,
    rows.map(({ r, t }) => ({ companyId: t.companyId, day: r.day })),
  );
  const items = rows.map(({ r, a, t, c }) => ({
    ...presentTimeReport(r, personOf(a), locked.has(periodKey(t.companyId, r.day))),
    ticket: { id: t.id, fullid: t.fullid, subject: t.subject },
    company: c?.id ? c : null,
    reasons: reasonsOf(r),
    previous: (r.previous as TimeReportPrevious | null) ?? null,
    resubmitted_at: r.resubmittedAt?.toISOString() ?? null,
  }));
  const { page, per_page, ...filters } = query;
  return paginate(items, total, { page, perPage: per_page, sort: 'day', path: '/api/admin/time-accept', query: { ...filters, per_page } });
}

export type TimeDecision = { kind: 'accept' } | { kind: 'reject'; reason: string };

/**
 * Accepts or rejects the given waiting reports, all or none: an id that is not waiting (unknown, decided already,
 * never needing acceptance) or one in a locked month refuses the whole decision (422).
 */
export async function decideTimeReports(ctx: AppContext, actor: Actor, ids: readonly number[], decision: TimeDecision): Promise<number> {
  const { db } = ctx;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ r: timeReports, t: { id: tickets.id, fullid: tickets.fullid, companyId: tickets.companyId } })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(and(inArray(timeReports.id, unique), pending));
  if (rows.length !== unique.length) throw new FieldError('ids', 'time_report_decided');
  const locked = await lockedPeriods(
    db,
    rows.map(({ r, t }) => ({ companyId: t.companyId, day: r.day })),
  );
  const blocked = rows.find(({ r, t }) => locked.has(periodKey(t.companyId, r.day)));
  if (blocked) throw periodLockedError(blocked.r.day);

  const now = new Date();
  const decided = await db
    .update(timeReports)
    .set(
      decision.kind === 'accept'
        ? { acceptedAt: now, acceptedById: actor.user.id }
        : { rejectedAt: now, rejectedById: actor.user.id, rejectReason: decision.reason },
    )
    .where(and(inArray(timeReports.id, unique), pending))
    .returning({ id: timeReports.id });
  if (decided.length !== unique.length) throw new FieldError('ids', 'time_report_decided');

  const langs = new Map(
    (
      await db
        .select({ id: users.id, lang: users.lang })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map(({ r }) => r.agentId))]))
    ).map((u) => [u.id, u.lang]),
  );
  for (const { r, t } of rows) {
    const lang = langs.get(r.agentId) ?? 'pl';
    const note =
      decision.kind === 'accept'
        ? text(lang, 'notify_time_report_accepted', { day: r.day, ticket: t.fullid })
        : text(lang, 'notify_time_report_rejected', { day: r.day, ticket: t.fullid, reason: decision.reason });
    await notifyUser(ctx, r.agentId, 'App\\Notifications\\TimeReportDecided', {
      type: 'ticket',
      message: note,
      ticket: t.id,
      title: t.fullid,
      text: note,
    });
  }
  await publishCounters(ctx);
  // Accepted time now counts against the package: the 80 % / 100 % warning follows, as on adding a report.
  if (decision.kind === 'accept')
    for (const companyId of new Set(rows.map(({ t }) => t.companyId)))
      await ctx.hooks.emit(companyTimeCounted, ctx, companyId).catch(() => null);
  return decided.length;
}
