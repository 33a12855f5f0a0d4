/** The notifications module's public face: a notification to one user (database row + real-time event). */
export { notifyUser, type NotificationData } from './service';
