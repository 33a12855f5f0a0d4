/**
 * /ticket?filter=… (own tickets) and /ticket/companyindex?filter=… (the company's, client-vip): one page of a client
 * filter with the counts per filter, search, sort and pagination; the state is the URL. Live: the shell invalidates
 * the tickets queries when the company channel announces a change.
 */
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { CLIENT_TICKET_FILTERS } from '@helpdesk/shared/enums';
import { ListSkeleton, useSearchText } from '@helpdesk/shared/ui';
import { ListFrame, ListSearch, ListTabs } from '@helpdesk/shared/remote';
import { ticketCountersQuery, ticketListQuery } from '../api/ticket-list.ts';
import type { TicketScope } from '../api/ticket-list.ts';
import { useClientTicketListParams } from '../hooks/use-list-params.ts';
import { ListSort } from './list-toolbar.tsx';
import { TicketTable } from './ticket-table.tsx';

// Cards load only below the mobile breakpoint: Card stays off the remote's first route on a desktop.
const TicketCards = lazy(() => import('./ticket-cards.tsx').then((m) => ({ default: m.TicketCards })));

export function TicketListScreen({ scope }: { scope: TicketScope }) {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const [params, update] = useClientTicketListParams();
  const query = useQuery(ticketListQuery({ scope, ...params }));
  const counts = useQuery(ticketCountersQuery(scope)).data;
  const list = query.data;
  const rows = list?.data ?? [];

  const onSearchSettled = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const [searchText, setSearchText, searchNow] = useSearchText(params.search, onSearchSettled);

  // Past the last page (tickets left the view, or an old link): go to the last one there is.
  useEffect(() => {
    if (list && !query.isPlaceholderData && list.meta.total > 0 && params.page > list.meta.last_page)
      update({ page: list.meta.last_page }, { replace: true });
  }, [list, query.isPlaceholderData, params.page, update]);

  const company = scope === 'company';
  const view = { rows, showRequester: company };
  return (
    <ListFrame
      remote="client"
      name={company ? 'company-tickets' : 'tickets'}
      title={t(company ? 'screens.companyTickets' : 'screens.ticketList')}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.client.ticketCreate())}>
          {t('tickets.add')}
        </Button>
      }
      tabs={
        <ListTabs
          value={params.filter}
          options={CLIENT_TICKET_FILTERS}
          label={(filter) => t(`tickets.filters.${filter}`)}
          counts={counts}
          onChange={(filter) => update({ filter })}
          aria-label={t('tickets.list.filters')}
          size="small"
        />
      }
      search={<ListSearch label={t('tickets.list.search')} value={searchText} onChange={setSearchText} onEnter={searchNow} />}
      filters={<ListSort sort={params.sort} onSort={(sort) => update({ sort })} />}
      query={query}
      loadingRows={params.perPage}
      empty={{
        text: params.search ? t('tickets.list.emptySearch', { search: params.search }) : t('tickets.list.empty'),
        action: params.search ? <Button onClick={() => setSearchText('')}>{t('tickets.list.clearSearch')}</Button> : undefined,
      }}
      table={() => <TicketTable {...view} />}
      cards={() => (
        <Suspense fallback={<ListSkeleton rows={params.perPage} />}>
          <TicketCards {...view} />
        </Suspense>
      )}
      pagination={{ perPage: params.perPage, onPage: (page) => update({ page }), onPerPage: (perPage) => update({ perPage }) }}
    />
  );
}

export function OwnTicketsScreen() {
  return <TicketListScreen scope="own" />;
}

export function CompanyTicketsScreen() {
  return <TicketListScreen scope="company" />;
}
