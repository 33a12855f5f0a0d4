/**
 * The frame of every list screen, on the screen frame: title and actions; tabs, search and the other filters; the
 * bulk bar while rows are selected; the rows as a table — or as cards below the spec's mobile breakpoint
 * (991.98 px) —, their loading, empty and error states; server pagination with the exact total; a footer.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Paginated } from '../resources/common.ts';
import { PaginationBar, type PageMeta } from '../ui/pagination-bar.tsx';
import { useIsMobile } from '../ui/use-media-query.ts';
import { FrameRefetchError, ScreenFrame, frameState, type FrameQuery, type FrameStates, type ScreenFrameProps } from './screen-frame.tsx';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  rows: { minWidth: 0, overflowX: 'auto' },
  stale: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
});

/** What the frame reads of a page (the shared `Paginated`): its rows and what the pagination bar shows. */
export type ListPage<Row> = Pick<Paginated<Row>, 'data'> & { meta: PageMeta };

export interface ListFrameProps<Row>
  extends Omit<ScreenFrameProps, 'children' | 'query' | 'isEmpty' | 'filters'>, Omit<FrameStates, 'query' | 'isEmpty'> {
  query: FrameQuery & { data?: ListPage<Row> | undefined; isPlaceholderData?: boolean };
  /** The list's filters as tabs (ListTabs), above the controls. */
  tabs?: ReactNode;
  /** The search box (ListSearch), first of the controls. */
  search?: ReactNode;
  /** Other controls after the search (sort, company…). */
  filters?: ReactNode;
  /** Shown above the rows while some are selected. */
  bulk?: ReactNode;
  /** Above the rows while there are rows (e.g. the figures of the whole list); not part of the rows' timing. */
  summary?: ReactNode;
  /** The rows as a table. */
  table: (rows: Row[]) => ReactNode;
  /** The rows as cards, below the mobile breakpoint; without it the table scrolls sideways there. */
  cards?: (rows: Row[]) => ReactNode;
  pagination: { onPage: (page: number) => void; perPage?: number; onPerPage?: (perPage: number) => void; totalNone?: string };
  /** Below the pagination (e.g. the keyboard hint); `mobile` says whether cards are shown. */
  footer?: (state: { mobile: boolean; rows: Row[] }) => ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * Times each render of the rows, from the start of their render to the end of its commit, as a User Timing measure
 * `list-rows:<screen name>`: it shows in a browser Performance trace and to a PerformanceObserver (bench/page-load
 * reads it). A second measure, `list-rows-render:<screen name>`, ends when the rows' own elements are made (the render
 * of the rows' subtree, before the commit that puts them — and whatever else mounts in the same pass — on the page).
 * The entries are cleared at once, so a list open for hours keeps none.
 */
function RowsTiming({ name = 'list', children }: { name?: string | undefined; children: ReactNode }) {
  const start = `list-rows:${name}:start`;
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(start);
  useLayoutEffect(() => {
    if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
    try {
      performance.measure(`list-rows:${name}`, start);
    } catch {
      // The start mark is gone (cleared by another list's commit in between): nothing to time.
    }
    performance.clearMarks(start);
    performance.clearMeasures(`list-rows:${name}`);
  });
  return (
    <>
      {children}
      <RowsRendered name={name} start={start} />
    </>
  );
}

/** Rendered after the rows (React renders a sibling once the one before it is complete): the rows' own render ends. */
function RowsRendered({ name, start }: { name: string; start: string }) {
  if (typeof performance !== 'undefined' && typeof performance.measure === 'function') {
    try {
      performance.measure(`list-rows-render:${name}`, start);
      performance.clearMeasures(`list-rows-render:${name}`);
    } catch {
      // No start mark: nothing to time.
    }
  }
  return null;
}

export function ListFrame<Row>(props: ListFrameProps<Row>) {
  const { query, tabs, search, filters, bulk, summary, table, cards, pagination, footer, children, ...frame } = props;
  const styles = useStyles();
  const mobile = useIsMobile();
  const page = query.data;
  const rows = page?.data ?? [];
  const state = frameState({ ...frame, query, isEmpty: rows.length === 0 });
  const toolbar = (tabs || search || filters) && (
    <div className={styles.toolbar}>
      {tabs}
      {(search || filters) && (
        <div className={styles.controls}>
          {search}
          {filters}
        </div>
      )}
    </div>
  );
  return (
    <ScreenFrame {...frame} busy={frame.busy ?? query.isFetching} filters={toolbar || undefined}>
      {bulk}
      {!state && summary}
      {state ?? (
        <div
          className={mergeClasses(styles.rows, query.isPlaceholderData && styles.stale)}
          data-testid="list-rows"
          data-view={mobile && cards ? 'cards' : 'table'}
        >
          <RowsTiming name={frame.name}>{mobile && cards ? cards(rows) : table(rows)}</RowsTiming>
        </div>
      )}
      {!state && <FrameRefetchError query={query} errorText={frame.errorText} />}
      {page && (
        <PaginationBar
          meta={page.meta}
          perPage={pagination.perPage}
          onPage={pagination.onPage}
          onPerPage={pagination.onPerPage}
          totalNone={pagination.totalNone}
        />
      )}
      {footer?.({ mobile, rows })}
      {children}
    </ScreenFrame>
  );
}
