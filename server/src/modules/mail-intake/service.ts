/**
 * E-mail intake: one raw RFC 822 message in, parsed by mailparser, then
 * - automatic mail (out-of-office replies, bounces, read receipts, lists; auto-mail.ts) is never a client's answer and
 *   never opens a ticket: a staff-only note marked `automatic` on the ticket it threads to, else an unassigned e-mail
 *   marked so; a bounce is announced (`mailBounced`) so the outbox marks the failed mail,
 * - mail beyond the rate limits (rate-limit.ts) is an unassigned e-mail marked `rate_limited`,
 * - a reply on a ticket when the subject or the In-Reply-To / References / X-Helpdesk-Ticket headers name the fullid
 *   of a live ticket of the sender's company, or In-Reply-To / References name the Message-ID of one of its e-mails,
 * - else a new ticket when the sender is a known client or writes from a domain of exactly one company,
 * - else an unassigned e-mail.
 * Nothing but a reply or a new ticket answers or notifies anyone. Each Message-ID is handled once (the
 * inbound_messages claim), whichever path or instance fetched it.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isUnverifiedSender, type MailAuthVerdict, type MailMark } from '@helpdesk/shared/schemas';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import {
  appSettings,
  companies,
  inboundMessages,
  outbox,
  ticketMessages,
  tickets,
  unassignedEmails,
  users,
} from '../../platform/db/schema';
import type { CompanyRow, UserRow } from '../../platform/policy';
import { text } from '../../platform/messages';
import { escapeHtml, sanitizeMessage } from '../../platform/sanitize';
import { publishCounters } from '../counters';
import { addNote, createTicket, mailAnswerIfFilesArrived, mergeTargetOf, replyToTicket } from '../tickets';
import { acceptFiles, attachToTicket, storeUnassignedFiles, type MailFile } from './attachment-files';
import { automaticReason, mailHeaders, type AutomaticReason } from './auto-mail';
import { parseBounce, REPORT_PART_TYPES, type Bounce } from './bounce';
import { mailBounced } from './hooks';
import { intakeActor, intakeTransaction, mailSenderOf } from './intake-context';
import { beyondLimit, SENDER_LIMIT, senderKey, TICKET_LIMIT, ticketKey } from './rate-limit';
import { createSenderCheck, type SenderCheck } from './sender-check';

/** Larger messages are refused by the endpoint and skipped by the poller. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const SUBJECT_MAX = 255;
const FULLID = /\b([A-Z][A-Z0-9]{2,3}-\d{1,9})\b/gi;

/** `note`: automatic mail kept as a staff-only note on the ticket it threads to. */
export type IngestOutcome = 'ticket' | 'reply' | 'note' | 'unassigned' | 'duplicate';
export interface IngestResult {
  outcome: IngestOutcome;
  message_id: string;
  /** Whether the sender passed SPF/DKIM/DMARC; absent for a duplicate. */
  mail_auth?: MailAuthVerdict;
  ticket_id?: number;
  fullid?: string;
  unassigned_email_id?: number;
  /** Kept aside: automatic mail (`automatic`, with its `automatic` reason) or mail beyond the rate limits. */
  mail_mark?: MailMark;
  automatic?: AutomaticReason;
  /** The failed delivery a bounce reported (also announced to the outbox). */
  bounce?: Bounce;
  /** Attachments left out (type not allowed or too large). */
  dropped_attachments: string[];
}

export interface ParsedMessage {
  messageId: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  /** HTML or plain text as received (sanitised where stored). */
  body: string;
  ccAddresses: string[];
  /** Fullids named in the subject and the threading headers, in that order. */
  references: string[];
  /**
   * Message-IDs (no angle brackets) of the mail this answers, nearest first: In-Reply-To, References from the last,
   * and for a bounce the failed mail's.
   */
  threadIds: string[];
  /** Why no person wrote it (auto-mail.ts); null for a person's mail. */
  automatic: AutomaticReason | null;
  bounce: Bounce | null;
  files: MailFile[];
  dropped: string[];
}

/** `<a@x> <b@y>` (one header, or several) → `['a@x', 'b@y']`. */
const messageIds = (values: (string | string[] | undefined)[]) =>
  values
    .flat()
    .flatMap((v) => (typeof v === 'string' ? (v.match(/<[^<>\s]+>|[^<>\s]+@[^<>\s]+/g) ?? []) : []))
    .map((id) => id.replace(/^<|>$/g, ''));

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value).filter((v) => !!v.address);

