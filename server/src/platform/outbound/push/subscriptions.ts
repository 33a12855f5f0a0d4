/** The browsers' push subscriptions: saved by POST /save-token, read to push to a user, deleted when gone. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { PushSubscriptionJson } from '../transport';

/** Saves a browser's subscription for a user; the same endpoint saved again (another login on that browser) moves. */
export async function savePushSubscription(db: Db, userId: number, subscription: PushSubscriptionJson): Promise<void> {
  const { endpoint, keys } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth, updatedAt: sql`now()` },
    });
}

/** Every browser a user subscribed from, oldest first. */
export async function pushSubscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionJson[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map(({ endpoint, p256dh, auth }) => ({ endpoint, keys: { p256dh, auth } }));
}

/**
 * Forgets a subscription the push service called gone (a permanent DeliveryError with code 404 or 410): the browser
 * unsubscribed or the user revoked the permission. Returns whether a row went.
 */
export async function deleteGoneSubscription(db: Db, endpoint: string): Promise<boolean> {
  const gone = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
