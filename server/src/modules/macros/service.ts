/**
 * Macros CRUD. Admins and managers manage them (`macros.manage`); every agent lists and applies them. A macro is not
 * any company's: what it names (an agent, a text module) is checked when it is saved, and again against the ticket
 * when it is applied (a company's text module on another company's ticket is refused there).
 */
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { MacroBody, MacroListQuery } from '@helpdesk/shared/schemas';
import type { Macro } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { macros, textModules, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { paginate } from '../../platform/pagination';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';

export type MacroRow = typeof macros.$inferSelect;

export function presentMacro(m: MacroRow): Macro {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    actions: m.actions,
    active: m.active,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export async function listMacros(db: Db, q: MacroListQuery) {
  const where: SQL | undefined = and(
    q.active ? eq(macros.active, q.active === '1') : undefined,
    q.search ? ilike(macros.name, like(q.search)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(macros).where(where);
  const rows = await db
    .select()
    .from(macros)
    .where(where)
    .orderBy(asc(macros.name), asc(macros.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(rows.map(presentMacro), total, {
    page: q.page,
    perPage: q.per_page,
    sort: 'name',
    path: '/api/admin/macros',
    query: { search: q.search, active: q.active, per_page: q.per_page },
  });
}

/** The macro, or 404; `activeOnly` for applying (an inactive macro is kept for editing, not offered). */
export async function findMacro(db: Db, id: number, options: { activeOnly?: boolean } = {}): Promise<MacroRow> {
  const [row] = await db
    .select()
    .from(macros)
    .where(and(eq(macros.id, id), options.activeOnly ? eq(macros.active, true) : undefined));
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** The agents and text modules the actions name must exist (422 on the action's field otherwise). */
async function checkActions(db: Db, body: MacroBody) {
  const agentIds = body.actions.flatMap((a) => (a.action === 'set_assignee' && typeof a.assignee === 'number' ? [a.assignee] : []));
  const moduleIds = body.actions.flatMap((a) => (a.action === 'answer_with_text_module' ? [a.text_module_id] : []));
  const agents = agentIds.length
    ? new Set(
        (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, agentIds), eq(users.kind, 'agent'), isNull(users.deletedAt)))
        ).map((r) => r.id),
      )
    : new Set<number>();
  const modules = moduleIds.length
    ? new Set((await db.select({ id: textModules.id }).from(textModules).where(inArray(textModules.id, moduleIds))).map((r) => r.id))
    : new Set<number>();
  for (const [index, a] of body.actions.entries()) {
    if (a.action === 'set_assignee' && typeof a.assignee === 'number' && !agents.has(a.assignee))
      throw new FieldError(`actions.${index}.assignee`, 'not_agent');
    if (a.action === 'answer_with_text_module' && !modules.has(a.text_module_id))
      throw new FieldError(`actions.${index}.text_module_id`, 'one_of');
  }
}

const values = (body: MacroBody) => ({ name: body.name, description: body.description, actions: body.actions, active: body.active });

const record = (
  db: Db,
  author: AuditAuthor,
  action: 'created' | 'updated' | 'deleted',
  before: MacroRow | null,
  after: MacroRow | null,
) => {
  const row = (after ?? before)!;
  return recordChange(db, { author, kind: 'macro', action, recordId: row.id, label: row.name, before, after });
};

export async function createMacro(db: Db, body: MacroBody, author: AuditAuthor): Promise<MacroRow> {
  await checkActions(db, body);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(macros).values(values(body)).returning();
    await record(tx, author, 'created', null, row!);
    return row!;
  });
}

export async function updateMacro(db: Db, id: number, body: MacroBody, author: AuditAuthor): Promise<MacroRow> {
  await findMacro(db, id);
  await checkActions(db, body);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [was] = await tx.select().from(macros).where(eq(macros.id, id));
    if (!was) throw new HttpError(404, 'not_found');
    const [row] = await tx
      .update(macros)
      .set({ ...values(body), updatedAt: new Date() })
      .where(eq(macros.id, id))
      .returning();
    await record(tx, author, 'updated', was, row!);
    return row!;
  });
}

export async function deleteMacro(db: Db, id: number, author: AuditAuthor) {
  await findMacro(db, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx.delete(macros).where(eq(macros.id, id)).returning();
    if (gone) await record(tx, author, 'deleted', gone, null);
  });
}
