/** The notifications module's public face: a notification to one user (database row + real-time event) and its push. */
export { notifyUser, type NotificationData } from './service';
export { pushDeliveriesFor, pushPayloadFor, pushRecipient, type BellNotification } from './push';
