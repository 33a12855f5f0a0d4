/**
 * A VIP client's own company's people: list, add as an invitation (a temporary password sent by
 * e-mail to a new address; an address with an account elsewhere is never revealed), edit. Every query is bound to the caller's company; another company's person is "not found".
 * Plus the choices any client needs on the ticket form: colleagues (CC) and their own devices.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, devices, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import type { Actor } from '../../platform/policy';
import { sendRendered, type Messenger } from '../../platform/messaging';
import { paginate } from '../../platform/pagination';
import type { EmployeeInput, EmployeeInvitation } from '@helpdesk/shared/schemas';
import { pendingEmail, pendingEmails, requestEmailChange } from '../email-changes';
import { renderEmployeeExists, renderWelcome } from '../../platform/mail-templates';

type UserRow = typeof users.$inferSelect;

export function presentEmployee(u: UserRow, pendingEmail: string | null = null) {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    name: `${u.firstname} ${u.lastname}`.trim(),
    email: u.email,
    additional_email: u.additionalEmail,
    job_position: u.jobPosition,
    phone: u.phone,
    role: u.role,
    city: u.city,
    lang: u.lang,
    temporary_password: u.temporaryPassword,
    pending_email: pendingEmail,
    created_at: u.createdAt.toISOString(),
  };
}
export type EmployeeView = ReturnType<typeof presentEmployee>;

/** The caller's company; a client without one manages nobody. */
export function companyOf(actor: Actor): number {
  if (!actor.user.companyId) throw new HttpError(403, 'forbidden');
  return actor.user.companyId;
}

const ofCompany = (companyId: number) => and(eq(users.companyId, companyId), eq(users.kind, 'client'), isNull(users.deletedAt))!;

export async function listEmployees(db: Db, actor: Actor, q: { search?: string | undefined; page: number; per_page: number }) {
  const companyId = companyOf(actor);
  const words = (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    ofCompany(companyId),
    ...words.map((w) =>
      or(ilike(users.firstname, like(w)), ilike(users.lastname, like(w)), ilike(users.email, like(w)), ilike(users.jobPosition, like(w))),
    ),
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const pending = await pendingEmails(
    db,
    rows.map((r) => r.id),
  );
  return paginate(
    rows.map((r) => presentEmployee(r, pending.get(r.id) ?? null)),
    total?.n ?? 0,
    {
      page: q.page,
      perPage: q.per_page,
      sort: 'lastname',
      path: '/api/client/employees',
      query: { search: q.search, per_page: q.per_page },
    },
  );
}

/** One person of the caller's company; 404 for anyone else (the id's existence is not revealed). */
export async function findEmployee(db: Db, actor: Actor, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ofCompany(companyOf(actor))))
    .limit(1);
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** Who holds the address, deleted accounts too (the unique index covers them). */
async function holderOf(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Whether a colleague (someone the VIP sees anyway) has the address: accounts elsewhere are not told apart from none. */
async function colleagueHasEmail(db: Db, companyId: number, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ofCompany(companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptId)))
    .limit(1);
  return !!row;
}

/** 12 random characters from an alphabet without look-alikes, at least one letter and one digit: meets the password rule. */
export function temporaryPassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (set: string) => set[crypto.randomInt(set.length)]!;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 10 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export class EmailTaken extends Error {}
export class OwnRole extends Error {}

const isUniqueViolation = (error: unknown) =>
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505';

/**
 * Adds a person to the VIP's company as an invitation. A colleague already holding the address is a 422 (the VIP
 * sees them anyway). A free address gets its account and a temporary password by e-mail. An address that belongs to
 * an account anywhere else (another company, staff, a deleted account) is left alone: nothing is created or changed,
 * its owner is told by e-mail that someone tried to add them, and the VIP gets the same answer as for a free address,
 * after the same work (one password hash, one e-mail), so neither the answer nor its timing tells the two apart.
 */
