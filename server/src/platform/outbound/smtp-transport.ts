/**
 * E-mail through an SMTP server (nodemailer, pooled connections). SMTP_URL `smtp://user:pass@host:587` upgrades with
 * STARTTLS when the server offers it, `smtps://…:465` is TLS from the start. A 5xx reply is a permanent DeliveryError
 * carrying the code; a 4xx reply, a timeout or a refused connection is temporary (the outbox retries).
 */
import nodemailer from 'nodemailer';
import { DeliveryError, type MailTransport, type OutgoingMail } from './transport';

export interface SmtpSettings {
  url: string;
  /** False accepts a self-signed or mismatched certificate (a test or internal relay). */
  rejectUnauthorized: boolean;
  /** "Name <address>". */
  from: string;
  dkim?: { domain: string; selector: string; privateKey: string } | undefined;
  /** Parallel connections of the pool. */
  maxConnections?: number;
}

/** Connection and reply timeouts stay well under the outbox's claim (OUTBOX_VISIBILITY_MS), so no send outlives it. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

interface SmtpFailure {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/** The one failure rule applied to nodemailer's errors. */
export function deliveryErrorOf(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const e = (error ?? {}) as SmtpFailure;
  const reason = e.response || e.message || String(error);
  // A refused login is the server's configuration, not the message: it waits for the fix like a server that is down.
  if (e.code === 'EAUTH') return new DeliveryError(reason, false, e.responseCode ?? e.code);
  if (typeof e.responseCode === 'number') return new DeliveryError(reason, e.responseCode >= 500, e.responseCode);
  return new DeliveryError(reason, false, e.code);
}

export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: settings.maxConnections ?? 5,
    maxMessages: 100,
    tls: { rejectUnauthorized: settings.rejectUnauthorized },
    ...TIMEOUTS,
    ...(settings.dkim
      ? { dkim: { domainName: settings.dkim.domain, keySelector: settings.dkim.selector, privateKey: settings.dkim.privateKey } }
      : {}),
  });
  return {
    driver: 'smtp',
    async send(mail: OutgoingMail) {
      try {
        const info = await transporter.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html !== undefined ? { html: mail.html } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
          ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
          ...(mail.references?.length ? { references: [...mail.references] } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.headers ? { headers: { ...mail.headers } } : {}),
          ...(mail.attachments?.length
            ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
            : {}),
        });
        return { response: String(info.response ?? '') };
      } catch (error) {
        throw deliveryErrorOf(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
