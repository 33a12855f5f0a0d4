/**
 * How each person is told about each event (issue #33): e-mail and push switches per event, on the profile
 * (GET/PUT /api/profile/notification-preferences). The defaults below apply until a person changes a switch; the
 * server stores only the switches that differ (server/src/platform/notification-channels.ts answers the senders).
 */
import { z } from 'zod';
import { NOTIFICATION_EVENTS, type NotificationEvent } from './enums.ts';
import { messageKey } from './messages.ts';

/** The two ways an event reaches someone besides the bell. */
export interface NotificationChannels {
  mail: boolean;
  push: boolean;
}

/** Whom a default applies to: staff (admin, manager, agent) or a client company's person (client, client-vip, monitoring). */
export type NotificationAudience = 'agent' | 'client';

/** A person's switches, one entry per event that concerns them. */
export type NotificationPreferenceMatrix = Partial<Record<NotificationEvent, NotificationChannels>>;

const CHANNELS = {
  none: { mail: false, push: false },
  mail: { mail: true, push: false },
  push: { mail: false, push: true },
  both: { mail: true, push: true },
} as const satisfies Record<string, NotificationChannels>;

/**
 * THE defaults, by audience (as Zammad and Freshservice do it: a requester hears of their own tickets by e-mail; an
 * agent is told in the app and gets e-mail only for what is now theirs to do). An event missing from an audience's
 * row does not concern it (clients are never assigned, mentioned in staff notes or warned about SLAs) and is
 * neither shown nor sent to them.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationAudience, NotificationPreferenceMatrix> = {
  client: {
    /** The receipt of their own new ticket. */
    ticket_created: CHANNELS.mail,
    ticket_answered: CHANNELS.mail,
    ticket_status_changed: CHANNELS.mail,
  },
  agent: {
    ticket_created: CHANNELS.push,
    ticket_answered: CHANNELS.push,
    ticket_assigned: CHANNELS.both,
    ticket_status_changed: CHANNELS.push,
    note_mention: CHANNELS.push,
    sla_warning: CHANNELS.push,
    /** An automation rule's notice (a rule with an SLA condition sends an `sla_warning`). */
    automation_notice: CHANNELS.push,
  },
};

/** The events that concern an audience, in the profile's order. */
export function notificationEventsFor(audience: NotificationAudience): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => NOTIFICATION_DEFAULTS[audience][event] !== undefined);
}

/** The default channels of an event for an audience; nothing for an event that does not concern it. */
export function defaultNotificationChannels(audience: NotificationAudience, event: NotificationEvent): NotificationChannels {
  return NOTIFICATION_DEFAULTS[audience][event] ?? CHANNELS.none;
}

const isNotificationEvent = (key: string): key is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(key);

export const notificationChannelsSchema = z.strictObject({ mail: z.boolean(), push: z.boolean() });

/**
 * `PUT /api/profile/notification-preferences`: the shape GET answers (its `defaults` are read only and ignored).
 * Events left out keep their switches. An unknown event is refused under its own name ("preferences.<event>").
 */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .record(z.string(), notificationChannelsSchema)
    .superRefine((preferences, ctx) => {
      for (const key of Object.keys(preferences)) {
        if (!isNotificationEvent(key)) ctx.addIssue({ code: 'custom', path: [key], input: key, ...messageKey('notification_event') });
      }
    })
    // Every key is an event once the check above passed.
    .transform((preferences) => preferences as NotificationPreferenceMatrix),
});
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;