export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const mail = await simpleParser(raw, {
    skipImageLinks: false,
    skipTextLinks: true,
    skipTextToHtml: true,
    skipHtmlToText: true,
    // A bounce's status part as a part of its own (bounce.ts), not text run into the body.
    keepDeliveryStatus: true,
  });
  const from = addresses(mail.from)[0];
  const fromAddress = (from?.address ?? '').trim().toLowerCase();
  const bounce = parseBounce(mail);
  const contentType = mail.headers.get('content-type') as { value?: string } | undefined;
  const isReport = /^multipart\/report$/i.test(contentType?.value ?? '');
  const headerText = [
    mail.inReplyTo,
    ...(Array.isArray(mail.references) ? mail.references : [mail.references]),
    mail.headers.get('x-helpdesk-ticket'),
  ]
    .filter((x): x is string => typeof x === 'string')
    .join(' ');
  const subject = (mail.subject ?? '').trim();
  const references = [...new Set([...`${subject} ${headerText}`.matchAll(FULLID)].map((m) => m[1]!.toUpperCase()))];
  const { files, dropped } = acceptFiles(
    mail.attachments
      // A report's status and returned-message parts are read above, not the e-mail's files.
      .filter((a) => !(isReport && REPORT_PART_TYPES.includes(a.contentType.toLowerCase())))
      .map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  );
  const threadIds = [
    ...new Set([
      ...messageIds([mail.inReplyTo]),
      ...messageIds([mail.references]).reverse(),
      ...(bounce?.originalMessageId ? [bounce.originalMessageId] : []),
    ]),
  ];
  return {
    messageId: (mail.messageId ?? '').replace(/^<|>$/g, '').trim() || `sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`,
    fromAddress,
    fromName: (from?.name ?? '').trim(),
    subject: subject.slice(0, SUBJECT_MAX),
    body: (typeof mail.html === 'string' && mail.html.trim() ? mail.html : (mail.text ?? '')).trim(),
    ccAddresses: addresses(mail.cc).map((a) => a.address!.toLowerCase()),
    references,
    threadIds,
    automatic: automaticReason(mailHeaders(mail.headerLines), fromAddress),
    bounce,
    files,
    dropped,
  };
}

/** The sender's company: a known client (by e-mail or additional e-mail) first, else the one company owning the domain. */
export async function resolveSender(db: Db, address: string): Promise<{ company: CompanyRow; user: UserRow | null } | null> {
  if (!address.includes('@')) return null;
  const [person] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.kind, 'client'),
        isNull(users.deletedAt),
        isNull(companies.deletedAt),
        or(sql`lower(${users.email}) = ${address}`, sql`lower(${users.additionalEmail}) = ${address}`),
      ),
    )
    .limit(1);
  if (person) return person;
  const domain = address.split('@').pop()!;
  const owners = await db
    .select()
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        sql`exists (select 1 from jsonb_array_elements_text(${companies.domains}) d where lower(d) = ${domain})`,
      ),
    )
    .limit(2);
  // A domain two companies claim tells us nothing: a person decides.
  return owners.length === 1 ? { company: owners[0]!, user: null } : null;
}

/**
 * The live ticket of the company the mail answers: the first fullid named (subject, then headers), else the nearest
 * Message-ID it names of a message on the ticket (received or sent, `ticket_messages.message_id`) or of the e-mail
 * that opened it (`inbound_messages`) — Outlook and Gmail answers often keep no "[ACME-12]" in the subject.
 */
async function referencedTicket(db: Db, companyId: number, fullids: string[], threadIds: string[]) {
  const live = and(eq(tickets.companyId, companyId), isNull(tickets.deletedAt));
  if (fullids.length) {
    const rows = await db
      .select({ id: tickets.id, fullid: tickets.fullid })
      .from(tickets)
      .where(and(inArray(tickets.fullid, fullids), live));
    const named = fullids.map((f) => rows.find((r) => r.fullid === f)).find(Boolean);
    // A merged ticket is a pointer: its answers go on the ticket it was merged into.
    if (named) return mergeTargetOf(db, named);
  }
  if (!threadIds.length) return null;
  const [messages, sent, opened] = await Promise.all([
    db
      .select({ id: tickets.id, fullid: tickets.fullid, messageId: ticketMessages.messageId })
      .from(ticketMessages)
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(and(inArray(ticketMessages.messageId, threadIds), live)),
    // The e-mails the outbox sent with a ticket's messages: one Message-ID per recipient, kept with the row.
    db
      .select({ id: tickets.id, fullid: tickets.fullid, messageId: sql<string>`trim(both '<>' from ${outbox.messageId})` })
      .from(outbox)
      .innerJoin(ticketMessages, eq(ticketMessages.id, outbox.ticketMessageId))
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(
        and(
          inArray(
            outbox.messageId,
            threadIds.map((id) => `<${id}>`),
          ),
          live,
        ),
      ),
    db
      .select({ id: tickets.id, fullid: tickets.fullid, messageId: inboundMessages.messageId })
      .from(inboundMessages)
      .innerJoin(tickets, eq(tickets.id, inboundMessages.ticketId))
      .where(and(inArray(inboundMessages.messageId, threadIds), live)),
  ]);
  const found = [...messages, ...sent, ...opened];
  const match = threadIds.map((id) => found.find((r) => r.messageId === id)).find(Boolean);
  return match ? mergeTargetOf(db, { id: match.id, fullid: match.fullid }) : null;
}

