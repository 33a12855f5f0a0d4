/**
 * Outbound SMS and e-mail behind one small interface. Drivers are chosen by env (SMS_DRIVER, MAIL_DRIVER);
 * the default `log` driver writes to the server log and to an in-memory dev outbox (`GET /dev/outbox`),
 * so two-factor login and password reset work on a fresh machine.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface OutboundMessage {
  id: number;
  channel: 'sms' | 'mail';
  to: string;
  subject: string | null;
  body: string;
  /** The account the message is for, when known (handy in the dev outbox). */
  email: string | null;
  /** Files sent with an e-mail: name, type and size (the outbox keeps no bytes). */
  attachments?: { filename: string; content_type: string; size: number }[];
  createdAt: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Messenger {
  sendSms(to: string, body: string, email?: string): Promise<void>;
  sendMail(to: string, subject: string, body: string, attachments?: readonly MailAttachment[]): Promise<void>;
  /** Newest first; empty for drivers that deliver for real. */
  outbox(): OutboundMessage[];
}

const OUTBOX_LIMIT = 500;

export function createMessenger(options: { smsDriver: string; mailDriver: string; log: FastifyBaseLogger }): Messenger {
  for (const [kind, driver] of [
    ['SMS_DRIVER', options.smsDriver],
    ['MAIL_DRIVER', options.mailDriver],
  ] as const) {
    // Real gateways (SMSAPI, SMTP) plug in here; only `log` ships with the reference back end.
    if (driver !== 'log') throw new Error(`${kind}=${driver} is not supported; use "log".`);
  }
  const messages: OutboundMessage[] = [];
  let nextId = 1;
  const record = (message: Omit<OutboundMessage, 'id' | 'createdAt'>) => {
    const entry = { ...message, id: nextId++, createdAt: new Date().toISOString() };
    messages.unshift(entry);
    messages.length = Math.min(messages.length, OUTBOX_LIMIT);
    options.log.info({ outbound: entry }, `${message.channel} to ${message.to}: ${message.subject ?? message.body}`);
  };
  return {
    async sendSms(to, body, email) {
      record({ channel: 'sms', to, subject: null, body, email: email ?? null });
    },
    async sendMail(to, subject, body, attachments) {
      const files = attachments?.map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.content.length }));
      record({ channel: 'mail', to, subject, body, email: to, ...(files?.length ? { attachments: files } : {}) });
    },
    outbox: () => [...messages],
  };
}
