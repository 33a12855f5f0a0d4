/**
 * /admin/ticket?filter=…: one page of a staff filter for the shell's company filter, with
 * search, sort, pagination and the exact total, keyboard work and bulk actions. Its state is the URL.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY, paths } from '@helpdesk/shared';
import { ListSkeleton, useSearchText } from '@helpdesk/shared/ui';
import { ListFrame, useCompanyFilter } from '@helpdesk/shared/remote';
import { ticketListQuery } from '../api/ticket-list-query.ts';
import type { BulkActionKind, BulkResult } from '../api/bulk-change.ts';
import { useTicketListParams } from '../hooks/use-list-params.ts';
import { useRowKeyboard } from '../hooks/use-row-keyboard.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { TicketTable, useRowTexts } from './ticket-table.tsx';
import type { TicketCards as TicketCardsView } from './ticket-cards.tsx';

// Cards load only below the mobile breakpoint: there from the screen's module on, in parallel with the list's data
// (not after the first render with the data, behind a fallback); once loaded they render without a Suspense pass.
const loadCards = () => import('./ticket-cards.tsx');
let LoadedCards: typeof TicketCardsView | null = null;
const cardsChunk = typeof window !== 'undefined' && window.matchMedia?.(MOBILE_MEDIA_QUERY).matches ? loadCards() : null;
void cardsChunk?.then((m) => (LoadedCards = m.TicketCards));
const TicketCards = lazy(() => (cardsChunk ?? loadCards()).then((m) => ({ default: (LoadedCards = m.TicketCards) })));
// Bulk actions load once something is selected: they stay off the remote's first route.
const BulkBar = lazy(() => import('./bulk-bar.tsx').then((m) => ({ default: m.BulkBar })));
const BulkDialog = lazy(() => import('./bulk-dialog.tsx').then((m) => ({ default: m.BulkDialog })));

const useStyles = makeStyles({
  // Room below the pagination for the shell's fixed drafts bar.
  root: { paddingBottom: '64px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function TicketListScreen() {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [params, update] = useTicketListParams();
  const company = useCompanyFilter();
  const query = useQuery(ticketListQuery({ ...params, company }));
  const list = query.data;
  const rows = list?.data ?? [];
  const selection = useSelection();
  const [active, setActive] = useState(-1);
  const [bulk, setBulk] = useState<BulkActionKind | null>(null);
  // The rows' texts are made on the first render, while the list's data are fetched, not in the rows' first render.
  useRowTexts();

  const onSearchSettled = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const [searchText, setSearchText, searchNow] = useSearchText(params.search, onSearchSettled);

  // A new view (filter, company, search, sort, page) starts without selection and without an active row.
  const view = JSON.stringify([params, company]);
  useEffect(() => {
    selection.clear();
    setActive(-1);
  }, [view, selection.clear]);

  // The company filter changed in the sidebar: back to the first page.
  const lastCompany = useRef(company);
  useEffect(() => {
    if (lastCompany.current === company) return;
    lastCompany.current = company;
    if (params.page !== 1) update({ page: 1 }, { replace: true });
  }, [company, params.page, update]);

  // Past the last page (tickets left the view, or an old link): go to the last one there is.
  useEffect(() => {
    if (list && !query.isPlaceholderData && list.meta.total > 0 && params.page > list.meta.last_page) {
      update({ page: list.meta.last_page }, { replace: true });
    }
  }, [list, query.isPlaceholderData, params.page, update]);

  const open = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row) navigate(paths.staff.ticketShow(row.id));
    },
    [rows, navigate],
  );

  useRowKeyboard({
    rowCount: rows.length,
    active,
    setActive,
    onOpen: open,
    onToggle: (index) => rows[index] && selection.toggle(rows[index]),
  });

  const onBulkDone = (result: BulkResult) => {
    selection.keepOnly(result.failed.map((failure) => failure.ticket.id));
    setBulk(null);
  };

  const busy = query.isFetching;
  const viewProps = {
    rows,
    selected: selection.selected,
    active,
    setActive,
    onToggle: selection.toggle,
    onToggleAll: () => selection.toggleAll(rows),
    sort: params.sort,
    onSort: (sort: typeof params.sort) => update({ sort }),
    busy,
  };

  return (
    <ListFrame
      remote="tickets"
      name="ticket-list"
      className={styles.root}
      title={t('screens.ticketList')}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.staff.ticketCreate())}>
          {t('list.add')}
        </Button>
      }
      filters={
        <ListToolbar
          filter={params.filter}
          onFilter={(filter) => update({ filter })}
          searchText={searchText}
          onSearchText={setSearchText}
          onSearchNow={searchNow}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
        />
      }
      query={query}
      errorText={t('list.error')}
      loadingRows={params.perPage}
      loadingLabel={t('list.loading')}
      selectable
      empty={{
        icon: TicketDiagonalRegular,
        text: params.search ? t('list.emptySearch', { search: params.search }) : t('list.empty'),
        action: params.search ? <Button onClick={() => setSearchText('')}>{t('list.clearSearch')}</Button> : undefined,
      }}
      bulk={
        selection.rows.length > 0 && (
          <Suspense fallback={null}>
            <BulkBar count={selection.rows.length} trashed={params.filter === 'trashed'} onAction={setBulk} onClear={selection.clear} />
          </Suspense>
        )
      }
      table={() => <TicketTable {...viewProps} />}
      cards={() =>
        LoadedCards ? (
          <LoadedCards {...viewProps} />
        ) : (
          <Suspense fallback={<ListSkeleton rows={params.perPage} selectable label={t('list.loading')} />}>
            <TicketCards {...viewProps} />
          </Suspense>
        )
      }
      pagination={{
        perPage: params.perPage,
        onPage: (page) => update({ page }),
        onPerPage: (perPage) => update({ perPage }),
        totalNone: t('list.totalNone'),
      }}
      footer={({ mobile: cards }) => !cards && rows.length > 0 && <Caption1 className={styles.hint}>{t('list.keyboardHint')}</Caption1>}
    >
      {bulk && (
        <Suspense fallback={null}>
          <BulkDialog kind={bulk} tickets={selection.rows} onClose={() => setBulk(null)} onDone={onBulkDone} />
        </Suspense>
      )}
    </ListFrame>
  );
}
