/** What a test reads of the notifications a change caused: the bell rows about a ticket and the outbox rows queued. */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { notifications, outbox } from '../platform/db/schema';

export function notificationProbes(db: () => Db) {
  return {
    /** The user's bell notifications about the ticket. */
    bells: async (userId: number, ticketId: number) =>
      (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => (n.data as { ticket?: number }).ticket === ticketId,
      ),
    /** The outbox rows for the user queued after the row `afterId`. */
    outboxOf: async (userId: number, afterId: number) =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, userId), gt(outbox.id, afterId))),
    /** The newest outbox row's id (0 when empty): mark it before the change, read `outboxOf` after. */
    lastOutboxId: async () => (await db().select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0),
  };
}