export async function createEmployee(
  db: Db,
  messenger: Messenger,
  actor: Actor,
  input: EmployeeInput,
  loginUrl: string,
): Promise<EmployeeInvitation> {
  const companyId = companyOf(actor);
  const email = input.email.toLowerCase();
  if (await colleagueHasEmail(db, companyId, email, 0)) throw new EmailTaken();
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const companyName = company?.name ?? '';
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const holder = await holderOf(db, email);
  let row: UserRow | undefined;
  if (!holder) {
    try {
      // Its own savepoint: a unique violation must not end the caller's transaction (the look-up below still runs).
      [row] = await db.transaction((tx) =>
        tx
          .insert(users)
          .values({
            kind: 'client',
            firstname: input.firstname,
            lastname: input.lastname,
            email,
            additionalEmail: input.additional_email ?? null,
            jobPosition: input.job_position ?? null,
            phone: input.phone ?? null,
            role: input.role,
            city: input.city ?? null,
            lang: input.lang,
            companyId,
            passwordHash,
            temporaryPassword: true,
          })
          .returning(),
      );
    } catch (error) {
      // Two creations with one address at the same moment: the unique index decides, and the later one is told as above.
      if (!isUniqueViolation(error)) throw error;
      if (await colleagueHasEmail(db, companyId, email, 0)) throw new EmailTaken();
    }
  }
  if (row) {
    const welcome = renderWelcome(row.lang, {
      account: 'client',
      recipientName: `${row.firstname} ${row.lastname}`,
      email,
      temporaryPassword: password,
      loginUrl,
      company: companyName,
    });
    await sendRendered(messenger, email, welcome, { userId: row.id });
  } else {
    const lang = holder?.lang ?? input.lang;
    const inviter = `${actor.user.firstname} ${actor.user.lastname}`.trim();
    await sendRendered(messenger, email, renderEmployeeExists(lang, { inviter, company: companyName, email }));
  }
  return { email };
}

/**
 * Saves an employee. A new e-mail address takes effect only when the link mailed to it is opened (email-changes): the
 * row keeps the old one, and the answer names the pending one.
 */
export async function updateEmployee(
  db: Db,
  messenger: Messenger,
  actor: Actor,
  id: number,
  input: EmployeeInput,
  baseUrl: string,
): Promise<{ row: UserRow; pendingEmail: string | null; confirmationSent: boolean }> {
  const current = await findEmployee(db, actor, id);
  const email = input.email.toLowerCase();
  // A VIP demoting themselves would lose this very screen.
  if (current.id === actor.user.id && input.role !== current.role) throw new OwnRole();
  const changesEmail = email !== current.email.toLowerCase();
  if (changesEmail && (await colleagueHasEmail(db, current.companyId!, email, id))) throw new EmailTaken();
  const [row] = await db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      additionalEmail: input.additional_email ?? null,
      jobPosition: input.job_position ?? null,
      phone: input.phone ?? null,
      role: input.role,
      city: input.city ?? null,
      lang: input.lang,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, current.id), ofCompany(current.companyId!)))
    .returning();
  if (changesEmail) await requestEmailChange(db, messenger, { user: row!, newEmail: email, requestedBy: actor.user.id, baseUrl });
  return { row: row!, pendingEmail: await pendingEmail(db, row!.id), confirmationSent: changesEmail };
}

/** People of the caller's company other than the caller: the CC choices of the ticket form. */
export async function colleagues(db: Db, actor: Actor) {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(and(ofCompany(companyOf(actor)), ne(users.id, actor.user.id)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email }));
}

/**
 * The ticket form's device choice: the devices the caller owns and the company's shared ones (no owner: printers,
 * servers, network), never a colleague's. Same `name` as on a ticket.
 */
export async function ownDevices(db: Db, actor: Actor) {
  const rows = await db
    .select({
      id: devices.id,
      type: devices.type,
      vendor: devices.vendor,
      model: devices.model,
      inventoryNumber: devices.inventoryNumber,
      ownerId: devices.ownerId,
    })
    .from(devices)
    .where(
      and(
        eq(devices.companyId, companyOf(actor)),
        or(eq(devices.ownerId, actor.user.id), isNull(devices.ownerId)),
        isNull(devices.deletedAt),
      ),
    )
    .orderBy(sql`${devices.ownerId} is null`, asc(devices.inventoryNumber), asc(devices.id));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name: [r.vendor, r.model].filter(Boolean).join(' '),
    inventory_number: r.inventoryNumber,
    shared: r.ownerId === null,
  }));
}
