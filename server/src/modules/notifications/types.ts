/** What a bell notification carries, as stored and as pushed. */

export interface NotificationData {
  type: string;
  message: string;
  ticket?: number;
  title?: string;
  text?: string;
}

/** A stored notification as the bell reads it (a row of `notifications`). */
export interface BellNotification {
  id: string;
  userId: number;
  type: string;
  data: Partial<NotificationData> & Record<string, unknown>;
}
