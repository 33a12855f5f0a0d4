/**
 * The staff lists of client evaluations (spec §3 Evaluation, §4 reasons): every evaluation for admins
 * (`/api/admin/evaluations`), one company's for whoever may see that company (`/api/admin/company/{id}/evaluations`:
 * admins, managers, and agents assigned to it — the record scope). Filters by company, agent, rating, reason and
 * period (the day of the rating in the business time zone); the summary counts every evaluation the filters select.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVALUATION_REASONS, RATING_MAX, RATING_MIN, type EvaluationListQuery } from '@helpdesk/shared/schemas';
import type { EvaluationPage, EvaluationRow, EvaluationSummary } from '@helpdesk/shared/resources';
import { BUSINESS_TIME_ZONE } from '../../platform/business-time-zone';
import type { Db } from '../../platform/db/client';
import { companies, evaluations, tickets, users } from '../../platform/db/schema';
import { sql } from 'drizzle-orm';
import { paginate } from '../../platform/pagination';

const agents = alias(users, 'evaluation_agent');
const raters = alias(users, 'evaluation_user');

const localDay = sql`(${evaluations.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date`;

export function evaluationFilters(q: EvaluationListQuery, companyId?: number): SQL | undefined {
  return and(
    companyId !== undefined ? eq(evaluations.companyId, companyId) : q.company_id ? eq(evaluations.companyId, q.company_id) : undefined,
    q.agent_id ? eq(evaluations.agentId, q.agent_id) : undefined,
    q.rating ? eq(evaluations.rating, q.rating) : undefined,
    q.reason ? eq(evaluations.reason, q.reason) : undefined,
    q.from ? sql`${localDay} >= ${q.from}::date` : undefined,
    q.to ? sql`${localDay} <= ${q.to}::date` : undefined,
  );
}

const name = (p: { id: number | null; firstname: string | null; lastname: string | null } | null) =>
  p?.id ? { id: p.id, name: `${p.firstname} ${p.lastname}`.trim() } : null;

export async function evaluationSummary(db: Db, where: SQL | undefined): Promise<EvaluationSummary> {
  const [ratings, reasons] = await Promise.all([
    db.select({ rating: evaluations.rating, n: count() }).from(evaluations).where(where).groupBy(evaluations.rating),
    db.select({ reason: evaluations.reason, n: count() }).from(evaluations).where(where).groupBy(evaluations.reason),
  ]);
  const total = ratings.reduce((s, r) => s + r.n, 0);
  const sum = ratings.reduce((s, r) => s + r.rating * r.n, 0);
  const distribution = [];
  for (let rating = RATING_MIN; rating <= RATING_MAX; rating++)
    distribution.push({ rating, count: ratings.find((r) => r.rating === rating)?.n ?? 0 });
  return {
    count: total,
    average: total ? Math.round((sum / total) * 100) / 100 : null,
    distribution,
    reasons: EVALUATION_REASONS.map((reason) => ({ reason, count: reasons.find((r) => r.reason === reason)?.n ?? 0 })),
  };
}

export async function listEvaluations(
  db: Db,
  q: EvaluationListQuery,
  scope: { companyId?: number; path: string },
): Promise<EvaluationPage> {
  const where = evaluationFilters(q, scope.companyId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(evaluations).where(where);
  const rows = await db
    .select({
      e: evaluations,
      ticket: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject },
      company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
      agent: { id: agents.id, firstname: agents.firstname, lastname: agents.lastname },
      user: { id: raters.id, firstname: raters.firstname, lastname: raters.lastname },
    })
    .from(evaluations)
    .innerJoin(tickets, eq(tickets.id, evaluations.ticketId))
    .innerJoin(companies, eq(companies.id, evaluations.companyId))
    .leftJoin(agents, eq(agents.id, evaluations.agentId))
    .leftJoin(raters, eq(raters.id, evaluations.userId))
    .where(where)
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const data: EvaluationRow[] = rows.map((r) => ({
    id: r.e.id,
    rating: r.e.rating,
    reason: (r.e.reason as EvaluationRow['reason']) ?? null,
    comment: r.e.comment,
    ticket: r.ticket,
    agent: name(r.agent),
    company: { id: r.company.id, tag: r.company.tag, short_name: r.company.shortName },
    user: name(r.user),
    created_at: r.e.createdAt.toISOString(),
  }));
  const page = paginate(data, total, {
    page: q.page,
    perPage: q.per_page,
    sort: '-created_at',
    path: scope.path,
    query: {
      company_id: scope.companyId ? undefined : q.company_id,
      agent_id: q.agent_id,
      rating: q.rating,
      reason: q.reason,
      from: q.from,
      to: q.to,
      per_page: q.per_page,
    },
  });
  return { ...page, summary: await evaluationSummary(db, where) };
}
