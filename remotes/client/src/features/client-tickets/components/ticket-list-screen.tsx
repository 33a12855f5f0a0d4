/**
 * /ticket?filter=… (own tickets) and /ticket/companyindex?filter=… (the company's, client-vip): one page of a client
 * filter with the counts per filter, search, sort and pagination; the state is the URL. Live: the shell invalidates
 * the tickets queries when the company channel announces a change.
 */
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { errorMessage, paths } from '@helpdesk/shared';
import { ListEmpty, ListError, ListSkeleton, PaginationBar, useIsMobile, useSearchText } from '@helpdesk/shared/ui';
import { ScreenFrame } from '../../shared/components/screen-frame.tsx';
import { ticketCountersQuery, ticketListQuery } from '../api/ticket-list.ts';
import type { TicketScope } from '../api/ticket-list.ts';
import { useClientTicketListParams } from '../hooks/use-list-params.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { TicketTable } from './ticket-table.tsx';

// Cards load only below the mobile breakpoint: Card stays off the remote's first route on a desktop.
const TicketCards = lazy(() => import('./ticket-cards.tsx').then((m) => ({ default: m.TicketCards })));

const useStyles = makeStyles({
  stale: { opacity: 0.6 },
  rows: { minWidth: 0, overflowX: 'auto' },
});

export function TicketListScreen({ scope }: { scope: TicketScope }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params, update] = useClientTicketListParams();
  const query = useQuery(ticketListQuery({ scope, ...params }));
  const counts = useQuery(ticketCountersQuery(scope)).data;
  const list = query.data;
  const rows = list?.data ?? [];

  const onSearchSettled = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const [searchText, setSearchText] = useSearchText(params.search, onSearchSettled);

  // Past the last page (tickets left the view, or an old link): go to the last one there is.
  useEffect(() => {
    if (list && !query.isPlaceholderData && list.meta.total > 0 && params.page > list.meta.last_page) update({ page: list.meta.last_page }, { replace: true });
  }, [list, query.isPlaceholderData, params.page, update]);

  const company = scope === 'company';
  const view = { rows, showRequester: company };
  return (
    <ScreenFrame
      name={company ? 'company-tickets' : 'tickets'}
      title={t(company ? 'screens.companyTickets' : 'screens.ticketList')}
      busy={query.isFetching}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.client.ticketCreate())}>
          {t('tickets.add')}
        </Button>
      }
    >
      <ListToolbar
        filter={params.filter}
        onFilter={(filter) => update({ filter })}
        counts={counts}
        searchText={searchText}
        onSearchText={setSearchText}
        sort={params.sort}
        onSort={(sort) => update({ sort })}
      />
      {query.isError && !list ? (
        <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton rows={params.perPage} />
      ) : rows.length === 0 ? (
        <ListEmpty
          text={params.search ? t('tickets.list.emptySearch', { search: params.search }) : t('tickets.list.empty')}
          action={params.search ? <Button onClick={() => setSearchText('')}>{t('tickets.list.clearSearch')}</Button> : undefined}
        />
      ) : (
        <div className={mergeClasses(styles.rows, query.isPlaceholderData && styles.stale)}>
          {mobile ? (
            <Suspense fallback={<ListSkeleton rows={params.perPage} />}>
              <TicketCards {...view} />
            </Suspense>
          ) : (
            <TicketTable {...view} />
          )}
        </div>
      )}
      {query.isError && list && <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {list && <PaginationBar meta={list.meta} perPage={params.perPage} onPage={(page) => update({ page })} onPerPage={(perPage) => update({ perPage })} />}
    </ScreenFrame>
  );
}

export function OwnTicketsScreen() {
  return <TicketListScreen scope="own" />;
}

export function CompanyTicketsScreen() {
  return <TicketListScreen scope="company" />;
}
