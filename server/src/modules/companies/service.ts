/**
 * Companies (spec §3 Company, §5, §6): list with search, sort and page, the whole company, create and edit with its
 * assigned agents and priorities table. Who: `companies.manage` (admins, managers, agents with an assigned company)
 * within the record scope (`scopeOf`): an agent sees and edits only its assigned companies, another one is 403;
 * adding a company takes `companies.create`.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyDetail, CompanyRow, Paginated, PersonRef } from '@helpdesk/shared/resources';
import { nipDigits, type CompanyInput, type CompanyListQuery } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, companyAgents, companyPriorities, ticketCounts, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { inScope, scopeWhere, type RecordScope } from '../../platform/policy';
import type { ContractHealthOf } from './hooks';
import { paginate } from '../../platform/pagination';
import { columnValues } from '../../platform/db/api-names';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { COMPANY_COLUMNS, presentCompany, presentCompanyRow } from './presenter';

type Company = typeof companies.$inferSelect;

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
const fullName = (r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`.trim();

/** Live tickets not resolved, per company, from the exact counts table. */
async function openTickets(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ companyId: ticketCounts.companyId, n: sql<number>`coalesce(sum(${ticketCounts.n}), 0)`.mapWith(Number) })
    .from(ticketCounts)
    .where(and(inArray(ticketCounts.companyId, ids), ne(ticketCounts.status, 'resolved'), isNull(ticketCounts.deletedAt)))
    .groupBy(ticketCounts.companyId);
  return new Map(rows.map((r) => [r.companyId, r.n]));
}

async function agentsById(db: Db, ids: number[]): Promise<Map<number, PersonRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: fullName(r) }]));
}

const ORDER: Record<string, SQL> = {
  name: sql`${companies.name}`,
  tag: sql`${companies.tag}`,
  created_at: sql`${companies.createdAt}`,
};

/** `contractHealth`: the company report's bars (the companies module sits below it: routes pass it in). */
export async function listCompanies(
  db: Db,
  q: CompanyListQuery,
  records: RecordScope,
  path: string,
  contractHealth: ContractHealthOf,
): Promise<Paginated<CompanyRow>> {
  const where = and(
    isNull(companies.deletedAt),
    scopeWhere(records, companies.id),
    q.search
      ? or(
          ilike(companies.name, like(q.search)),
          ilike(companies.shortName, like(q.search)),
          ilike(companies.tag, like(q.search)),
          sql`${companies.domains}::text ilike ${like(q.search)}`,
        )
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(companies).where(where);
  const descending = q.sort.startsWith('-');
  const key = q.sort.replace(/^-/, '');
  const open = sql`(select coalesce(sum(${ticketCounts.n}), 0) from ${ticketCounts} where ${ticketCounts.companyId} = ${companies.id} and ${ticketCounts.status} <> 'resolved' and ${ticketCounts.deletedAt} is null)`;
  const order = key === 'open_tickets' ? open : ORDER[key]!;
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(descending ? desc(order) : asc(order), asc(companies.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const ids = rows.map((c) => c.id);
  const [open_, health, responsible] = [
    await openTickets(db, ids),
    await contractHealth(db, rows),
    await agentsById(
      db,
      rows.map((c) => c.responsibleAgentId).filter((x): x is number => x !== null),
    ),
  ];
  return paginate(
    rows.map((c) =>
      presentCompanyRow(c, {
        responsible: (c.responsibleAgentId && responsible.get(c.responsibleAgentId)) || null,
        openTickets: open_.get(c.id) ?? 0,
        health: health.get(c.id)!,
      }),
    ),
    total,
    { page: q.page, perPage: q.per_page, sort: q.sort, path, query: { search: q.search, sort: q.sort, per_page: q.per_page } },
  );
}

/** A live company the actor may manage: 404 when there is none, 403 outside the record scope. */
export async function findCompany(db: Db, id: number, records: RecordScope): Promise<Company> {
  const [c] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  if (!c) throw new HttpError(404, 'not_found');
  if (!inScope(records, id)) throw new HttpError(403, 'forbidden');
  return c;
}

export async function showCompany(db: Db, id: number, records: RecordScope, contractHealth: ContractHealthOf): Promise<CompanyDetail> {
  const c = await findCompany(db, id, records);
  const assigned = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(companyAgents)
    .innerJoin(users, eq(users.id, companyAgents.agentId))
    .where(eq(companyAgents.companyId, id))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  const priorities = await db
    .select()
    .from(companyPriorities)
    .where(eq(companyPriorities.companyId, id))
    .orderBy(asc(companyPriorities.id));
  const responsible = c.responsibleAgentId ? ((await agentsById(db, [c.responsibleAgentId])).get(c.responsibleAgentId) ?? null) : null;
  return presentCompany(c, {
    responsible,
    openTickets: (await openTickets(db, [id])).get(id) ?? 0,
    health: (await contractHealth(db, [c])).get(id)!,
    agents: assigned.map((a) => ({ id: a.id, name: fullName(a) })),
    priorities,
  });
}

/** The responsible agent and the assigned agents must be live agents; the TAG belongs to one company only. */
async function check(db: Db, body: CompanyInput, id: number | null) {
  const wanted = [...new Set([...body.agent_ids, ...(body.responsible_agent_id ? [body.responsible_agent_id] : [])])];
  if (wanted.length) {
    const found = new Set(
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, wanted), eq(users.kind, 'agent'), isNull(users.deletedAt)))
      ).map((r) => r.id),
    );
    if (body.responsible_agent_id && !found.has(body.responsible_agent_id)) throw new FieldError('responsible_agent_id', 'not_agent');
    if (body.agent_ids.some((a) => !found.has(a))) throw new FieldError('agent_ids', 'not_agent');
  }
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`upper(${companies.tag}) = upper(${body.tag})`, id ? ne(companies.id, id) : undefined));
  if (taken) throw new FieldError('tag', 'tag_taken');
}