/** The company's clients among the CC addresses (they become the ticket's related persons). */
async function ccPeople(db: Db, companyId: number, emails: string[], except: number | null): Promise<number[]> {
  if (!emails.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.kind, 'client'), isNull(users.deletedAt), inArray(sql`lower(${users.email})`, emails)),
    );
  return rows.map((r) => r.id).filter((id) => id !== except);
}

const MAIL_FETCHED_KEY = 'mail.last_fetched_at';

/** The last time mail came in or the mailbox was read without error (`GET /api/check/email`). */
export async function recordMailFetch(db: Db, at = new Date()): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: MAIL_FETCHED_KEY, value: at.toISOString(), updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: at.toISOString(), updatedAt: at } });
}

const defaultChecks = new WeakMap<AppContext['config'], SenderCheck>();

/** The context's sender check, else one per configuration on the system's DNS. */
function senderCheckOf(ctx: AppContext): SenderCheck {
  if (ctx.senderCheck) return ctx.senderCheck;
  let check = defaultChecks.get(ctx.config);
  if (!check) defaultChecks.set(ctx.config, (check = createSenderCheck({ timeoutMs: ctx.config.mailIntake.authTimeoutMs })));
  return check;
}

/** Parses and files one message; see the module comment. Its files are stored only if its rows commit. */
export async function ingestMessage(ctx: AppContext, raw: Buffer): Promise<IngestResult> {
  const mail = await parseMessage(raw);
  // Outside the transaction: DNS may take a moment, the database connection must not wait for it.
  const auth = await senderCheckOf(ctx)(raw);
  const baseResult = { message_id: mail.messageId, dropped_attachments: mail.dropped };
  const resolved = await resolveSender(ctx.db, mail.fromAddress);
  // MAIL_UNVERIFIED_POLICY=unassigned: a From nobody vouches for is not filed as that client (or company); a person decides.
  const sender = resolved && isUnverifiedSender(auth.verdict) && ctx.config.mailIntake.unverifiedPolicy === 'unassigned' ? null : resolved;
  const result = await intakeTransaction(ctx, async (tx): Promise<IngestResult> => {
    const [claim] = await tx.db
      .insert(inboundMessages)
      .values({ messageId: mail.messageId, outcome: 'pending', mailAuth: auth.verdict, mailAuthDetails: auth.details })
      .onConflictDoNothing()
      .returning();
    if (!claim) return { ...baseResult, outcome: 'duplicate' };
    const base = { ...baseResult, mail_auth: auth.verdict };
    const result = mail.automatic
      ? await fileAutomatic(tx, mail, sender, { ...base, automatic: mail.automatic, ...(mail.bounce ? { bounce: mail.bounce } : {}) })
      : await fileFromPerson(tx, mail, sender, base);
    await tx.db
      .update(inboundMessages)
      .set({ outcome: result.outcome, ticketId: result.ticket_id ?? null, unassignedEmailId: result.unassigned_email_id ?? null })
      .where(eq(inboundMessages.messageId, mail.messageId));
    // In the transaction: the outbox's mark commits with the claim, or the relay's retry announces it again.
    if (mail.bounce) await tx.hooks.emit(mailBounced, { ctx: tx, bounce: mail.bounce, messageId: mail.messageId, mailAuth: auth.verdict });
    return result;
  });
  if (result.outcome === 'unassigned') await publishCounters(ctx);
  return result;
}

type Sender = Awaited<ReturnType<typeof resolveSender>>;
type Base = Pick<IngestResult, 'message_id' | 'dropped_attachments' | 'mail_auth' | 'automatic' | 'bounce'>;

