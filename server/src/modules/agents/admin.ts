/**
 * Agents as admins and managers manage them (spec §3 Agent, §6): list, show, create with a temporary password sent
 * by e-mail, edit, soft delete and restore. A deleted agent cannot sign in (its sessions end at once; sign-in and
 * every request skip deleted users), keeps its tickets, time reports, evaluations and reports (nothing is removed),
 * and is offered as an assignee nowhere (the look-ups and the tickets' assignment pick live agents only).
 *
 * Role rule: only an admin grants the admin role or changes, deletes or restores an admin account; a manager manages
 * agents and managers. Nobody deletes their own account or changes their own role (no lock-out by mistake).
 */
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type AgentBody, type AgentListQuery, type AgentMessageKey } from '@helpdesk/shared/schemas';
import type { Agent, Paginated } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAction, type AuditAuthor } from '../../platform/audit/recorder';
import { companies, companyAgents, sessions, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import type { Actor } from '../../platform/policy';
import { temporaryPassword } from '../employees';
import { paginate } from '../../platform/pagination';
import { sendRendered } from '../../platform/messaging';
import { renderWelcome } from '../../platform/mail-templates';

type UserRow = typeof users.$inferSelect;

/** A 422 the agents module decides itself, under the field it concerns. */
export class AgentRefused extends Error {
  constructor(
    readonly field: string,
    readonly key: AgentMessageKey,
  ) {
    super(key);
  }
}

const isAgentRow = eq(users.kind, 'agent');

async function companiesOf(db: Db, agentIds: number[]): Promise<Map<number, Agent['companies']>> {
  const out = new Map<number, Agent['companies']>();
  if (!agentIds.length) return out;
  const rows = await db
    .select({ agentId: companyAgents.agentId, id: companies.id, tag: companies.tag, shortName: companies.shortName })
    .from(companyAgents)
    .innerJoin(companies, eq(companies.id, companyAgents.companyId))
    .where(inArray(companyAgents.agentId, agentIds))
    .orderBy(asc(companies.tag), asc(companies.id));
  for (const r of rows) out.set(r.agentId, [...(out.get(r.agentId) ?? []), { id: r.id, tag: r.tag, short_name: r.shortName }]);
  return out;
}

export function presentAgent(u: UserRow, assigned: Agent['companies']): Agent {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    name: `${u.firstname} ${u.lastname}`.trim(),
    email: u.email,
    agent_type: (u.agentType as Agent['agent_type']) ?? null,
    phone: u.phone,
    direct_phone: u.directPhone,
    role: u.role as Agent['role'],
    time_scope: ([0, 240, 480].includes(u.timeScope) ? u.timeScope : 0) as Agent['time_scope'],
    companies: assigned,
    temporary_password: u.temporaryPassword,
    created_at: u.createdAt.toISOString(),
    deleted_at: u.deletedAt?.toISOString() ?? null,
  };
}

