/**
 * What leaves the building — e-mail, SMS and Web Push — goes through transports that share one failure rule: a
 * transport throws `DeliveryError`, and `permanent` says whether the outbox may try again (a refused address, a
 * gone push subscription) or should retry later with backoff (a timeout, a 4xx SMTP reply, a gateway's 5xx).
 * Any other error thrown by a transport counts as temporary.
 */

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** True: retrying cannot help (550 no such user, 410 Gone, a rejected number). */
    readonly permanent: boolean,
    /** The remote side's code when it gave one (SMTP reply code, HTTP status, gateway error code). */
    readonly code?: string | number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/**
 * What a failure means for the person waiting for the message, whatever the channel: the address or number was
 * refused, the deployment's account or settings are wrong, the remote side could not be reached, or anything else.
 */
export type DeliveryFailureKind = 'recipient' | 'setup' | 'unreachable' | 'other';

/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An e-mail ready for the wire: rendered, addressed, with its threading headers. */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part (always present). */
  text: string;
  /** The HTML part; absent: a plain-text mail. */
  html?: string;
  attachments?: readonly MailAttachment[];
  /** `<id@domain>`, angle brackets included; the outbox assigns one when absent. */
  messageId?: string;
  inReplyTo?: string;
  references?: readonly string[];
  replyTo?: string;
  /** Extra headers (`Auto-Submitted`, `X-Helpdesk-Ticket`, …). */
  headers?: Readonly<Record<string, string>>;
}

export interface MailTransport {
  readonly driver: string;
  /** Sends one mail; resolves with the server's answer (e.g. "250 2.0.0 Ok: queued as …"). */
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close?(): Promise<void>;
}

export interface OutgoingSms {
  /** E.164 (`+48600100200`) or the gateway's local form. */
  to: string;
  text: string;
}

export interface SmsTransport {
  readonly driver: string;
  /** Sends one SMS; resolves with the gateway's id for it when it gives one. */
  send(sms: OutgoingSms): Promise<{ response: string }>;
}

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Path inside the app the notification opens (`/admin/ticket/show/12`). */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag?: string;
}

export interface PushTransport {
  readonly driver: string;
  /** Pushes one payload; a 404/410 from the push service is a permanent DeliveryError with code 404/410. */
  send(subscription: PushSubscriptionJson, payload: PushPayload): Promise<{ response: string }>;
}