/** A person's mail: a reply or a new ticket for a known company, else unassigned; beyond the rate limits, kept aside. */
async function fileFromPerson(tx: AppContext, mail: ParsedMessage, sender: Sender, base: Base): Promise<IngestResult> {
  if (mail.fromAddress && (await beyondLimit(tx.counters, senderKey(mail.fromAddress), SENDER_LIMIT))) {
    return keepUnassigned(tx, mail, base, 'rate_limited');
  }
  if (!sender) return keepUnassigned(tx, mail, base, null);
  const actor = intakeActor(sender.company, sender.user, 'email', mailSenderOf(mail.fromName, mail.fromAddress));
  const a = { ctx: tx, actor };
  const target = await referencedTicket(tx.db, sender.company.id, mail.references, mail.threadIds);
  const body = mail.body || '(—)';
  if (target) {
    if (await beyondLimit(tx.counters, ticketKey(target.id), TICKET_LIMIT)) return keepUnassigned(tx, mail, base, 'rate_limited');
    // Its e-mails to staff wait for its files (filed just below, in this transaction) so they carry them.
    const { messageId } = await replyToTicket(a, target.id, { body, attachments_expected: mail.files.length });
    await tx.db.update(ticketMessages).set({ mailAuth: base.mail_auth, messageId: mail.messageId }).where(eq(ticketMessages.id, messageId));
    await attachToTicket(tx.db, tx.attachments, target.id, messageId, sender.user?.id ?? null, mail.files);
    if (mail.files.length) await mailAnswerIfFilesArrived(tx, messageId);
    return { ...base, outcome: 'reply', ticket_id: target.id, fullid: target.fullid };
  }
  const ticket = await createTicket(a, {
    company_id: sender.company.id,
    subject: mail.subject || '(bez tematu)',
    body,
    type: 'question',
    priority: 'normal',
    category: 'other',
    status: 'new',
    requester_id: sender.user?.id ?? null,
    cc: await ccPeople(tx.db, sender.company.id, mail.ccAddresses, sender.user?.id ?? null),
  });
  await tx.db.update(tickets).set({ mailAuth: base.mail_auth }).where(eq(tickets.id, ticket.id));
  await attachToTicket(tx.db, tx.attachments, ticket.id, null, sender.user?.id ?? null, mail.files);
  return { ...base, outcome: 'ticket', ticket_id: ticket.id, fullid: ticket.fullid };
}

/**
 * Automatic mail: a staff-only note on the ticket of the sender's company it threads to (no author, nobody notified,
 * the ticket's status unchanged), else an unassigned e-mail; both marked `automatic`. Never a new ticket.
 */
async function fileAutomatic(tx: AppContext, mail: ParsedMessage, sender: Sender, base: Base): Promise<IngestResult> {
  const target = sender && (await referencedTicket(tx.db, sender.company.id, mail.references, mail.threadIds));
  if (!sender || !target) return keepUnassigned(tx, mail, base, 'automatic');
  const actor = intakeActor(sender.company, sender.user, 'email', mailSenderOf(mail.fromName, mail.fromAddress));
  await addNote({ ctx: tx, actor }, target.id, automaticBody(tx, mail) || '(—)', {
    mark: 'automatic',
    sender: mailSenderOf(mail.fromName, mail.fromAddress),
  });
  return { ...base, outcome: 'note', ticket_id: target.id, fullid: target.fullid, mail_mark: 'automatic' };
}

/** An automatic mail's body as stored: a bounce starts with what failed (in Polish, like the rest the intake writes). */
function automaticBody(ctx: AppContext, mail: ParsedMessage): string {
  const body = sanitizeMessage(mail.body, { appOrigins: [ctx.config.appUrl] });
  if (!mail.bounce) return body;
  const { recipient, status, diagnostic } = mail.bounce;
  const summary = text('pl', 'mail_bounce_summary', { recipient, status, diagnostic: diagnostic ?? '—' });
  return `<p>${escapeHtml(summary)}</p>${body}`;
}

async function keepUnassigned(tx: AppContext, mail: ParsedMessage, base: Base, mark: MailMark | null): Promise<IngestResult> {
  const kept = await storeUnassignedFiles(tx.attachments, mail.files);
  const [row] = await tx.db
    .insert(unassignedEmails)
    .values({
      title: mail.subject || '(bez tematu)',
      sender: mail.fromName || mail.fromAddress,
      address: mail.fromAddress,
      body: mark === 'automatic' ? automaticBody(tx, mail) : sanitizeMessage(mail.body || '', { appOrigins: [tx.config.appUrl] }),
      messageId: mail.messageId,
      attachments: kept,
      mailAuth: base.mail_auth ?? null,
      mailMark: mark,
    })
    .returning({ id: unassignedEmails.id });
  return { ...base, outcome: 'unassigned', unassigned_email_id: row!.id, ...(mark ? { mail_mark: mark } : {}) };
}
