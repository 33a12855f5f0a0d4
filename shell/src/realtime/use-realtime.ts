/**
 * Connects real time for the logged-in user and turns broadcasts into event-bus messages and query
 * invalidations; remotes listen on the bus and on their queries, never on the socket (ARCHITECTURE §4).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BROADCAST_EVENTS, COUNTERS_CHANNEL, eventBus, providePresence, queryRoots, setSocketId, toast } from '@helpdesk/shared';
import { presenceJoiner } from './presence-joiner.ts';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { useCurrentUser } from '../session/session.ts';
import { isAgent } from '../session/access.ts';
import { currentBrowserConfig } from '../app/startup.ts';
import { connectEcho, type EchoInstance } from './echo-connection.ts';
import { notificationLink } from './notification-link.ts';

interface NotificationPayload {
  id: string;
  type: string;
  message?: string;
  title?: string;
  text?: string;
  ticket?: number;
  [key: string]: unknown;
}

interface TicketPayload {
  id: number;
  companyId: number;
  fullid: string;
  subject: string;
  status: string;
}

/** Real time starts once the user may call the API: agents after the SMS code. */
function connectable(user: CurrentUser | null): user is CurrentUser {
  return !!user && (!isAgent(user) || user.data.is_two_factor_authenticated);
}

export function useRealtime(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const ready = connectable(user);
  const userId = user?.data.id;
  const companies = user ? (user.data.company_id ? [user.data.company_id] : user.companies).join(',') : '';
  const staff = user ? isAgent(user) : false;

  useEffect(() => {
    const echoConfig = currentBrowserConfig().echo;
    if (!ready || !userId || !echoConfig) return;
    let echo: EchoInstance | null = null;
    let cancelled = false;
    const invalidate = (...roots: string[]) =>
      roots.forEach((root) => void queryClient.invalidateQueries({ queryKey: [root] }));

    void connectEcho(echoConfig).then((connected) => {
      if (cancelled) {
        connected.disconnect();
        return;
      }
      echo = connected;
      echo.private(`App.Models.User.${userId}`).notification((payload: NotificationPayload) => {
        eventBus.emit('notification:received', { id: payload.id, type: payload.type, data: payload });
        invalidate(queryRoots.notifications);
        const href = notificationLink(payload, staff);
        toast.info(payload.message ?? payload.text ?? payload.title ?? '', {
          live: true,
          ...(payload.title ? { title: payload.title } : {}),
          ...(href ? { href } : {}),
        });
      });
      for (const companyId of companies ? companies.split(',').map(Number) : []) {
        echo
          .private(`company.${companyId}`)
          .listen(`.${BROADCAST_EVENTS.ticketCreated}`, (payload: TicketPayload) => {
            eventBus.emit('ticket:created', { id: payload.id, companyId: payload.companyId });
            invalidate(queryRoots.tickets, queryRoots.ticketCounters, queryRoots.menuBadges);
          })
          .listen(`.${BROADCAST_EVENTS.ticketUpdated}`, (payload: TicketPayload) => {
            eventBus.emit('ticket:updated', { id: payload.id, companyId: payload.companyId });
            invalidate(queryRoots.tickets, queryRoots.ticketCounters, queryRoots.menuBadges, queryRoots.agentSummary);
          });
      }
      providePresence(presenceJoiner(echo));
      echo.channel(COUNTERS_CHANNEL).listen(`.${BROADCAST_EVENTS.countersUpdated}`, (payload: Record<string, number>) => {
        eventBus.emit('counters:updated', payload);
        invalidate(queryRoots.counters);
      });
    });

    return () => {
      cancelled = true;
      providePresence(null);
      echo?.disconnect();
      setSocketId(null);
    };
  }, [ready, userId, companies, staff, queryClient]);
}
