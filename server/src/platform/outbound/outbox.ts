/**
 * Putting a message in the outbox: one insert, in whatever transaction the caller is in, so a message goes out if and
 * only if the work that caused it commits, and no request waits for a mail server. The outbox sender
 * (outbox-sender.ts) does the sending. What is stored is what the transport needs later, after any restart: for an
 * e-mail every OutgoingMail field, its Message-ID fixed now, and its attachments' bytes (base64, capped).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import type { Db } from '../db/client';
import { outbox, type OutboxChannel, type OutboxStatus } from '../db/schema';
import type { MailAttachment, OutgoingMail, OutgoingSms, PushPayload, PushSubscriptionJson } from './transport';

/** The most attachment bytes one queued e-mail may carry (mail servers commonly refuse beyond 10–25 MB). */
export const MAX_OUTBOX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * The most bytes of ticket files one answer's e-mail carries as attachments; files beyond it are linked instead. Base64
 * makes them a third larger on the wire, so 7 MB of files is a message of about 9.5 MB: under the 10 MB that many mail
 * servers still refuse beyond (Exchange's and several hosting providers' defaults), where 10 MB of files (13.5 MB sent)
 * would bounce. Within MAX_OUTBOX_ATTACHMENT_BYTES.
 */
export const MAX_MAIL_FILES_BYTES = 7 * 1024 * 1024;

/** `Auto-Submitted` (RFC 3834) of what the system sends on its own: notifications, reports, alerts, codes. */
export const AUTO_SUBMITTED = 'auto-generated';

export interface StoredMail extends Omit<OutgoingMail, 'attachments' | 'messageId'> {
  messageId: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

export interface StoredSms extends OutgoingSms {
  /** The account's e-mail, shown by the dev outbox next to the code. */
  account: string | null;
}

export interface StoredPush {
  subscription: PushSubscriptionJson;
  payload: PushPayload;
}

export interface MailMeta {
  userId?: number | null | undefined;
  /** The ticket message this e-mail carries. */
  ticketMessageId?: number | null | undefined;
  /** False: a person wrote it (a reply from a ticket), so no `Auto-Submitted`. Default true. */
  automatic?: boolean | undefined;
}

export interface SmsMeta {
  userId?: number | null | undefined;
  account?: string | null | undefined;
}

export interface PushMeta {
  userId?: number | null | undefined;
}

export interface Queued {
  id: number;
  /** The e-mail's Message-ID. */
  messageId?: string;
}

export interface Outbox {
  enqueueMail(db: Db, mail: OutgoingMail, meta?: MailMeta): Promise<Queued & { messageId: string }>;
  enqueueSms(db: Db, sms: OutgoingSms, meta?: SmsMeta): Promise<Queued>;
  enqueuePush(db: Db, subscription: PushSubscriptionJson, payload: PushPayload, meta?: PushMeta): Promise<Queued>;
}

/** The domain of MAIL_FROM's address ("Helpdesk <help@msp.example>" → msp.example), for Message-IDs. */
export function mailFromDomain(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  const domain = first?.address?.split('@')[1];
  if (!domain) throw new Error(`MAIL_FROM has no address with a domain: "${mailFrom}"`);
  return domain.toLowerCase();
}

export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}

function storedAttachments(attachments: readonly MailAttachment[] | undefined): StoredMail['attachments'] {
  if (!attachments?.length) return undefined;
  const bytes = attachments.reduce((sum, a) => sum + a.content.length, 0);
  if (bytes > MAX_OUTBOX_ATTACHMENT_BYTES)
    throw new Error(`outbox: attachments of ${bytes} bytes exceed the cap of ${MAX_OUTBOX_ATTACHMENT_BYTES}`);
  return attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') }));
}

