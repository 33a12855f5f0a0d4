/**
 * What every ticket change brings with it: SLA bookkeeping, the history row, the real-time event, the notifications,
 * and the versioned write (a save carrying an older version is refused with 409 and the current ticket).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  message,
  type MessageKey,
  type NotificationEvent,
  type TicketBroadcastPayload,
  type TicketPriority,
  type TicketStatus,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import {
  companies,
  companyPriorities,
  holidays,
  outbox,
  ticketAttachments,
  ticketCc,
  ticketHistory,
  ticketMessages,
  ticketNotes,
  tickets,
  users,
} from '../../platform/db/schema';
import {
  renderTicketAssigned,
  renderTicketCreated,
  renderTicketNoteAdded,
  renderTicketReply,
  renderTicketStatusChanged,
  type MailAttachmentInfo,
  type MailAudience,
  type MailLang,
  type MailTicket,
  type MailTicketMessage,
  type RenderedMail,
} from '../../platform/mail-templates';
import { notificationChannelsFor } from '../../platform/notification-channels';
import { HttpError } from '../../platform/errors';
import { text as serverText } from '../../platform/messages';
import { notifyUser } from '../notifications';
import { isWaiting, resumeDeadline, type SlaCalendar, type SlaPolicy } from './sla';
import { publishTicketEvent } from './service';
import { type TicketActor, type TicketRow, type TicketSet, userIdOf } from './actor';
import { showTicket } from './show';
import { refuseMerged } from './access';
import { answerMailFiles, attachmentPath } from './attachments';

// ---------------------------------------------------------------- SLA

export async function slaFor(db: Db, companyId: number, priority: string): Promise<{ policy: SlaPolicy | null; calendar: SlaCalendar }> {
  const [company] = await db.select({ hours: companies.businessHours }).from(companies).where(eq(companies.id, companyId));
  const rows = await db.select().from(companyPriorities).where(eq(companyPriorities.companyId, companyId));
  const row = rows.find((r) => r.priority === priority && r.active) ?? rows.find((r) => r.isDefault && r.active) ?? null;
  const days = await db.select({ date: holidays.date }).from(holidays);
  const calendar: SlaCalendar = { hours: company?.hours ?? null, holidays: new Set(days.map((d) => d.date)) };
  const policy = row ? { openSlaMinutes: row.openSlaMinutes, resolveSlaMinutes: row.resolveSlaMinutes, is247: row.is247 } : null;
  return { policy, calendar: policy?.is247 ? { ...calendar, hours: null } : calendar };
}

/** Status side effects: resolved time, and the SLA clocks stopping while waiting and moving on after. */
export function statusEffects(t: TicketRow, status: TicketStatus, now: Date, calendar: SlaCalendar): TicketSet {
  const set: TicketSet = { status };
  if (status === 'resolved' && t.status !== 'resolved') set.resolvedAt = now;
  if (status !== 'resolved' && t.status === 'resolved') set.resolvedAt = null;
  if (!isWaiting(t.status) && isWaiting(status)) set.slaPausedAt = now;
  if (isWaiting(t.status) && !isWaiting(status) && t.slaPausedAt) {
    set.slaPausedAt = null;
    if (!t.firstResponseAt) set.firstResponseDueAt = resumeDeadline(t.firstResponseDueAt, t.slaPausedAt, now, calendar);
    set.resolveDueAt = resumeDeadline(t.resolveDueAt, t.slaPausedAt, now, calendar);
  }
  return set;
}

// ---------------------------------------------------------------- history, events, notifications

export async function writeHistory(
  db: Db,
  ticketId: number,
  actor: TicketActor,
  action: string,
  changes: Record<string, [unknown, unknown]> = {},
) {
  await db.insert(ticketHistory).values({ ticketId, userId: userIdOf(actor), action, changes });
}

export interface ActionContext {
  ctx: AppContext;
  actor: TicketActor;
  /** X-Socket-ID of the caller: they do not get their own event back. */
  socketId?: string | undefined;
}

export async function announce({ ctx, socketId }: ActionContext, kind: 'created' | 'updated', t: TicketRow, action: string) {
  const payload: TicketBroadcastPayload = {
    id: t.id,
    companyId: t.companyId,
    fullid: t.fullid,
    subject: t.subject,
    status: t.status,
    version: t.version,
    action,
    updatedAt: t.updatedAt.toISOString(),
  };
  await publishTicketEvent(ctx, kind, payload, socketId);
}

