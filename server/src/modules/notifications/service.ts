import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { notifications } from '../../platform/db/schema';
import { pushDeliveriesFor } from './push';
import type { BellNotification, NotificationData } from './types';

/**
 * Stores a database notification, broadcasts it the way Laravel does (Echo's `.notification()`) and, when push is on
 * (the VAPID keys), queues its push to every browser the user subscribed from — in the caller's transaction when
 * `ctx.db` is one, with a messenger writing into it (`messengerWithin`).
 */
export async function notifyUser(
  ctx: Pick<AppContext, 'db' | 'broadcaster' | 'messenger' | 'config'>,
  userId: number,
  notificationType: string,
  data: NotificationData,
  /** `push: false`: the bell only (the recipient chose no push for this kind of event). */
  options: { push?: boolean } = {},
) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ userId, type: notificationType, data: { ...data } })
    .returning();
  await ctx.broadcaster.publish([userChannel(userId)], BROADCAST_EVENTS.notification, { ...data, id: row!.id, type: notificationType });
  if (ctx.config.push.vapid && options.push !== false) {
    for (const { subscription, payload } of await pushDeliveriesFor(ctx.db, { ...row!, data: row!.data as BellNotification['data'] })) {
      await ctx.messenger.sendPush(subscription, payload, { userId });
    }
  }
  return row!;
}