/** The body's columns as sent, but the TAG upper-case, the domains lower-case and once each, no description as null. */
const values = (body: CompanyInput) => ({
  ...columnValues(body, COMPANY_COLUMNS),
  tag: body.tag.toUpperCase(),
  domains: [...new Set(body.domains.map((d) => d.toLowerCase()))],
  description: body.description ?? null,
  // The buyer's fields: left out keeps them, empty clears them; the NIP stored as its 10 digits.
  nip: body.nip === undefined ? undefined : body.nip ? nipDigits(body.nip) : null,
  billingStreet: orNull(body.billing_street),
  billingPostalCode: orNull(body.billing_postal_code),
  billingCity: orNull(body.billing_city),
  billingCountryCode: body.billing_country_code === undefined ? undefined : body.billing_country_code || 'PL',
});

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** The assigned agents and the priorities table are replaced by the body's. */
async function replaceRelations(db: Db, id: number, body: CompanyInput) {
  await db.delete(companyAgents).where(eq(companyAgents.companyId, id));
  const agentIds = [...new Set(body.agent_ids)];
  if (agentIds.length) await db.insert(companyAgents).values(agentIds.map((agentId) => ({ companyId: id, agentId })));
  await db.delete(companyPriorities).where(eq(companyPriorities.companyId, id));
  if (body.priorities.length) {
    await db.insert(companyPriorities).values(
      body.priorities.map((p) => ({
        companyId: id,
        priority: p.priority,
        is247: p.is_24_7,
        active: p.active,
        isDefault: p.is_default,
        openSlaMinutes: p.open_sla_minutes,
        resolveSlaMinutes: p.resolve_sla_minutes,
      })),
    );
  }
}

/** Two saves racing for one TAG: the unique index refuses the second, answered like the check above. */
async function tagRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (
      let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
      e && depth < 3;
      e = e.cause as typeof e, depth++
    ) {
      if (e.code === '23505' && e.constraint === 'companies_tag_unique') throw new FieldError('tag', 'tag_taken');
    }
    throw error;
  }
}

/**
 * A company as the audit trail compares it: its columns (not the bookkeeping ones), its assigned agents and its
 * priorities (SLA) table, each priority one field so a changed SLA reads as that priority's change.
 */
async function auditSnapshot(db: Db, id: number): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  const { createdAt: _created, updatedAt: _updated, ...columns } = row!;
  const agents = await db
    .select({ id: companyAgents.agentId })
    .from(companyAgents)
    .where(eq(companyAgents.companyId, id))
    .orderBy(asc(companyAgents.agentId));
  const priorities = await db.select().from(companyPriorities).where(eq(companyPriorities.companyId, id));
  const sla = Object.fromEntries(
    priorities.map((p) => [
      `sla.${p.priority}`,
      {
        active: p.active,
        is_24_7: p.is247,
        is_default: p.isDefault,
        open_sla_minutes: p.openSlaMinutes,
        resolve_sla_minutes: p.resolveSlaMinutes,
      },
    ]),
  );
  return { label: `${row!.tag} ${row!.name}`, fields: { ...columns, agentIds: agents.map((a) => a.id), ...sla } };
}

export async function createCompany(db: Db, body: CompanyInput, author: AuditAuthor): Promise<number> {
  await check(db, body, null);
  return tagRace(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.insert(companies).values(values(body)).returning({ id: companies.id });
      await replaceRelations(tx, row!.id, body);
      const after = await auditSnapshot(tx, row!.id);
      await recordChange(tx, {
        author,
        kind: 'company',
        action: 'created',
        recordId: row!.id,
        label: after.label,
        before: null,
        after: after.fields,
      });
      return row!.id;
    }),
  );
}

/**
 * Saves a company. `mayAssignAgents` (companies.assign-agents) guards the assigned agents: an agent may edit its
 * companies but sends their agents back unchanged, since that list is what grants access to them.
 */
export async function updateCompany(
  db: Db,
  id: number,
  body: CompanyInput,
  records: RecordScope,
  mayAssignAgents: boolean,
  author: AuditAuthor,
): Promise<void> {
  await findCompany(db, id, records);
  if (!mayAssignAgents) {
    const current = await db.select({ id: companyAgents.agentId }).from(companyAgents).where(eq(companyAgents.companyId, id));
    const wanted = new Set(body.agent_ids);
    if (wanted.size !== current.length || current.some((a) => !wanted.has(a.id))) throw new HttpError(403, 'forbidden');
  }
  await check(db, body, id);
  await tagRace(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await auditSnapshot(tx, id);
      await tx
        .update(companies)
        .set({ ...values(body), updatedAt: new Date() })
        .where(eq(companies.id, id));
      await replaceRelations(tx, id, body);
      const after = await auditSnapshot(tx, id);
      await recordChange(tx, {
        author,
        kind: 'company',
        action: 'updated',
        recordId: id,
        label: after.label,
        before: before.fields,
        after: after.fields,
      });
    }),
  );
}
