/**
 * What became of the current sign-in code (GET /api/two-factor/status): read from its outbox row, told to the person
 * on the code screen in their language — where it went (masked), whether it went, and if not, why in a short
 * sentence. The raw reason (gateway codes, hosts, addresses) stays in the outbox for staff.
 */
import { eq } from 'drizzle-orm';
import type { TwoFactorDelivery } from '@helpdesk/shared/resources';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { outbox } from '../../platform/db/schema';
import { text, type ServerMessageKey } from '../../platform/messages';
import { deliveryFailureKind } from '../../platform/outbound/failure-kind';
import type { DeliveryFailureKind } from '../../platform/outbound/transport';
import type { CodeChannel, TwoFactorState } from './service';

const FAILURE_TEXT: Record<CodeChannel, Record<DeliveryFailureKind, ServerMessageKey>> = {
  sms: {
    recipient: 'code_failed_sms_recipient',
    setup: 'code_failed_sms_setup',
    unreachable: 'code_failed_sms_unreachable',
    other: 'code_failed_sms_other',
  },
  mail: {
    recipient: 'code_failed_mail_recipient',
    setup: 'code_failed_mail_setup',
    unreachable: 'code_failed_mail_unreachable',
    other: 'code_failed_mail_other',
  },
};

const SEPARATORS = /[\s\-./()]/g;

/**
 * Enough of a number for its owner to recognise it: the country code when written, the last three digits.
 * "+48 600 100 789" → "+48 *** *** 789"; "600100789" → "*** *** 789".
 */
export function maskPhone(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, '');
  const digits = compact.replace(/\D/g, '');
  if (digits.length < 6) return '*** ***';
  // The country code as typed ("+48 …", "0048-…"), or Poland's in an unbroken "+48" and nine digits.
  const country = /^\s*(?:\+|00)(\d{1,3})[\s\-./(]/.exec(raw)?.[1] ?? (/^(?:\+|00)48\d{9}$/.test(compact) ? '48' : undefined);
  return `${country ? `+${country} ` : ''}*** *** ${digits.slice(-3)}`;
}

/** "anna.kowalska@demo.test" → "a***@demo.test". */
export function maskEmail(raw: string): string {
  const at = raw.lastIndexOf('@');
  return at > 0 ? `${raw[0]}***${raw.slice(at)}` : '***';
}

/**
 * The delivery of the code `state` names. A row still waiting once the code has expired counts as failed: a code
 * that arrives after its validity is no use (a resend is). A row gone (deleted by hand) counts as failed too.
 */
export async function codeDelivery(db: Db, state: TwoFactorState & { outboxId: number }, lang: ValidationLang): Promise<TwoFactorDelivery> {
  const [row] = await db
    .select({ channel: outbox.channel, recipient: outbox.recipient, status: outbox.status, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, state.outboxId))
    .limit(1);
  const channel: CodeChannel = row?.channel === 'mail' || (!row && state.channel === 'mail') ? 'mail' : 'sms';
  const destination = row ? (channel === 'mail' ? maskEmail(row.recipient) : maskPhone(row.recipient)) : '***';
  const failed = (key: ServerMessageKey): TwoFactorDelivery => ({ channel, destination, status: 'failed', reason: text(lang, key) });
  if (!row) return failed(FAILURE_TEXT[channel].other);
  if (row.status === 'sent') return { channel, destination, status: 'sent' };
  const reasonKey = FAILURE_TEXT[channel][deliveryFailureKind(row.channel, row.lastError)];
  if (row.status === 'failed') return failed(reasonKey);
  if (Date.now() > state.expiresAt) return failed(row.lastError ? reasonKey : 'code_failed_late');
  return { channel, destination, status: 'waiting' };
}
