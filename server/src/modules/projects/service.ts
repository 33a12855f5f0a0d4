/**
 * Projects: CRUD with soft delete and restore, the project's tickets, and the time reported
 * against its hours budget — charged the way the time rules charge (each day's minutes rounded up to the hour).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, projects, tickets, timeReports, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { inScope, scopeWhere, type RecordScope } from '../../platform/policy';
import {
  PRIORITY_COLORS,
  type ProjectBody,
  type ProjectListQuery,
  STATUS_COLORS,
  type TicketPriority,
  type TicketStatus,
} from '@helpdesk/shared/schemas';
import type { Paginated, Project, ProjectDetail } from '@helpdesk/shared/resources';
import { paginate } from '../../platform/pagination';
import { chargedMinutes } from '../../platform/time-rules';

type Row = typeof projects.$inferSelect;

const select = {
  project: projects,
  company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
  manager: { id: users.id, firstname: users.firstname, lastname: users.lastname },
};
type Joined = {
  project: Row;
  company: { id: number; tag: string; shortName: string };
  manager: { id: number | null; firstname: string | null; lastname: string | null } | null;
};

const base = (db: Db, where?: SQL) =>
  db
    .select(select)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(users, eq(users.id, projects.managerId))
    .where(where);

/** Minutes reported on each project's tickets (live tickets), total and charged. */
async function timeByProject(db: Db, projectIds: number[]): Promise<Map<number, { total: number; charged: number; tickets: number }>> {
  const out = new Map<number, { total: number; charged: number; tickets: number }>();
  if (!projectIds.length) return out;
  const reports = await db
    .select({ projectId: tickets.projectId, day: timeReports.day, minutes: timeReports.minutes })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(and(inArray(tickets.projectId, projectIds), isNull(tickets.deletedAt), isNull(timeReports.rejectedAt)));
  const counts = await db
    .select({ projectId: tickets.projectId, n: count() })
    .from(tickets)
    .where(and(inArray(tickets.projectId, projectIds), isNull(tickets.deletedAt)))
    .groupBy(tickets.projectId);
  for (const id of projectIds) {
    const entries = reports.filter((r) => r.projectId === id);
    out.set(id, {
      total: entries.reduce((s, e) => s + e.minutes, 0),
      charged: chargedMinutes(entries),
      tickets: counts.find((c) => c.projectId === id)?.n ?? 0,
    });
  }
  return out;
}

function present(r: Joined, time: { total: number; charged: number; tickets: number } | undefined, withBudget: boolean): Project {
  const p = r.project;
  const budget = p.hours * 60;
  const charged = time?.charged ?? 0;
  return {
    id: p.id,
    name: p.name,
    company: { id: r.company.id, tag: r.company.tag, short_name: r.company.shortName },
    manager: r.manager?.id ? { id: r.manager.id, name: `${r.manager.firstname} ${r.manager.lastname}` } : null,
    deadline: p.deadline,
    hours: p.hours,
    description: p.description,
    state: p.state as Project['state'],
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    finished_at: p.finishedAt?.toISOString() ?? null,
    deleted_at: p.deletedAt?.toISOString() ?? null,
    tickets_count: time?.tickets ?? 0,
    ...(withBudget
      ? {
          time: {
            total_minutes: time?.total ?? 0,
            charged_minutes: charged,
            budget_minutes: budget,
            remaining_minutes: budget ? budget - charged : null,
            used_percent: budget ? Math.round((charged / budget) * 100) : null,
          },
        }
      : {}),
  };
}