const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAgents(db: Db, q: AgentListQuery): Promise<Paginated<Agent>> {
  const words = (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const where = and(
    isAgentRow,
    q.filter === 'active' ? isNull(users.deletedAt) : q.filter === 'trashed' ? isNotNull(users.deletedAt) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.agent_type ? eq(users.agentType, q.agent_type) : undefined,
    ...words.map((w) =>
      or(
        ilike(users.firstname, like(w)),
        ilike(users.lastname, like(w)),
        ilike(users.email, like(w)),
        ilike(users.phone, like(w)),
        ilike(users.directPhone, like(w)),
      ),
    ),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const assigned = await companiesOf(
    db,
    rows.map((r) => r.id),
  );
  return paginate(
    rows.map((r) => presentAgent(r, assigned.get(r.id) ?? [])),
    total,
    {
      page: q.page,
      perPage: q.per_page,
      sort: 'lastname',
      path: '/api/admin/agent',
      query: { filter: q.filter, role: q.role, agent_type: q.agent_type, search: q.search, per_page: q.per_page },
    },
  );
}

/** An agent, deleted ones included; 404 for anything else (clients are not agents). */
async function findAgent(db: Db, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isAgentRow))
    .limit(1);
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

export async function showAgent(db: Db, id: number): Promise<Agent> {
  const row = await findAgent(db, id);
  return presentAgent(row, (await companiesOf(db, [id])).get(id) ?? []);
}

const isAdmin = (actor: Actor) => actor.user.role === 'admin';

/** Only an admin touches an admin account. */
function assertMayManage(actor: Actor, target: UserRow) {
  if (target.role === 'admin' && !isAdmin(actor)) throw new HttpError(403, 'forbidden');
}

async function checkBody(db: Db, actor: Actor, body: AgentBody, exceptId: number | null) {
  if (body.role === 'admin' && !isAdmin(actor)) throw new AgentRefused('role', 'admin_only');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${body.email.toLowerCase()}`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (taken) throw new AgentRefused('email', 'email_taken');
  const ids = [...new Set(body.company_ids)];
  if (ids.length) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(companies)
      .where(and(inArray(companies.id, ids), isNull(companies.deletedAt)));
    if (n !== ids.length) throw new AgentRefused('company_ids', 'company_missing');
  }
  return ids;
}

const uniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
};

/** A user as the audit trail compares it: its columns (the password hash redacted there) and its assigned companies. */
async function auditSnapshot(db: Db, id: number): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  const { lastSeenAt: _seen, createdAt: _created, updatedAt: _updated, ...columns } = row!;
  const assigned = await db
    .select({ id: companyAgents.companyId })
    .from(companyAgents)
    .where(eq(companyAgents.agentId, id))
    .orderBy(companyAgents.companyId);
  return { label: `${row!.firstname} ${row!.lastname} <${row!.email}>`, fields: { ...columns, companyIds: assigned.map((c) => c.id) } };
}

/** Records the agent's change between two snapshots, on the change's transaction. */
async function recordAgent(
  db: Db,
  author: AuditAuthor,
  id: number,
  action: AuditAction,
  before: Awaited<ReturnType<typeof auditSnapshot>> | null,
) {
  const after = await auditSnapshot(db, id);
  await recordChange(db, {
    author,
    kind: 'user',
    action,
    recordId: id,
    label: after.label,
    before: before?.fields ?? null,
    after: after.fields,
  });
}

const fields = (body: AgentBody) => ({
  firstname: body.firstname,
  lastname: body.lastname,
  email: body.email.toLowerCase(),
  agentType: body.agent_type,
  phone: body.phone ?? null,
  directPhone: body.direct_phone,
  role: body.role,
  timeScope: body.time_scope,
});

/** Creates the agent with a temporary password and e-mails it (the sign-in then asks for a new one). */
export async function createAgent(
  ctx: Pick<AppContext, 'db' | 'messenger'>,
  actor: Actor,
  body: AgentBody,
  loginUrl: string,
  author: AuditAuthor,
): Promise<number> {
  const { db } = ctx;
  const companyIds = await checkBody(db, actor, body, null);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  let row: UserRow;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ kind: 'agent', ...fields(body), lang: actor.user.lang, passwordHash, temporaryPassword: true })
        .returning();
      if (companyIds.length) await tx.insert(companyAgents).values(companyIds.map((companyId) => ({ companyId, agentId: created!.id })));
      await recordAgent(tx as unknown as Db, author, created!.id, 'created', null);
      return created!;
    });
  } catch (error) {
    // Two creations with one address at the same moment: the unique index decides.
    if (uniqueViolation(error)) throw new AgentRefused('email', 'email_taken');
    throw error;
  }
  const welcome = renderWelcome(row.lang, {
    account: 'agent',
    recipientName: `${row.firstname} ${row.lastname}`,
    email: row.email,
    temporaryPassword: password,
    loginUrl,
    phone: row.directPhone ?? undefined,
  });
  await sendRendered(ctx.messenger, row.email, welcome, { userId: row.id });
  return row.id;
}

export async function updateAgent(db: Db, actor: Actor, id: number, body: AgentBody, author: AuditAuthor): Promise<void> {
  const current = await findAgent(db, id);
  assertMayManage(actor, current);
  if (current.id === actor.user.id && body.role !== current.role) throw new AgentRefused('role', 'own_account');
  const companyIds = await checkBody(db, actor, body, id);
  try {
    await db.transaction(async (tx) => {
      const before = await auditSnapshot(tx as unknown as Db, id);
      await tx
        .update(users)
        .set({ ...fields(body), updatedAt: new Date() })
        .where(eq(users.id, id));
      await tx.delete(companyAgents).where(eq(companyAgents.agentId, id));
      if (companyIds.length) await tx.insert(companyAgents).values(companyIds.map((companyId) => ({ companyId, agentId: id })));
      await recordAgent(tx as unknown as Db, author, id, 'updated', before);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AgentRefused('email', 'email_taken');
    throw error;
  }
}

/** Soft delete: the row, its assignments and its history stay; its sessions end. */
export async function deleteAgent(db: Db, actor: Actor, id: number, author: AuditAuthor): Promise<void> {
  const current = await findAgent(db, id);
  assertMayManage(actor, current);
  if (current.id === actor.user.id) throw new AgentRefused('id', 'own_account');
  if (current.deletedAt) return;
  await db.transaction(async (tx) => {
    const before = await auditSnapshot(tx as unknown as Db, id);
    await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAgent(tx as unknown as Db, author, id, 'deleted', before);
  });
}

export async function restoreAgent(db: Db, actor: Actor, id: number, author: AuditAuthor): Promise<void> {
  const current = await findAgent(db, id);
  assertMayManage(actor, current);
  if (!current.deletedAt) return;
  await db.transaction(async (tx) => {
    const before = await auditSnapshot(tx as unknown as Db, id);
    await tx.update(users).set({ deletedAt: null, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAgent(tx as unknown as Db, author, id, 'restored', before);
  });
}
