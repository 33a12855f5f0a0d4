/**
 * Client people for staff: list across the companies the actor may see (`scopeOf`), show, create
 * with a temporary password sent by e-mail, edit, soft delete and restore. A person outside the scope is "not found";
 * a write into a company outside it is refused under `company_id`.
 */
import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { clientMessage, type ClientBody, type ClientListQuery, type ClientMessageKey, type ValidationLang } from '@helpdesk/shared/schemas';
import type { ClientPerson, Paginated } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAction, type AuditAuthor } from '../../platform/audit/recorder';
import { companies, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import { inScope, scopeWhere, type RecordScope, type UserRow } from '../../platform/policy';
import { sendRendered, type Messenger } from '../../platform/messaging';
import { paginate } from '../../platform/pagination';
import { temporaryPassword } from '../employees';
import { presentClient } from './presenter';
import { renderWelcome } from '../../platform/mail-templates';

/** A 422 under one field with a text of the clients catalogue. */
export class ClientFieldError extends Error {
  constructor(
    readonly field: string,
    readonly key: ClientMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
  errors(lang: ValidationLang): Record<string, string[]> {
    return { [this.field]: [clientMessage(lang, this.key, this.params)] };
  }
}

export class EmailTaken extends Error {}

const isClient = eq(users.kind, 'client');
const escapeLike = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listClients(db: Db, scope: RecordScope, q: ClientListQuery, path: string): Promise<Paginated<ClientPerson>> {
  const words = (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions: (SQL | undefined)[] = [
    isClient,
    isNotNull(users.companyId),
    scopeWhere(scope, users.companyId),
    q.state === 'deleted' ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    q.company_id ? eq(users.companyId, q.company_id) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    ...words.map((w) =>
      or(
        ilike(users.firstname, escapeLike(w)),
        ilike(users.lastname, escapeLike(w)),
        ilike(users.email, escapeLike(w)),
        ilike(users.jobPosition, escapeLike(w)),
        ilike(users.city, escapeLike(w)),
      ),
    ),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, company: { id: companies.id, tag: companies.tag, shortName: companies.shortName } })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(
    rows.map((r) => presentClient(r.user, r.company)),
    total?.n ?? 0,
    {
      page: q.page,
      perPage: q.per_page,
      sort: 'lastname',
      path,
      query: {
        search: q.search,
        company_id: q.company_id,
        role: q.role,
        state: q.state === 'active' ? undefined : q.state,
        per_page: q.per_page,
      },
    },
  );
}

/** A client person in the scope (deleted ones too: restore needs them); 404 for anyone else. */
export async function findClient(
  db: Db,
  scope: RecordScope,
  id: number,
): Promise<{ user: UserRow; company: { id: number; tag: string; shortName: string } }> {
  const [row] = await db
    .select({ user: users, company: { id: companies.id, tag: companies.tag, shortName: companies.shortName } })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), isClient))
    .limit(1);
  if (!row || !inScope(scope, row.user.companyId)) throw new HttpError(404, 'not_found');
  return row;
}

export async function showClient(db: Db, scope: RecordScope, id: number): Promise<ClientPerson> {
  const row = await findClient(db, scope, id);
  return presentClient(row.user, row.company);
}

/** The company of a write: existing, not deleted, inside the scope — else a 422 under `company_id`. */
async function writableCompany(db: Db, scope: RecordScope, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company || !inScope(scope, companyId)) throw new ClientFieldError('company_id', 'company_out_of_scope');
  return company;
}

/** Any account (agents and deleted people included) with the address, other than `exceptId`. */
async function emailTaken(db: Db, email: string, exceptId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptId)))
    .limit(1);
  return !!row;
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
};

/** The welcome e-mail with the temporary password: the same text a VIP's new employee receives. */
export async function sendWelcome(
  messenger: Messenger,
  person: UserRow,
  companyName: string,
  password: string,
  loginUrl: string,
): Promise<void> {
  const welcome = renderWelcome(person.lang, {
    account: 'client',
    recipientName: `${person.firstname} ${person.lastname}`,
    email: person.email,
    temporaryPassword: password,
    loginUrl,
    company: companyName,
  });
  await sendRendered(messenger, person.email, welcome, { userId: person.id });
}

const columnsOf = (input: Omit<ClientBody, 'company_id' | 'email'>) => ({
  firstname: input.firstname,
  lastname: input.lastname,
  additionalEmail: input.additional_email ?? null,
  jobPosition: input.job_position ?? null,
  phone: input.phone ?? null,
  role: input.role,
  city: input.city ?? null,
  lang: input.lang,
});

/** A person's change in the audit trail, on the change's transaction (the password hash is redacted there). */
async function recordClient(db: Db, author: AuditAuthor, action: AuditAction, before: UserRow | null, after: UserRow) {
  const fields = (row: UserRow | null) => {
    if (!row) return null;
    const { lastSeenAt: _seen, createdAt: _created, updatedAt: _updated, ...columns } = row;
    return columns;
  };
  const label = `${after.firstname} ${after.lastname} <${after.email}>`;
  await recordChange(db, { author, kind: 'user', action, recordId: after.id, label, before: fields(before), after: fields(after) });
}

export async function createClient(
  db: Db,
  messenger: Messenger,
  scope: RecordScope,
  input: ClientBody,
  loginUrl: string,
  author: AuditAuthor,
): Promise<UserRow> {
  const company = await writableCompany(db, scope, input.company_id);
  const email = input.email.toLowerCase();
  if (await emailTaken(db, email)) throw new EmailTaken();
  const password = temporaryPassword();
  let row: UserRow | undefined;
  try {
    [row] = await db
      .insert(users)
      .values({
        kind: 'client',
        email,
        companyId: company.id,
        passwordHash: await hashPassword(password),
        temporaryPassword: true,
        ...columnsOf(input),
      })
      .returning();
    await recordClient(db, author, 'created', null, row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTaken();
    throw error;
  }
  await sendWelcome(messenger, row!, company.name, password, loginUrl);
  return row!;
}

/**
 * Saves a person; staff may move them to another company of their scope and correct the address directly (the
 * person is told nothing: a wrong address is what staff fix here).
 */
export async function updateClient(db: Db, scope: RecordScope, id: number, input: ClientBody, author: AuditAuthor): Promise<UserRow> {
  const { user } = await findClient(db, scope, id);
  if (user.deletedAt) throw new HttpError(404, 'not_found');
  await writableCompany(db, scope, input.company_id);
  const email = input.email.toLowerCase();
  if (email !== user.email.toLowerCase() && (await emailTaken(db, email, user.id))) throw new EmailTaken();
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .update(users)
        .set({ ...columnsOf(input), email, companyId: input.company_id, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await recordClient(tx, author, 'updated', user, row!);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTaken();
    throw error;
  }
}

/** Soft delete: the person can no longer sign in (sessions of a deleted user load no actor) and is offered nowhere. */
export async function deleteClient(db: Db, scope: RecordScope, id: number, author: AuditAuthor): Promise<UserRow> {
  const { user } = await findClient(db, scope, id);
  if (user.deletedAt) return user;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await recordClient(tx, author, 'deleted', user, row!);
    return row!;
  });
}

export async function restoreClient(db: Db, scope: RecordScope, id: number, author: AuditAuthor): Promise<UserRow> {
  const { user } = await findClient(db, scope, id);
  if (!user.deletedAt) return user;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.update(users).set({ deletedAt: null, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await recordClient(tx, author, 'restored', user, row!);
    return row!;
  });
}
