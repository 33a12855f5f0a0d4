/**
 * E-mail intake: one raw RFC 822 message in, parsed by mailparser, then
 * - a reply on a ticket when the subject or the In-Reply-To / References / X-Helpdesk-Ticket headers name the
 *   fullid of a live ticket of the sender's company,
 * - else a new ticket when the sender is a known client or writes from a domain of exactly one company,
 * - else an unassigned e-mail.
 * Each Message-ID is handled once (the inbound_messages claim), whichever path or instance fetched it.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isUnverifiedSender, type MailAuthVerdict } from '@helpdesk/shared/schemas';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { appSettings, companies, inboundMessages, ticketMessages, tickets, unassignedEmails, users } from '../../platform/db/schema';
import type { CompanyRow, UserRow } from '../../platform/policy';
import { publishCounters } from '../counters';
import { createTicket, replyToTicket } from '../tickets';
import { sanitizeMessage } from '../../platform/sanitize';
import { acceptFiles, attachToTicket, storeUnassignedFiles, type MailFile } from './attachment-files';
import { intakeActor, intakeTransaction, mailSenderOf } from './intake-context';
import { createSenderCheck, type SenderCheck } from './sender-check';

/** Larger messages are refused by the endpoint and skipped by the poller. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const SUBJECT_MAX = 255;
const FULLID = /\b([A-Z][A-Z0-9]{2,3}-\d{1,9})\b/gi;

export type IngestOutcome = 'ticket' | 'reply' | 'unassigned' | 'duplicate';
export interface IngestResult {
  outcome: IngestOutcome;
  message_id: string;
  /** Whether the sender passed SPF/DKIM/DMARC; absent for a duplicate. */
  mail_auth?: MailAuthVerdict;
  ticket_id?: number;
  fullid?: string;
  unassigned_email_id?: number;
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
  files: MailFile[];
  dropped: string[];
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value).filter((v) => !!v.address);

export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const mail = await simpleParser(raw, { skipImageLinks: false, skipTextLinks: true, skipTextToHtml: true, skipHtmlToText: true });
  const from = addresses(mail.from)[0];
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
    mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  );
  return {
    messageId: (mail.messageId ?? '').replace(/^<|>$/g, '').trim() || `sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`,
    fromAddress: (from?.address ?? '').trim().toLowerCase(),
    fromName: (from?.name ?? '').trim(),
    subject: subject.slice(0, SUBJECT_MAX),
    body: (typeof mail.html === 'string' && mail.html.trim() ? mail.html : (mail.text ?? '')).trim(),
    ccAddresses: addresses(mail.cc).map((a) => a.address!.toLowerCase()),
    references,
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

async function referencedTicket(db: Db, companyId: number, fullids: string[]) {
  if (!fullids.length) return null;
  const rows = await db
    .select({ id: tickets.id, fullid: tickets.fullid })
    .from(tickets)
    .where(and(inArray(tickets.fullid, fullids), eq(tickets.companyId, companyId), isNull(tickets.deletedAt)));
  return fullids.map((f) => rows.find((r) => r.fullid === f)).find(Boolean) ?? null;
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
    let result: IngestResult;
    const base = { ...baseResult, mail_auth: auth.verdict };
    if (sender) {
      const actor = intakeActor(sender.company, sender.user, 'email', mailSenderOf(mail.fromName, mail.fromAddress));
      const a = { ctx: tx, actor };
      const target = await referencedTicket(tx.db, sender.company.id, mail.references);
      const body = mail.body || '(—)';
      if (target) {
        const { messageId } = await replyToTicket(a, target.id, { body });
        await tx.db.update(ticketMessages).set({ mailAuth: auth.verdict }).where(eq(ticketMessages.id, messageId));
        await attachToTicket(tx.db, tx.attachments, target.id, messageId, sender.user?.id ?? null, mail.files);
        result = { ...base, outcome: 'reply', ticket_id: target.id, fullid: target.fullid };
      } else {
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
        await tx.db.update(tickets).set({ mailAuth: auth.verdict }).where(eq(tickets.id, ticket.id));
        await attachToTicket(tx.db, tx.attachments, ticket.id, null, sender.user?.id ?? null, mail.files);
        result = { ...base, outcome: 'ticket', ticket_id: ticket.id, fullid: ticket.fullid };
      }
    } else {
      const kept = await storeUnassignedFiles(tx.attachments, mail.files);
      const [row] = await tx.db
        .insert(unassignedEmails)
        .values({
          title: mail.subject || '(bez tematu)',
          sender: mail.fromName || mail.fromAddress,
          address: mail.fromAddress,
          body: sanitizeMessage(mail.body || '', { appOrigins: [ctx.config.appUrl] }),
          messageId: mail.messageId,
          attachments: kept,
          mailAuth: auth.verdict,
        })
        .returning({ id: unassignedEmails.id });
      result = { ...base, outcome: 'unassigned', unassigned_email_id: row!.id };
    }
    await tx.db
      .update(inboundMessages)
      .set({ outcome: result.outcome, ticketId: result.ticket_id ?? null, unassignedEmailId: result.unassigned_email_id ?? null })
      .where(eq(inboundMessages.messageId, mail.messageId));
    return result;
  });
  if (result.outcome === 'unassigned') await publishCounters(ctx);
  return result;
}
