/**
 * Connects real time for the logged-in user and turns broadcasts into event-bus messages and query
 * invalidations; remotes listen on the bus and on their queries, never on the socket (ARCHITECTURE §4).
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BROADCAST_EVENTS,
  companyChoicesQuery,
  COUNTERS_CHANNEL,
  DEPLOYMENTS_CHANNEL,
  eventBus,
  providePresence,
  setSocketId,
  toast,
} from '@helpdesk/shared';
import { presenceJoiner } from './presence-joiner.ts';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { useCurrentUser } from '../session/session.ts';
import { isAgent } from '../session/access.ts';
import { currentBrowserConfig } from '../app/startup.ts';
import { connectEcho, type EchoInstance } from './echo-connection.ts';
import { notificationLink } from '@helpdesk/shared/notification-link';
import {
  STALE_QUERIES,
  type AgentEventPayload,
  type ClientEventPayload,
  type CompanyEventPayload,
  type PlannedWorkEventPayload,
  type QueryKeyPrefix,
  type TicketDeliveriesEventPayload,
  type TicketEventPayload,
} from './stale-queries.ts';
import { remoteDeployed, type RemoteDeployedPayload } from '../federation/remote-upgrades.ts';

interface NotificationPayload {
  id: string;
  type: string;
  message?: string;
  title?: string;
  text?: string;
  ticket?: number;
  [key: string]: unknown;
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
  const staff = user ? isAgent(user) : false;
  // Staff follow every company they may see (admins and managers: all of them); a client their own company.
  const visible = useQuery({ ...companyChoicesQuery, enabled: ready && staff }).data;
  const companies = !user ? '' : staff ? (visible ?? []).map((company) => company.id).join(',') : String(user.data.company_id ?? '');
  const [echo, setEcho] = useState<EchoInstance | null>(null);

  const invalidate = useCallback(
    (keys: QueryKeyPrefix[]) => keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
    [queryClient],
  );

  // One connection per signed-in user: the user's own channel (notifications; planned works for staff) and the
  // public counters.
  useEffect(() => {
    const echoConfig = currentBrowserConfig().echo;
    if (!ready || !userId || !echoConfig) return;
    let connected: EchoInstance | null = null;
    let cancelled = false;
    void connectEcho(echoConfig).then((instance) => {
      if (cancelled) {
        instance.disconnect();
        return;
      }
      connected = instance;
      const own = instance.private(`App.Models.User.${userId}`);
      // Marks the page once live notifications can arrive (diagnostics, and what the e2e suite waits for).
      own.subscribed(() => (document.documentElement.dataset.realtime = 'subscribed'));
      own.notification((payload: NotificationPayload) => {
        eventBus.emit('notification:received', { id: payload.id, type: payload.type, data: payload });
        invalidate(STALE_QUERIES.notification(payload));
        const href = notificationLink(payload, staff);
        toast.info(payload.message ?? payload.text ?? payload.title ?? '', {
          live: true,
          ...(payload.title ? { title: payload.title } : {}),
          ...(href ? { href } : {}),
        });
      });
      // Planned works are staff-only: the server sends their changes to each agent who sees the company, here.
      if (staff) {
        own.listen(`.${BROADCAST_EVENTS.plannedWorkUpdated}`, (payload: PlannedWorkEventPayload) =>
          invalidate(STALE_QUERIES.plannedWorkUpdated(payload)),
        );
        own.listen(`.${BROADCAST_EVENTS.agentUpdated}`, (payload: AgentEventPayload) => {
          eventBus.emit('agent:changed', { id: payload.id, action: payload.action });
          invalidate(STALE_QUERIES.agentUpdated(payload));
        });
        own.listen(`.${BROADCAST_EVENTS.clientUpdated}`, (payload: ClientEventPayload) => invalidate(STALE_QUERIES.clientUpdated(payload)));
        own.listen(`.${BROADCAST_EVENTS.companyUpdated}`, (payload: CompanyEventPayload) =>
          invalidate(STALE_QUERIES.companyUpdated(payload)),
        );
        own.listen(`.${BROADCAST_EVENTS.timerChanged}`, () => invalidate(STALE_QUERIES.timerChanged({})));
        // Deliveries name recipients and mail servers' answers: staff only, so on the own channel, not the company's.
        own.listen(`.${BROADCAST_EVENTS.ticketDeliveriesUpdated}`, (payload: TicketDeliveriesEventPayload) => {
          eventBus.emit('ticket:deliveries', { id: payload.ticketId, companyId: payload.companyId });
          invalidate(STALE_QUERIES.ticketDeliveriesUpdated(payload));
        });
      }
      // A signal without figures (anyone may join the channel): the counters are refetched through the API.
      instance.channel(COUNTERS_CHANNEL).listen(`.${BROADCAST_EVENTS.countersUpdated}`, () => {
        eventBus.emit('counters:updated', {});
        invalidate(STALE_QUERIES.countersUpdated({}));
      });
      // A remote deployed or rolled back: the next navigation into it loads the build this user now gets.
      instance
        .channel(DEPLOYMENTS_CHANNEL)
        .subscribed(() => (document.documentElement.dataset.deployments = 'subscribed'))
        .listen(`.${BROADCAST_EVENTS.remoteDeployed}`, (payload: RemoteDeployedPayload) => void remoteDeployed(payload));
      providePresence(presenceJoiner(instance));
      setEcho(instance);
    });
    return () => {
      cancelled = true;
      delete document.documentElement.dataset.realtime;
      delete document.documentElement.dataset.deployments;
      providePresence(null);
      setEcho(null);
      connected?.disconnect();
      setSocketId(null);
    };
  }, [ready, userId, staff, invalidate]);

  // Company channels follow the companies the user may see, without reconnecting.
  useEffect(() => {
    if (!echo || !companies) return;
    const ids = companies.split(',').map(Number);
    for (const companyId of ids) {
      echo
        .private(`company.${companyId}`)
        .listen(`.${BROADCAST_EVENTS.ticketCreated}`, (payload: TicketEventPayload) => {
          eventBus.emit('ticket:created', { id: payload.id, companyId: payload.companyId });
          invalidate(STALE_QUERIES.ticketCreated(payload));
        })
        .listen(`.${BROADCAST_EVENTS.ticketUpdated}`, (payload: TicketEventPayload) => {
          eventBus.emit('ticket:updated', { id: payload.id, companyId: payload.companyId });
          invalidate(STALE_QUERIES.ticketUpdated(payload));
        });
    }
    return () => ids.forEach((companyId) => echo.leave(`company.${companyId}`));
  }, [echo, companies, invalidate]);
}

/** The connection as a component, so the app root can load real time as a chunk of its own (deferred-realtime.tsx). */
export function RealtimeConnection(): null {
  useRealtime();
  return null;
}
