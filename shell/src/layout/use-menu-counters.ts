import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { companyFilterAtom, toast } from '@helpdesk/shared';
import type { MenuCounter } from './menu.ts';
import { menuBadgesQuery, ticketCountersQuery, unreadCounterQuery } from './api/layout-queries.ts';

/** The numbers beside menu items: ticket counts per filter (company-filtered) and unread counters. */
export function useStaffMenuCounters(acceptsTime: boolean): (counter: MenuCounter) => number | undefined {
  const company = useAtomValue(companyFilterAtom);
  const counters = useQuery(ticketCountersQuery('admin', company)).data;
  const badgesQuery = useQuery(menuBadgesQuery(company));
  const badges = badgesQuery.data;
  const { t } = useTranslation();
  const badgesFailedAt = badgesQuery.isError ? badgesQuery.errorUpdatedAt : 0;
  // Spec §8: a failed menu-badge load has its own text, 'Błąd komunikacji z serverem' (sic).
  useEffect(() => {
    if (badgesFailedAt) toast.error(t('errors.menuBadges'));
  }, [badgesFailedAt, t]);
  const emails = useQuery(unreadCounterQuery('unassigned-email')).data;
  const monitoring = useQuery(unreadCounterQuery('monitoring-log')).data;
  const time = useQuery({ ...unreadCounterQuery('time'), enabled: acceptsTime }).data;
  return (counter) => {
    if (counter.kind === 'ticket-filter') return badges?.[counter.filter] ?? counters?.[counter.filter];
    if (counter.name === 'unassigned-email') return emails;
    if (counter.name === 'monitoring-log') return monitoring;
    if (counter.name === 'time') return time;
    return undefined;
  };
}

export function useClientMenuCounters(hasMonitoring: boolean, isVip: boolean): (counter: MenuCounter) => number | undefined {
  const monitoring = useQuery({ ...unreadCounterQuery('client-monitoring-log'), enabled: hasMonitoring && isVip }).data;
  return (counter) => (counter.kind === 'unread' && counter.name === 'client-monitoring-log' ? monitoring : undefined);
}
