/**
 * Text modules CRUD. Admins and managers manage them (`text-modules.manage`); every agent lists and uses the global
 * ones and those of the companies in its record scope — another company's module is a 404 as its tickets are.
 */
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { TextModuleBody, TextModuleListQuery } from '@helpdesk/shared/schemas';
import type { TextModule } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { companies, textModules } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { paginate } from '../../platform/pagination';
import { scopeWhere, type RecordScope } from '../../platform/policy';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';

export type TextModuleRow = typeof textModules.$inferSelect;

const select = {
  module: textModules,
  company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
};

function present(r: { module: TextModuleRow; company: { id: number; tag: string; shortName: string } | null }): TextModule {
  const m = r.module;
  return {
    id: m.id,
    name: m.name,
    shortcut: m.shortcut,
    body: m.body,
    language: m.language,
    company: r.company ? { id: r.company.id, tag: r.company.tag, short_name: r.company.shortName } : null,
    category: m.category,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/** The modules an actor may see: the global ones and those of the companies in its scope. */
export function visibleTo(records: RecordScope): SQL | undefined {
  const own = scopeWhere(records, textModules.companyId);
  return own ? or(isNull(textModules.companyId), own) : undefined;
}

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * A page of modules by name. `forCompany` (the ticket's company, already checked to lie in scope) keeps what its
 * composer may offer: that company's modules and the global ones.
 */
export async function listTextModules(db: Db, q: TextModuleListQuery, records: RecordScope, forCompany?: number) {
  const where = and(
    visibleTo(records),
    forCompany !== undefined ? or(isNull(textModules.companyId), eq(textModules.companyId, forCompany)) : undefined,
    q.company === 'global' ? isNull(textModules.companyId) : q.company_id ? eq(textModules.companyId, q.company_id) : undefined,
    q.language ? eq(textModules.language, q.language) : undefined,
    q.search ? or(ilike(textModules.name, like(q.search)), ilike(textModules.shortcut, like(q.search))) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(textModules).where(where);
  const rows = await db
    .select(select)
    .from(textModules)
    .leftJoin(companies, eq(companies.id, textModules.companyId))
    .where(where)
    .orderBy(asc(textModules.name), asc(textModules.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(rows.map(present), total, {
    page: q.page,
    perPage: q.per_page,
    sort: 'name',
    path: '/api/admin/text-modules',
    query: {
      search: q.search,
      company_id: q.company_id,
      company: q.company,
      language: q.language,
      ticket_id: q.ticket_id,
      per_page: q.per_page,
    },
  });
}

/** The module row if the actor may see it; 404 otherwise. */
export async function findTextModule(db: Db, id: number, records: RecordScope): Promise<TextModuleRow> {
  const [row] = await db
    .select()
    .from(textModules)
    .where(and(eq(textModules.id, id), visibleTo(records)));
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

export async function showTextModule(db: Db, id: number, records: RecordScope): Promise<TextModule> {
  const [row] = await db
    .select(select)
    .from(textModules)
    .leftJoin(companies, eq(companies.id, textModules.companyId))
    .where(and(eq(textModules.id, id), visibleTo(records)));
  if (!row) throw new HttpError(404, 'not_found');
  return present(row);
}

async function checkCompany(db: Db, companyId: number | null) {
  if (companyId === null) return;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) throw new FieldError('company_id', 'one_of');
}

const values = (body: TextModuleBody) => ({
  name: body.name,
  shortcut: body.shortcut,
  body: body.body,
  language: body.language,
  companyId: body.company_id,
  category: body.category,
});

const record = (
  db: Db,
  author: AuditAuthor,
  action: 'created' | 'updated' | 'deleted',
  before: TextModuleRow | null,
  after: TextModuleRow | null,
) => {
  const row = (after ?? before)!;
  return recordChange(db, { author, kind: 'text-module', action, recordId: row.id, label: `${row.shortcut} ${row.name}`, before, after });
};

export async function createTextModule(db: Db, body: TextModuleBody, author: AuditAuthor): Promise<number> {
  await checkCompany(db, body.company_id);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(textModules).values(values(body)).returning();
    await record(tx, author, 'created', null, row!);
    return row!.id;
  });
}

export async function updateTextModule(db: Db, id: number, body: TextModuleBody, records: RecordScope, author: AuditAuthor) {
  await findTextModule(db, id, records);
  await checkCompany(db, body.company_id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [was] = await tx.select().from(textModules).where(eq(textModules.id, id));
    if (!was) throw new HttpError(404, 'not_found');
    const [row] = await tx
      .update(textModules)
      .set({ ...values(body), updatedAt: new Date() })
      .where(eq(textModules.id, id))
      .returning();
    await record(tx, author, 'updated', was, row!);
  });
}

export async function deleteTextModule(db: Db, id: number, records: RecordScope, author: AuditAuthor) {
  await findTextModule(db, id, records);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx.delete(textModules).where(eq(textModules.id, id)).returning();
    if (gone) await record(tx, author, 'deleted', gone, null);
  });
}
