/**
 * Where a notification leads (spec §2): staff to /admin/{type}/show/{id}, clients to /ticket/show/{ticket}. One rule
 * for the bell, the real-time toast (shell) and the Web Push message (server).
 */
import { paths } from './paths.ts';

export interface LinkableNotification {
  type?: string;
  ticket?: number;
  id?: string | number;
  [key: string]: unknown;
}

/** Laravel notification types look like `App\Notifications\TicketAssigned`; the link type is the entity. */
function entityOf(notification: LinkableNotification): string {
  const explicit = notification.entity ?? notification.model;
  if (typeof explicit === 'string') return explicit;
  return notification.ticket !== undefined ? 'ticket' : '';
}

export function notificationLink(notification: LinkableNotification, staff: boolean): string | null {
  const entity = entityOf(notification);
  const target = notification.ticket ?? notification.entity_id;
  if (!entity || target === undefined || target === null) return null;
  if (!staff) return entity === 'ticket' ? paths.client.ticketShow(String(target)) : null;
  if (entity === 'ticket') return paths.staff.ticketShow(String(target));
  return paths.staff.entityShow(entity, String(target));
}