/** What a participant is told of; it names the preference (platform/notification-channels) each recipient chose. */
export type TicketNews =
  | { kind: 'created' }
  | { kind: 'answered'; messageId: number }
  | { kind: 'updated'; assigned: boolean; previousStatus?: TicketStatus | undefined }
  /** `mentioned`: the active staff the note names (tickets/mentions.ts). */
  | { kind: 'note'; noteId: number; mentioned: readonly number[] };

/** The preference each recipient's mail and push follow: the new assignee hears of the assignment, the others of the status. */
function eventOf(news: TicketNews, recipientId: number, t: TicketRow): NotificationEvent | null {
  switch (news.kind) {
    case 'created':
      return 'ticket_created';
    case 'answered':
      return 'ticket_answered';
    case 'note':
      // The assignee not mentioned still gets the bell, but no push or e-mail: only a mention asks for them.
      return news.mentioned.includes(recipientId) ? 'note_mention' : null;
    case 'updated':
      if (news.assigned && recipientId === t.assigneeId) return 'ticket_assigned';
      return news.previousStatus && news.previousStatus !== t.status ? 'ticket_status_changed' : null;
  }
}

/**
 * The assignee, requester and CC persons (only the assignee for staff-only news) and the staff a note mentions, not
 * `exceptId`, accounts not deleted.
 */