export async function listProjects(
  db: Db,
  q: ProjectListQuery,
  scope: { companyId?: number; records: RecordScope; withBudget: boolean; path: string },
): Promise<Paginated<Project>> {
  const companyId = scope.companyId ?? q.company_id;
  const where = and(
    q.filter === 'active' || scope.companyId
      ? isNull(projects.deletedAt)
      : q.filter === 'trashed'
        ? isNotNull(projects.deletedAt)
        : undefined,
    q.state ? eq(projects.state, q.state) : undefined,
    companyId ? eq(projects.companyId, companyId) : undefined,
    scopeWhere(scope.records, projects.companyId),
    q.search ? ilike(projects.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(projects).where(where);
  const rows = await base(db, where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const time = await timeByProject(
    db,
    rows.map((r) => r.project.id),
  );
  return paginate(
    rows.map((r) => present(r, time.get(r.project.id), scope.withBudget)),
    total,
    {
      page: q.page,
      perPage: q.per_page,
      sort: '-created_at',
      path: scope.path,
      query: {
        filter: scope.companyId ? undefined : q.filter,
        state: q.state,
        company_id: scope.companyId ? undefined : q.company_id,
        search: q.search,
        per_page: q.per_page,
      },
    },
  );
}

/** A project in the record scope (404 outside it, as for a missing one). */
async function find(
  db: Db,
  id: number,
  records: RecordScope,
  options: { withTrashed?: boolean; companyId?: number } = {},
): Promise<Joined> {
  const [row] = await base(
    db,
    and(
      eq(projects.id, id),
      options.withTrashed ? undefined : isNull(projects.deletedAt),
      options.companyId ? eq(projects.companyId, options.companyId) : undefined,
      scopeWhere(records, projects.companyId),
    ),
  );
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** The project page: the project, its budget (staff; VIPs on the client side) and its tickets. */
export async function showProject(
  db: Db,
  id: number,
  scope: { companyId?: number; records: RecordScope; withBudget: boolean; ticketsWhere?: SQL; withTrashed?: boolean },
): Promise<ProjectDetail> {
  const row = await find(db, id, scope.records, {
    withTrashed: scope.withTrashed ?? !scope.companyId,
    ...(scope.companyId ? { companyId: scope.companyId } : {}),
  });
  const time = await timeByProject(db, [id]);
  const list = await db
    .select({
      id: tickets.id,
      fullid: tickets.fullid,
      subject: tickets.subject,
      status: tickets.status,
      priority: tickets.priority,
      createdAt: tickets.createdAt,
      resolvedAt: tickets.resolvedAt,
    })
    .from(tickets)
    .where(and(eq(tickets.projectId, id), isNull(tickets.deletedAt), scope.ticketsWhere))
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(500);
  const minutes =
    scope.withBudget && list.length
      ? await db
          .select({ ticketId: timeReports.ticketId, day: timeReports.day, minutes: timeReports.minutes })
          .from(timeReports)
          .where(
            and(
              inArray(
                timeReports.ticketId,
                list.map((t) => t.id),
              ),
              isNull(timeReports.rejectedAt),
            ),
          )
      : [];
  return {
    ...present(row, time.get(id), scope.withBudget),
    tickets: list.map((t) => ({
      id: t.id,
      fullid: t.fullid,
      subject: t.subject,
      status: t.status as TicketStatus,
      status_color: STATUS_COLORS[t.status as TicketStatus],
      priority: t.priority as TicketPriority,
      priority_color: PRIORITY_COLORS[t.priority as TicketPriority],
      created_at: t.createdAt.toISOString(),
      resolved_at: t.resolvedAt?.toISOString() ?? null,
      ...(scope.withBudget ? { minutes: minutes.filter((m) => m.ticketId === t.id).reduce((s, m) => s + m.minutes, 0) } : {}),
    })),
  };
}

/** The company must exist and lie in the record scope (an agent files projects for its assigned companies only). */
async function check(db: Db, body: ProjectBody, records: RecordScope) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, body.company_id), isNull(companies.deletedAt)));
  if (!company || !inScope(records, company.id)) throw new FieldError('company_id', 'one_of');
  if (body.manager_id) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.manager_id), eq(users.kind, 'agent'), isNull(users.deletedAt)));
    if (!agent) throw new FieldError('manager_id', 'not_agent');
  }
}

const values = (body: ProjectBody) => ({
  name: body.name,
  companyId: body.company_id,
  managerId: body.manager_id ?? null,
  deadline: body.deadline ?? null,
  hours: body.hours,
  description: body.description ?? null,
  state: body.state,
});

export async function createProject(db: Db, body: ProjectBody, records: RecordScope) {
  await check(db, body, records);
  const [row] = await db
    .insert(projects)
    .values({ ...values(body), finishedAt: body.state === 'finished' ? new Date() : null })
    .returning({ id: projects.id });
  return row!.id;
}

export async function updateProject(db: Db, id: number, body: ProjectBody, records: RecordScope) {
  const current = await find(db, id, records);
  await check(db, body, records);
  // Tickets keep pointing at the project: moving it to another company would break that rule of the ticket form.
  if (body.company_id !== current.project.companyId) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(tickets).where(eq(tickets.projectId, id));
    if (n > 0) throw new FieldError('company_id', 'one_of');
  }
  const finishedAt = body.state === 'finished' ? (current.project.finishedAt ?? new Date()) : null;
  await db
    .update(projects)
    .set({ ...values(body), finishedAt, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function trashProject(db: Db, id: number, records: RecordScope) {
  await find(db, id, records);
  await db.update(projects).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(projects.id, id));
}

export async function restoreProject(db: Db, id: number, records: RecordScope) {
  const row = await find(db, id, records, { withTrashed: true });
  if (row.project.deletedAt) await db.update(projects).set({ deletedAt: null, updatedAt: new Date() }).where(eq(projects.id, id));
}
