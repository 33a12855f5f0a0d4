/**
 * The last guard against a mail loop the automatic-mail rules miss: more mail from one address, or to one ticket, than
 * a person writes is kept aside unanswered. Counted in the shared counters store, so the limits hold across instances.
 */
import type { CounterStore } from '../../platform/counters';

export interface IntakeLimit {
  max: number;
  windowMs: number;
}

/** More than 20 messages from one address within 10 minutes. */
export const SENDER_LIMIT: IntakeLimit = { max: 20, windowMs: 10 * 60_000 };
/** More than 30 messages filed on one ticket within an hour. */
export const TICKET_LIMIT: IntakeLimit = { max: 30, windowMs: 60 * 60_000 };

/** Counts one more message under `key`; true when it is beyond the limit. */
export async function beyondLimit(counters: CounterStore, key: string, limit: IntakeLimit): Promise<boolean> {
  const { count } = await counters.increment(`mail-intake:${key}`, limit.windowMs);
  return count > limit.max;
}

export const senderKey = (address: string) => `from:${address.toLowerCase()}`;
export const ticketKey = (ticketId: number) => `ticket:${ticketId}`;