/** The OutgoingMail a stored payload stands for, bytes restored. */
export function mailOf(stored: StoredMail): OutgoingMail & { messageId: string } {
  const { attachments, ...rest } = stored;
  return {
    ...rest,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}

/** Message-IDs take the domain of MAIL_FROM. */
export function createOutbox(options: { mailFrom: string }): Outbox {
  const domain = mailFromDomain(options.mailFrom);
  const insert = async (db: Db, values: typeof outbox.$inferInsert) => {
    const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
    return row!.id;
  };
  return {
    async enqueueMail(db, mail, meta = {}) {
      const messageId = mail.messageId ?? newMessageId(domain);
      const headers = { ...(meta.automatic === false ? {} : { 'Auto-Submitted': AUTO_SUBMITTED }), ...mail.headers };
      const payload: StoredMail = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        messageId,
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references?.length ? { references: [...mail.references] } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(mail.attachments?.length ? { attachments: storedAttachments(mail.attachments) } : {}),
      };
      const id = await insert(db, {
        channel: 'mail',
        recipient: mail.to,
        userId: meta.userId ?? null,
        payload,
        messageId,
        ticketMessageId: meta.ticketMessageId ?? null,
      });
      return { id, messageId };
    },
    async enqueueSms(db, sms, meta = {}) {
      const payload: StoredSms = { to: sms.to, text: sms.text, account: meta.account ?? null };
      return { id: await insert(db, { channel: 'sms', recipient: sms.to, userId: meta.userId ?? null, payload }) };
    },
    async enqueuePush(db, subscription, payload, meta = {}) {
      const stored: StoredPush = { subscription, payload };
      return { id: await insert(db, { channel: 'push', recipient: subscription.endpoint, userId: meta.userId ?? null, payload: stored }) };
    },
  };
}

/** One outbox row as the dev outbox (`GET /dev/outbox`) shows it: the fields it has always had, plus its state. */
export interface OutboundMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  /** The account the message is for, when known. */
  email: string | null;
  /** Files sent with an e-mail: name, type and size. */
  attachments?: { filename: string; content_type: string; size: number }[];
  createdAt: string;
  status: OutboxStatus;
  messageId: string | null;
}

export const DEV_OUTBOX_LIMIT = 500;

/** Newest first. */
export async function listOutbox(db: Db, limit = DEV_OUTBOX_LIMIT): Promise<OutboundMessage[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => {
    const base = { id: row.id, channel: row.channel, to: row.recipient, createdAt: row.createdAt.toISOString(), status: row.status };
    if (row.channel === 'mail') {
      const mail = row.payload as StoredMail;
      const files = mail.attachments?.map((a) => ({
        filename: a.filename,
        content_type: a.contentType,
        size: Buffer.byteLength(a.contentBase64, 'base64'),
      }));
      return {
        ...base,
        subject: mail.subject,
        body: mail.text,
        email: mail.to,
        messageId: row.messageId,
        ...(files?.length ? { attachments: files } : {}),
      };
    }
    if (row.channel === 'sms') {
      const sms = row.payload as StoredSms;
      return { ...base, subject: null, body: sms.text, email: sms.account, messageId: null };
    }
    const push = row.payload as StoredPush;
    return { ...base, subject: push.payload.title, body: push.payload.body, email: null, messageId: null };
  });
}

/**
 * A delivery status report said the mail with this Message-ID (angle brackets or not) failed for good for
 * `recipient`: its row ends as failed with the remote server's words. Only a row addressed to that recipient is
 * touched — a forged report must at least know both the random Message-ID and the address. `changed` when a row
 * changed; `ticketMessageIds`: the ticket messages that row carried (for `ticketDeliveriesChanged`).
 */
export async function markBounced(
  db: Db,
  bounce: { originalMessageId: string; recipient: string; reason: string },
): Promise<{ changed: boolean; ticketMessageIds: number[] }> {
  const messageId = `<${bounce.originalMessageId.replace(/^<|>$/g, '')}>`;
  const changed = await db
    .update(outbox)
    .set({ status: 'failed', lastError: bounce.reason, nextAttemptAt: new Date() })
    .where(
      and(eq(outbox.channel, 'mail'), eq(outbox.messageId, messageId), sql`lower(${outbox.recipient}) = ${bounce.recipient.toLowerCase()}`),
    )
    .returning({ id: outbox.id, ticketMessageId: outbox.ticketMessageId });
  const ticketMessageIds = [...new Set(changed.flatMap((row) => (row.ticketMessageId === null ? [] : [row.ticketMessageId])))];
  return { changed: changed.length > 0, ticketMessageIds };
}
