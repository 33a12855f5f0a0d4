/**
 * Unassigned e-mails: mail no company could be matched to, kept with its attachments until an
 * agent makes a ticket of it, adds it to a ticket, or deletes it. Any change to the unread set is broadcast on
 * the public counters channel.
 */
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, inboundMessages, ticketMessages, tickets, unassignedEmails, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { publishCounters } from '../counters';
import { copyToTicket, type StoredFile } from '../mail-intake';
import { intakeActor, intakeTransaction, mailSenderOf } from '../mail-intake';
import { createTicket, findTicket, replyToTicket } from '../tickets';
import { paginate } from '../../platform/pagination';
import { sanitizeMessage } from '../../platform/sanitize';
import type { UnassignedListQuery, UnassignedToTicketInput } from '@helpdesk/shared/schemas';
import type { Paginated, UnassignedEmail, UnassignedEmailDetail } from '@helpdesk/shared/resources';

type Row = typeof unassignedEmails.$inferSelect;
const reader = alias(users, 'reader');

function present(row: Row, who: { id: number | null; firstname: string | null; lastname: string | null } | null): UnassignedEmail {
  return {
    id: row.id,
    title: row.title,
    sender: row.sender,
    address: row.address,
    reader: who?.id ? { id: who.id, name: `${who.firstname} ${who.lastname}` } : null,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    received_at: row.receivedAt.toISOString(),
    attachments_count: row.attachments.length,
    mail_auth: row.mailAuth,
    mail_mark: row.mailMark,
  };
}

