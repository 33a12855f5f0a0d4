/**
 * A bounce (RFC 3464 delivery status notification) read for what the outbox needs: which recipient failed, why, and
 * the Message-ID of the mail that failed — from the `message/rfc822` or `text/rfc822-headers` part, else the
 * reporting server's X-Original-Message-ID (Gmail).
 */
import type { ParsedMail } from 'mailparser';
import { mailHeaders } from './auto-mail';

export interface Bounce {
  /** The address that failed (Final-Recipient, else Original-Recipient), lower-cased. */
  recipient: string;
  /** The enhanced status code (`5.1.1`). */
  status: string;
  /** The remote server's answer (Diagnostic-Code without its `smtp;` type), when given. */
  diagnostic: string | null;
  /** The failed mail's Message-ID without angle brackets, when the report carries it. */
  originalMessageId: string | null;
}

/** The report's parts as mailparser keeps them with `keepDeliveryStatus` (RFC 6533's global form for SMTPUTF8). */
const STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const ORIGINAL_TYPES = ['message/rfc822', 'text/rfc822-headers', 'message/global', 'message/global-headers'];
/** The parts of a report that are read here, not stored as the e-mail's files. */
export const REPORT_PART_TYPES = [...STATUS_TYPES, ...ORIGINAL_TYPES, 'message/disposition-notification'];

/** RFC 3464 §2.1: header-style field groups separated by blank lines — the message's, then one per recipient. */
function fieldGroups(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** `rfc822; jan@acme.test` → `jan@acme.test`; `smtp; 550 …` → `550 …`. */
const typed = (value: string | undefined) => (value ? value.replace(/^[\w-]+\s*;\s*/, '').trim() : '');
const bare = (id: string | undefined) => (id ?? '').trim().replace(/^<|>$/g, '').trim() || null;

function headerMessageId(raw: Buffer): string | null {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const head = end >= 0 ? text.slice(0, end) : text;
  const lines = head.split(/\r?\n(?![ \t])/).map((line) => ({ key: line.slice(0, Math.max(0, line.indexOf(':'))).trim(), line }));
  return bare(mailHeaders(lines.filter((l) => l.key)).get('message-id')?.[0]);
}

/**
 * The failed delivery a bounce reports, or null when the message is none (no delivery-status part) or reports no
 * failure (a delay, a relay, a successful delivery notice). Parse the mail with `keepDeliveryStatus: true`.
 */
export function parseBounce(mail: Pick<ParsedMail, 'attachments'>): Bounce | null {
  const report = mail.attachments.find((a) => STATUS_TYPES.includes(a.contentType.toLowerCase()));
  if (!report) return null;
  const [perMessage, ...perRecipient] = fieldGroups(report.content.toString('utf8'));
  const failed = perRecipient.find((f) => (f.get('action') ?? '').toLowerCase() === 'failed' || /^5\./.test(f.get('status') ?? ''));
  if (!failed) return null;
  const original = mail.attachments.find((a) => ORIGINAL_TYPES.includes(a.contentType.toLowerCase()));
  return {
    recipient: typed(failed.get('final-recipient') ?? failed.get('original-recipient')).toLowerCase(),
    status: (failed.get('status') ?? '').split(/\s/)[0]!,
    diagnostic: typed(failed.get('diagnostic-code')) || null,
    originalMessageId: (original && headerMessageId(original.content)) ?? bare(perMessage?.get('x-original-message-id')),
  };
}
