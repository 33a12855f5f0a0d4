/** The notifications module's public face: a notification to one user (database row + real-time event) and its push. */
export { notifyUser } from './service';
export { pushDeliveriesFor, pushPayloadFor, pushRecipient } from './push';
export type { BellNotification, NotificationData } from './types';
