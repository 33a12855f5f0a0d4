/**
 * The one question every sender asks before an e-mail or a push about an event leaves (issue #33): does this person
 * want it by e-mail, by push? Their own switches (notification_preferences) over the defaults of their kind. Here in
 * the platform so that every layer, and the outbox, can ask. The bell and the account's own mails (password reset,
 * 2FA codes, e-mail change, welcome) are not optional and never ask.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  defaultNotificationChannels,
  notificationEventsFor,
  type NotificationAudience,
  type NotificationChannels,
  type NotificationEvent,
  type NotificationPreferenceMatrix,
} from '@helpdesk/shared/schemas';
import type { NotificationPreferences } from '@helpdesk/shared/resources';
import type { Db } from './db/client';
import { notificationPreferences, users } from './db/schema';

const NOBODY: NotificationChannels = { mail: false, push: false };

/** A stored row over the default: a null switch follows the default. */
function resolve(audience: NotificationAudience, event: NotificationEvent, stored?: { mail: boolean | null; push: boolean | null }) {
  const fallback = defaultNotificationChannels(audience, event);
  // An event that does not concern the person's kind stays off whatever was stored (e.g. before a kind change).
  if (!notificationEventsFor(audience).includes(event)) return NOBODY;
  return { mail: stored?.mail ?? fallback.mail, push: stored?.push ?? fallback.push };
}

/**
 * How each of `userIds` wants `event`: one query for all recipients of one event. Every id given is in the answer;
 * an unknown or deleted user gets neither channel. Push `true` is the wish only: whether a subscription exists is
 * the push sender's business.
 */
export async function notificationChannelsFor(
  db: Db,
  userIds: readonly number[],
  event: NotificationEvent,
): Promise<Map<number, NotificationChannels>> {
  const answer = new Map<number, NotificationChannels>(userIds.map((id) => [id, NOBODY]));
  if (!userIds.length) return answer;
  const rows = await db
    .select({ id: users.id, kind: users.kind, mail: notificationPreferences.mail, push: notificationPreferences.push })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.event, event)))
    .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.deletedAt)));
  for (const row of rows) answer.set(row.id, resolve(row.kind, event, row));
  return answer;
}

/** How one person wants `event` delivered: `{ mail, push }` (both false for an unknown or deleted user). */
export async function notificationChannels(db: Db, userId: number, event: NotificationEvent): Promise<NotificationChannels> {
  return (await notificationChannelsFor(db, [userId], event)).get(userId) ?? NOBODY;
}

/** Everything a person's profile shows: the switches that apply now and the defaults, for the events of their kind. */
export async function notificationPreferencesOf(db: Db, userId: number, audience: NotificationAudience): Promise<NotificationPreferences> {
  const stored = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const byEvent = new Map(stored.map((row) => [row.event, row]));
  const preferences: NotificationPreferenceMatrix = {};
  const defaults: NotificationPreferenceMatrix = {};
  for (const event of notificationEventsFor(audience)) {
    preferences[event] = resolve(audience, event, byEvent.get(event));
    defaults[event] = defaultNotificationChannels(audience, event);
  }
  return { preferences, defaults };
}

/**
 * Saves a person's switches for the events given (others keep theirs), storing only what differs from the default:
 * a switch set back to its default is stored as null, and a row with nothing left is deleted. The caller has checked
 * that every event concerns the person's kind.
 */
export async function saveNotificationPreferences(
  db: Db,
  userId: number,
  audience: NotificationAudience,
  chosen: NotificationPreferenceMatrix,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const [event, channels] of Object.entries(chosen) as [NotificationEvent, NotificationChannels][]) {
      const fallback = defaultNotificationChannels(audience, event);
      const mail = channels.mail === fallback.mail ? null : channels.mail;
      const push = channels.push === fallback.push ? null : channels.push;
      const key = and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.event, event));
      if (mail === null && push === null) {
        await tx.delete(notificationPreferences).where(key);
        continue;
      }
      await tx
        .insert(notificationPreferences)
        .values({ userId, event, mail, push, updatedAt: now })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.event],
          set: { mail, push, updatedAt: now },
        });
    }
  });
}