async function participantsOf(
  ctx: AppContext,
  t: TicketRow,
  exceptId: number | null,
  staffOnly: boolean,
  mentioned: readonly number[] = [],
) {
  const cc = await ctx.db.select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, t.id));
  const ids = [
    ...new Set(
      [t.assigneeId, ...mentioned, ...(staffOnly ? [] : [t.requesterId, ...cc.map((c) => c.id)])].filter(
        (x): x is number => !!x && x !== exceptId,
      ),
    ),
  ];
  if (!ids.length) return [];
  return ctx.db
    .select({ id: users.id, email: users.email, lang: users.lang, kind: users.kind, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

type Participant = Awaited<ReturnType<typeof participantsOf>>[number];

/** Each participant's chosen channels for what they are told of (notification preferences). */
async function channelsOf(ctx: AppContext, people: Participant[], news: TicketNews, t: TicketRow) {
  const events = new Map(people.map((p) => [p.id, eventOf(news, p.id, t)]));
  const channels = new Map<number, { mail: boolean; push: boolean }>();
  for (const event of new Set(events.values())) {
    if (!event) continue;
    const chosen = await notificationChannelsFor(
      ctx.db,
      people.filter((p) => events.get(p.id) === event).map((p) => p.id),
      event,
    );
    for (const [id, c] of chosen) channels.set(id, c);
  }
  return channels;
}

/**
 * The bell (a database + real-time notification) for the assignee, requester and CC persons (not the actor), and —
 * as each chose (notification preferences) — the push and the e-mail: HTML and text in the recipient's language, the
 * answer itself with the earlier messages quoted, threaded on the ticket's earlier mails (In-Reply-To, References;
 * the subject carries "[ACME-12]"), each e-mail kept with the ticket message it carries so its delivery shows there
 * and an answer to it finds the ticket. `mail: false`: the e-mails come later (an answer waiting for its files,
 * answer-mails.ts), the bell and push now.
 */
export async function notifyParticipants(
  { ctx, actor }: ActionContext,
  t: TicketRow,
  key: MessageKey,
  news: TicketNews,
  options: { staffOnly?: boolean; mail?: boolean } = {},
) {
  const people = await participantsOf(ctx, t, userIdOf(actor), !!options.staffOnly, news.kind === 'note' ? news.mentioned : []);
  if (!people.length) return;
  const channels = await channelsOf(ctx, people, news, t);
  const mail = options.mail !== false && people.some((p) => channels.get(p.id)?.mail) ? await ticketMailParts(ctx, t, news) : null;
  const mentionedBy = news.kind === 'note' && news.mentioned.length ? await nameOf(ctx.db, userIdOf(actor)) : '';
  for (const p of people) {
    const wants = channels.get(p.id) ?? { mail: false, push: false };
    const text =
      news.kind === 'note' && news.mentioned.includes(p.id)
        ? serverText(p.lang, 'notify_note_mention', { author: mentionedBy })
        : message(p.lang, key);
    await notifyUser(
      ctx,
      p.id,
      'App\\Notifications\\TicketUpdated',
      { type: 'ticket', message: text, ticket: t.id, title: t.fullid, text: t.subject },
      { push: wants.push },
    );
    if (wants.mail && mail) await queueTicketMail(ctx, t, p, mail, news);
  }
}

async function nameOf(db: Db, userId: number | null): Promise<string> {
  if (!userId) return '';
  const [row] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstname} ${row.lastname}` : '';
}

/**
 * The e-mails of an answer whose bell and push went out before (`notifyParticipants` with `mail: false`): to the same
 * participants as they chose now, not to its author, with the files that arrived.
 */
export async function mailAnswer(ctx: AppContext, ticketId: number, messageId: number, authorId: number | null) {
  const [t] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!t) return;
  const news: TicketNews = { kind: 'answered', messageId };
  const people = await participantsOf(ctx, t, authorId, false);
  const channels = await channelsOf(ctx, people, news, t);
  const recipients = people.filter((p) => channels.get(p.id)?.mail);
  if (!recipients.length) return;
  const mail = await ticketMailParts(ctx, t, news);
  for (const p of recipients) await queueTicketMail(ctx, t, p, mail, news);
}

async function queueTicketMail(
  ctx: AppContext,
  t: TicketRow,
  p: Participant,
  mail: Awaited<ReturnType<typeof ticketMailParts>>,
  news: TicketNews,
) {
  const rendered = mail.render(p.lang, p.kind === 'agent' ? 'staff' : 'client');
  if (!rendered) return;
  await ctx.messenger.sendMail(p.email, rendered.subject, rendered.text, mail.attachments, {
    html: rendered.html,
    ...mail.threading,
    userId: p.id,
    headers: { 'X-Helpdesk-Ticket': t.fullid },
    // Answers go to the intake mailbox, which files them on the ticket.
    ...(ctx.config.mail.replyTo ? { replyTo: ctx.config.mail.replyTo } : {}),
    // A person's answer is not an automatic mail: an out-of-office reply to it is still expected (RFC 3834).
    automatic: news.kind !== 'answered',
    ...(mail.ticketMessageId ? { ticketMessageId: mail.ticketMessageId } : {}),
  });
}

/** Where the links of e-mails point: APP_URL, else this server. */
export const mailBaseUrl = (ctx: Pick<AppContext, 'config'>) => ctx.config.appUrl ?? `http://localhost:${ctx.config.port}`;

/** The ticket as the mail templates show it. */
export function mailTicketOf(t: TicketRow, names: { company?: string | undefined; requester?: string | undefined } = {}): MailTicket {
  return {
    id: t.id,
    fullid: t.fullid,
    subject: t.subject,
    status: t.status as TicketStatus,
    priority: t.priority as TicketPriority,
    company: names.company,
    requester: names.requester,
  };
}

/** Everything the ticket's mails are made of, loaded once for all recipients. */
async function ticketMailParts(ctx: AppContext, t: TicketRow, news: TicketNews) {
  const { db } = ctx;
  const baseUrl = mailBaseUrl(ctx);
  const [row] = await db
    .select({
      company: companies.name,
      requester: sql<
        string | null
      >`(select ${users.firstname} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${t.requesterId})`,
    })
    .from(companies)
    .where(eq(companies.id, t.companyId));
  const ticket = mailTicketOf(t, { company: row?.company, requester: row?.requester ?? undefined });
  // The ticket's messages, oldest first, with their authors and files: the answer, the quoted history, the first one.
  const messages = await db
    .select({
      id: ticketMessages.id,
      body: ticketMessages.body,
      at: ticketMessages.createdAt,
      senderName: ticketMessages.senderName,
      messageId: ticketMessages.messageId,
      author: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, t.id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const files = messages.length
    ? await db
        .select({ messageId: ticketAttachments.messageId, filename: ticketAttachments.filename, size: ticketAttachments.size })
        .from(ticketAttachments)
        .where(
          inArray(
            ticketAttachments.messageId,
            messages.map((m) => m.id),
          ),
        )
    : [];
  const asMail = (m: (typeof messages)[number]): MailTicketMessage => ({
    author: m.author ?? m.senderName ?? '',
    at: m.at,
    body: m.body,
    attachments: files.filter((f) => f.messageId === m.id).map((f) => ({ filename: f.filename, size: f.size })),
  });
  // The thread: the e-mails this ticket already sent or received, newest last (RFC 5322 References).
  const sent = await db
    .select({ messageId: outbox.messageId })
    .from(outbox)
    .innerJoin(ticketMessages, eq(ticketMessages.id, outbox.ticketMessageId))
    .where(and(eq(ticketMessages.ticketId, t.id), eq(outbox.channel, 'mail')))
    .orderBy(asc(outbox.id));
  const references = [
    ...new Set([
      ...messages.flatMap((m) => (m.messageId ? [`<${m.messageId.replace(/^<|>$/g, '')}>`] : [])),
      ...sent.flatMap((r) => (r.messageId ? [r.messageId] : [])),
    ]),
  ].slice(-20);
  const threading = references.length ? { inReplyTo: references.at(-1)!, references } : {};
  const reply = news.kind === 'answered' ? messages.find((m) => m.id === news.messageId) : undefined;
  // The answer's own files: attached within the cap, the rest linked to their download in the recipient's area.
  const replyFiles = reply ? await answerMailFiles(db, ctx.attachments, reply.id) : null;
  const replyAttachments = (audience: MailAudience): MailAttachmentInfo[] =>
    (replyFiles?.files ?? []).map((f) => ({
      filename: f.filename,
      size: f.size,
      url: f.attached
        ? undefined
        : `${baseUrl.replace(/\/+$/, '')}${attachmentPath(t.id, audience === 'staff' ? 'admin' : 'client', f.id)}`,
    }));
  // What the ticket was opened with (its body), the oldest message of the thread.
  const first: MailTicketMessage = { author: row?.requester ?? t.senderName ?? '', at: t.createdAt, body: t.body };
  const note =
    news.kind === 'note'
      ? (
          await db
            .select({
              body: ticketNotes.body,
              at: ticketNotes.createdAt,
              author: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
            })
            .from(ticketNotes)
            .leftJoin(users, eq(users.id, ticketNotes.authorId))
            .where(eq(ticketNotes.id, news.noteId))
        )[0]
      : undefined;
  const render = (lang: MailLang, audience: MailAudience): RenderedMail | null => {
    switch (news.kind) {
      case 'answered':
        return reply
          ? renderTicketReply(lang, {
              baseUrl,
              audience,
              ticket,
              reply: { ...asMail(reply), attachments: replyAttachments(audience) },
              earlier: [first, ...messages.filter((m) => m.id !== reply.id).map(asMail)],
            })
          : null;
      case 'created':
        return renderTicketCreated(lang, { baseUrl, audience, ticket, message: first });
      case 'note':
        return note && audience === 'staff'
          ? renderTicketNoteAdded(lang, {
              baseUrl,
              ticket,
              note: { author: note.author ?? '', at: note.at, body: note.body },
              // Only the people it mentions get a note by e-mail (their `note_mention` choice).
              mentioned: true,
            })
          : null;
      case 'updated':
        if (news.assigned && audience === 'staff') return renderTicketAssigned(lang, { baseUrl, ticket, message: first });
        return news.previousStatus
          ? renderTicketStatusChanged(lang, { baseUrl, audience, ticket, previousStatus: news.previousStatus })
          : null;
    }
  };
  const ticketMessageId = news.kind === 'answered' ? news.messageId : undefined;
  return { render, threading, ticketMessageId, attachments: replyFiles?.attachments ?? [] };
}

// ---------------------------------------------------------------- versioned writes

/** Applies `set` only if the ticket is still at `expected`; else 409 with the current ticket. */
export async function commit(a: ActionContext, t: TicketRow, expected: number | undefined, set: TicketSet): Promise<TicketRow> {
  await refuseMerged(a.ctx.db, t);
  const now = new Date();
  const [row] = await a.ctx.db
    .update(tickets)
    .set({ ...set, updatedAt: now, version: sql`${tickets.version} + 1` })
    .where(and(eq(tickets.id, t.id), eq(tickets.version, expected ?? t.version)))
    .returning();
  if (row) return row;
  const current = await showTicket(a.ctx.db, a.actor, t.id, { withTrashed: true });
  throw new HttpError(409, 'ticket_conflict', { data: current, version: current.version });
}
