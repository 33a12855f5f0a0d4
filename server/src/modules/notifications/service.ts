import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { notifications } from '../../platform/db/schema';

export interface NotificationData {
  type: string;
  message: string;
  ticket?: number;
  title?: string;
  text?: string;
}

/** Stores a database notification and broadcasts it the way Laravel does (Echo's `.notification()`). */
export async function notifyUser(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  userId: number,
  notificationType: string,
  data: NotificationData,
) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ userId, type: notificationType, data: { ...data } })
    .returning();
  await ctx.broadcaster.publish([userChannel(userId)], BROADCAST_EVENTS.notification, { ...data, id: row!.id, type: notificationType });
  return row!;
}
