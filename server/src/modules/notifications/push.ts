/**
 * Web Push of the bell's notifications: every notification `notifyUser` stores is also worth a push to the
 * recipient's browsers — the same events, the same words, the same link as the bell's item. The outbox sends what
 * `pushDeliveriesFor` returns, one message per subscription.
 */
import { eq } from 'drizzle-orm';
import { notificationLink } from '@helpdesk/shared/notification-link';
import { paths } from '@helpdesk/shared/paths';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { text } from '../../platform/messages';
import { pushSubscriptionsOf } from '../../platform/outbound/push/subscriptions';
import type { PushPayload, PushSubscriptionJson } from '../../platform/outbound/transport';
import type { BellNotification } from './types';

/**
 * The longest title and body a push carries: what a system notification shows anyway, and far below the 4 KB a push
 * service accepts once encrypted (RFC 8030 §7.2) — a long ticket subject never makes a push fail.
 */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 400;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The push of one bell notification in the recipient's language: titled by what it is about (the ticket's number and
 * subject, the company), the bell's message as the body, the bell's link as the url (staff and clients have different
 * ones), and a tag per ticket so a newer push about one ticket replaces the older on the screen.
 */
export function pushPayloadFor(notification: BellNotification, lang: ValidationLang, staff: boolean): PushPayload {
  const { data } = notification;
  const message = textOf(data.message);
  const about = textOf(data.title);
  const detail = textOf(data.text);
  const title = about ? (detail && detail !== message ? `${about}: ${detail}` : about) : text(lang, 'push_title');
  // Nothing to open (a company's hours-limit note): the app's start page, which leads each to their home.
  const url = notificationLink({ ...data, type: textOf(data.type) || notification.type }, staff) ?? paths.home();
  const ticket = typeof data.ticket === 'number' ? data.ticket : undefined;
  return {
    title: cut(title, PUSH_TITLE_MAX),
    body: cut(message || detail, PUSH_BODY_MAX),
    url,
    tag: ticket !== undefined ? `ticket-${ticket}` : `notification-${notification.id}`,
  };
}

/** Who a user is for a push: their language, staff or client, and the browsers they subscribed from. */
export async function pushRecipient(
  db: Db,
  userId: number,
): Promise<{ lang: ValidationLang; staff: boolean; subscriptions: PushSubscriptionJson[] } | null> {
  const [user] = await db
    .select({ lang: users.lang, kind: users.kind, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) return null;
  return { lang: user.lang, staff: user.kind === 'agent', subscriptions: await pushSubscriptionsOf(db, userId) };
}

/** The pushes one bell notification makes: one per browser its recipient subscribed from (none without any). */
export async function pushDeliveriesFor(
  db: Db,
  notification: BellNotification,
): Promise<{ subscription: PushSubscriptionJson; payload: PushPayload }[]> {
  const recipient = await pushRecipient(db, notification.userId);
  if (!recipient) return [];
  const payload = pushPayloadFor(notification, recipient.lang, recipient.staff);
  return recipient.subscriptions.map((subscription) => ({ subscription, payload }));
}
