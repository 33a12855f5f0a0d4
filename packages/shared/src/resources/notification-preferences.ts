/** One's notification preferences (server/API.md "Notification preferences"): e-mail and push per event. */
import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '../schemas/enums.ts';
import { notificationChannelsSchema } from '../schemas/notification-preferences.ts';

/** Only the events that concern the person (a client's has no assignment, mention or SLA warning), in profile order. */
const matrix = z.partialRecord(z.enum(NOTIFICATION_EVENTS), notificationChannelsSchema);

export const notificationPreferencesSchema = z.strictObject({
  /** What applies now: the person's own switches over the defaults. */
  preferences: matrix,
  /** The defaults of the person's kind (staff or client), for "back to default" and to mark what was changed. */
  defaults: matrix,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
