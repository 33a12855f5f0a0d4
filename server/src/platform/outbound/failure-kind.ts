/**
 * What a stored failure reason (outbox `last_error`, as outbox-sender.ts writes it: the remote side's code, then the
 * transport's message — "13 SMSAPI error 13: …", "21211 Twilio HTTP 400: …", "550 5.1.1 <…>: no such user",
 * "ECONNREFUSED SMSAPI: ECONNREFUSED") means for the person waiting for the message. The raw reason names hosts and
 * addresses and stays with staff; a person is told only the kind, in their language.
 */
import type { OutboxChannel } from '../db/schema';
import { smsapiFailureKind } from './sms/smsapi';
import { twilioFailureKind } from './sms/twilio';
import type { DeliveryFailureKind } from './transport';

/** Codes a transport gives when no answer came: a timeout, or a network error's system code (ECONNREFUSED, ENOTFOUND, …). */
const NO_ANSWER = /^(timeout|network|E[A-Z]+)$/;
/** nodemailer's codes of that shape that are not about the network: a refused login, a bad envelope or message. */
const NOT_NETWORK: Readonly<Record<string, DeliveryFailureKind>> = { EAUTH: 'setup', EENVELOPE: 'recipient', EMESSAGE: 'other' };

export function deliveryFailureKind(channel: OutboxChannel, reason: string | null): DeliveryFailureKind {
  if (!reason) return 'other';
  const [code = '', source = ''] = reason.trim().split(/\s+/, 2);
  if (Object.hasOwn(NOT_NETWORK, code)) return NOT_NETWORK[code]!;
  if (NO_ANSWER.test(code)) return 'unreachable';
  if (code === 'invalid-number') return 'recipient';
  const numeric = /^\d+$/.test(code) ? Number(code) : undefined;
  if (channel === 'sms' && numeric !== undefined) {
    const known = source.startsWith('SMSAPI')
      ? smsapiFailureKind(numeric)
      : source.startsWith('Twilio')
        ? twilioFailureKind(numeric)
        : undefined;
    return known ?? httpFailureKind(numeric);
  }
  if (channel === 'mail') {
    // A refused login (535) is the server's configuration; any other 5xx reply refused this recipient or message.
    if (numeric === 535) return 'setup';
    if (numeric !== undefined && numeric >= 500 && numeric < 600) return 'recipient';
    if (/^5\.\d+\.\d+$/.test(code)) return 'recipient';
    if (numeric !== undefined && numeric >= 400 && numeric < 500) return 'unreachable';
  }
  return 'other';
}

/** A gateway's bare HTTP status: credentials or a wrong address are the setup; limits and 5xx its own trouble. */
function httpFailureKind(status: number): DeliveryFailureKind {
  if (status === 401 || status === 403 || status === 404) return 'setup';
  if (status === 408 || status === 425 || status === 429 || (status >= 500 && status < 600)) return 'unreachable';
  return 'other';
}
