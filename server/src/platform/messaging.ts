/**
 * Outbound SMS, e-mail and push behind one small interface the modules call. Sending means putting the message in
 * the outbox (platform/outbound/outbox.ts) — in the caller's transaction when it passes one — and waking the sender;
 * the drivers (SMS_DRIVER, MAIL_DRIVER, PUSH_DRIVER; default `log`) deliver it from there. `GET /dev/outbox` lists the
 * outbox, so two-factor login and password reset work on a fresh machine.
 */
import type { Db } from './db/client';
import { listOutbox, type OutboundMessage, type Outbox, type Queued } from './outbound/outbox';
import type { MailAttachment, PushPayload, PushSubscriptionJson } from './outbound/transport';

export type { OutboundMessage } from './outbound/outbox';
export type { MailAttachment } from './outbound/transport';

interface InTransaction {
  /**
   * The caller's open transaction: the message is written in it, so it goes out only if the transaction commits.
   * The sender is not woken (the row is invisible until the commit): call `wake()` after it, or the sender's timer
   * finds it within seconds.
   */
  tx?: Db | undefined;
}

export interface MailOptions extends InTransaction {
  html?: string | undefined;
  /** `<id@domain>`; default a new one on MAIL_FROM's domain. */
  messageId?: string | undefined;
  inReplyTo?: string | undefined;
  references?: readonly string[] | undefined;
  replyTo?: string | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  /** False: a person wrote it (a reply from a ticket): no `Auto-Submitted: auto-generated`. Default true. */
  automatic?: boolean | undefined;
  userId?: number | null | undefined;
  /** The ticket message this e-mail carries (its delivery is shown next to it). */
  ticketMessageId?: number | null | undefined;
}

export interface SmsOptions extends InTransaction {
  userId?: number | null | undefined;
}

export interface PushOptions extends InTransaction {
  userId?: number | null | undefined;
}

export interface Messenger {
  /** `email`: the account the code is for (the dev outbox shows it). */
  sendSms(to: string, body: string, email?: string, options?: SmsOptions): Promise<Queued>;
  sendMail(to: string, subject: string, body: string, attachments?: readonly MailAttachment[], options?: MailOptions): Promise<Queued>;
  sendPush(subscription: PushSubscriptionJson, payload: PushPayload, options?: PushOptions): Promise<Queued>;
  /** A sender pass now: after committing a transaction that enqueued (`tx`). */
  wake(): void;
  /** The outbox, newest first (what `GET /dev/outbox` shows). */
  outbox(limit?: number): Promise<OutboundMessage[]>;
}

export function createMessenger(options: { db: Db; outbox: Outbox; wake: () => void }): Messenger {
  const { db, outbox, wake } = options;
  /** Inserts through the caller's transaction or the plain connection; only the latter is visible at once. */
  const enqueue = async <T>(tx: Db | undefined, insert: (db: Db) => Promise<T>): Promise<T> => {
    const queued = await insert(tx ?? db);
    if (!tx) wake();
    return queued;
  };
  return {
    sendSms: (to, body, email, o = {}) =>
      enqueue(o.tx, (d) => outbox.enqueueSms(d, { to, text: body }, { userId: o.userId, account: email ?? null })),
    sendMail: (to, subject, body, attachments, o = {}) =>
      enqueue(o.tx, (d) =>
        outbox.enqueueMail(
          d,
          {
            to,
            subject,
            text: body,
            ...(o.html !== undefined ? { html: o.html } : {}),
            ...(attachments?.length ? { attachments } : {}),
            ...(o.messageId ? { messageId: o.messageId } : {}),
            ...(o.inReplyTo ? { inReplyTo: o.inReplyTo } : {}),
            ...(o.references?.length ? { references: o.references } : {}),
            ...(o.replyTo ? { replyTo: o.replyTo } : {}),
            ...(o.headers ? { headers: o.headers } : {}),
          },
          { userId: o.userId, ticketMessageId: o.ticketMessageId, automatic: o.automatic },
        ),
      ),
    sendPush: (subscription, payload, o = {}) => enqueue(o.tx, (d) => outbox.enqueuePush(d, subscription, payload, { userId: o.userId })),
    wake,
    outbox: (limit) => listOutbox(db, limit),
  };
}

/**
 * The same messenger writing into `tx` by default: for code that runs a whole unit of work in one transaction
 * (mail intake) and hands its context down. Its `wake` does nothing — the owner of the transaction wakes the real one
 * after the commit — and its `outbox` reads through the transaction.
 */
export function messengerWithin(messenger: Messenger, tx: Db): Messenger {
  return {
    sendSms: (to, body, email, o = {}) => messenger.sendSms(to, body, email, { ...o, tx: o.tx ?? tx }),
    sendMail: (to, subject, body, attachments, o = {}) => messenger.sendMail(to, subject, body, attachments, { ...o, tx: o.tx ?? tx }),
    sendPush: (subscription, payload, o = {}) => messenger.sendPush(subscription, payload, { ...o, tx: o.tx ?? tx }),
    wake: () => undefined,
    outbox: (limit) => listOutbox(tx, limit),
  };
}

/** Queues a mail made by a template (platform/mail-templates): its subject, the text part and the HTML part. */
export function sendRendered(
  messenger: Messenger,
  to: string,
  mail: { subject: string; text: string; html: string },
  options: MailOptions & { attachments?: readonly MailAttachment[] } = {},
): Promise<Queued> {
  const { attachments, ...rest } = options;
  return messenger.sendMail(to, mail.subject, mail.text, attachments, { ...rest, html: mail.html });
}