export async function listUnassigned(db: Db, q: UnassignedListQuery): Promise<Paginated<UnassignedEmail>> {
  const term = q.search ? `%${q.search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    q.filter === 'unread' ? isNull(unassignedEmails.readAt) : undefined,
    term ? or(ilike(unassignedEmails.title, term), ilike(unassignedEmails.sender, term), ilike(unassignedEmails.address, term)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(unassignedEmails).where(where);
  const rows = await db
    .select({ e: unassignedEmails, r: { id: reader.id, firstname: reader.firstname, lastname: reader.lastname } })
    .from(unassignedEmails)
    .leftJoin(reader, eq(reader.id, unassignedEmails.readById))
    .where(where)
    .orderBy(desc(unassignedEmails.receivedAt), desc(unassignedEmails.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(
    rows.map(({ e, r }) => present(e, r)),
    total,
    {
      page: q.page,
      perPage: q.per_page,
      sort: '-received_at',
      path: '/api/admin/unassigned-email',
      query: { filter: q.filter, search: q.search, per_page: q.per_page },
    },
  );
}

async function find(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(unassignedEmails).where(eq(unassignedEmails.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** The e-mail with its body sanitised again (allow-list HTML) and its files; opening it marks it read. */
export async function showUnassigned(ctx: AppContext, actor: Actor, id: number): Promise<UnassignedEmailDetail> {
  let row = await find(ctx.db, id);
  if (!row.readAt) {
    row = await setRead(ctx, actor, id, true);
  }
  const [who] = row.readById
    ? await ctx.db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, row.readById))
    : [];
  return {
    ...present(row, who ?? null),
    body: sanitizeMessage(row.body, { appOrigins: [ctx.config.appUrl] }),
    message_id: row.messageId,
    attachments: row.attachments.map((f, index) => ({
      index,
      filename: f.filename,
      mime_type: f.mimeType,
      size: f.size,
      url: `/api/admin/unassigned-email/${row.id}/attachments/${index}`,
    })),
  };
}

export async function setRead(ctx: AppContext, actor: Actor, id: number, read: boolean): Promise<Row> {
  await find(ctx.db, id);
  const [row] = await ctx.db
    .update(unassignedEmails)
    .set(
      read
        ? {
            readAt: sql`coalesce(${unassignedEmails.readAt}, now())`,
            readById: sql`coalesce(${unassignedEmails.readById}, ${actor.user.id})`,
          }
        : { readAt: null, readById: null },
    )
    .where(eq(unassignedEmails.id, id))
    .returning();
  await publishCounters(ctx);
  return row!;
}

export async function attachmentOf(db: Db, id: number, index: number): Promise<StoredFile> {
  const row = await find(db, id);
  const file = row.attachments[index];
  if (!file) throw new HttpError(404, 'not_found');
  return file;
}

const keysOf = (row: Row) => row.attachments.map((f) => f.storageKey);

export async function unassignedToTicket(ctx: AppContext, actor: Actor, id: number, input: UnassignedToTicketInput) {
  const row = await find(ctx.db, id);
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.company_id), isNull(companies.deletedAt)));
  if (!company) throw new FieldError('company_id', 'one_of');
  // The ticket gets copies of the files; the e-mail's own go once the transaction commits (tx.attachments is staged).
  const ticket = await intakeTransaction(ctx, async (tx) => {
    // Gone already (another agent was quicker): 404 and nothing is created.
    const [locked] = await tx.db.delete(unassignedEmails).where(eq(unassignedEmails.id, id)).returning({ id: unassignedEmails.id });
    if (!locked) throw new HttpError(404, 'not_found');
    const requesterId = input.requester_id === undefined ? await clientByAddress(tx.db, input.company_id, row.address) : input.requester_id;
    const t = await createTicket(
      { ctx: tx, actor },
      {
        company_id: input.company_id,
        subject: input.subject ?? row.title,
        body: row.body || '(—)',
        type: input.type,
        priority: input.priority,
        category: input.category,
        status: input.status,
        requester_id: requesterId,
        cc: [],
        assignee_id: input.assignee_id ?? null,
      },
      // The agent files it, the sender wrote it: without a requester, the From is the only name the ticket has.
      { origin: 'email', sender: mailSenderOf(row.sender, row.address) },
    );
    // The sender check travels with the e-mail.
    if (row.mailAuth) await tx.db.update(tickets).set({ mailAuth: row.mailAuth }).where(eq(tickets.id, t.id));
    await copyToTicket(tx.db, tx.attachments, t.id, null, actor.user.id, row.attachments);
    if (row.messageId)
      await tx.db.update(inboundMessages).set({ outcome: 'ticket', ticketId: t.id }).where(eq(inboundMessages.messageId, row.messageId));
    await tx.attachments.delete(keysOf(row));
    return t;
  });
  await publishCounters(ctx);
  return ticket;
}

/** The e-mail becomes a message of the ticket, written by the sender (the company's client with that address, else nobody). */
export async function attachUnassigned(ctx: AppContext, actor: Actor, id: number, ticketId: number) {
  const row = await find(ctx.db, id);
  const target = await findTicket(ctx.db, actor, ticketId).catch(() => {
    throw new FieldError('ticket_id', 'one_of');
  });
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, target.companyId));
  const senderId = await clientByAddress(ctx.db, target.companyId, row.address);
  const [sender] = senderId ? await ctx.db.select().from(users).where(eq(users.id, senderId)) : [];
  const result = await intakeTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.delete(unassignedEmails).where(eq(unassignedEmails.id, id)).returning({ id: unassignedEmails.id });
    if (!locked) throw new HttpError(404, 'not_found');
    const { ticket, messageId } = await replyToTicket(
      { ctx: tx, actor: intakeActor(company!, sender ?? null, 'email', mailSenderOf(row.sender, row.address)) },
      target.id,
      { body: row.body || '(—)' },
    );
    if (row.mailAuth) await tx.db.update(ticketMessages).set({ mailAuth: row.mailAuth }).where(eq(ticketMessages.id, messageId));
    await copyToTicket(tx.db, tx.attachments, ticket.id, messageId, sender?.id ?? null, row.attachments);
    if (row.messageId)
      await tx.db
        .update(inboundMessages)
        .set({ outcome: 'reply', ticketId: ticket.id })
        .where(eq(inboundMessages.messageId, row.messageId));
    await tx.attachments.delete(keysOf(row));
    return { ticket, messageId };
  });
  await publishCounters(ctx);
  return result;
}

export async function deleteUnassigned(ctx: AppContext, id: number) {
  // Only the request that removed the row removes the files (one turning it into a ticket may be copying them).
  const [row] = await ctx.db.delete(unassignedEmails).where(eq(unassignedEmails.id, id)).returning();
  if (!row) throw new HttpError(404, 'not_found');
  await ctx.attachments.delete(keysOf(row));
  await publishCounters(ctx);
}

async function clientByAddress(db: Db, companyId: number, address: string): Promise<number | null> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.kind, 'client'),
        isNull(users.deletedAt),
        or(sql`lower(${users.email}) = ${address.toLowerCase()}`, sql`lower(${users.additionalEmail}) = ${address.toLowerCase()}`),
      ),
    )
    .limit(1);
  return u?.id ?? null;
}

export const ticketRef = (t: typeof tickets.$inferSelect) => ({ id: t.id, fullid: t.fullid, subject: t.subject });
