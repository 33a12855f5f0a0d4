/** Server pagination: the exact total, first/previous/next/last, and the page size. */
import { Button, Select, Text, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import type { Paginated } from '../resources/common.ts';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** What the bar reads of the `meta` of Laravel's paginator (ARCHITECTURE §3). */
export type PageMeta = Pick<Paginated<unknown>['meta'], 'current_page' | 'last_page' | 'from' | 'to' | 'total'>;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  pages: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
  size: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
});

export interface PaginationBarProps {
  meta: PageMeta;
  /** The page size chooser shows where the list lets the user choose (both given). */
  perPage?: number | undefined;
  onPage: (page: number) => void;
  onPerPage?: ((perPage: number) => void) | undefined;
  /** What the total says when there is nothing (default: "no items"); a list may name its things. */
  totalNone?: string | undefined;
}

export function PaginationBar({ meta, perPage, onPage, onPerPage, totalNone }: PaginationBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const sizeId = useId('page-size');
  const page = meta.current_page;
  const pages = Math.max(1, meta.last_page);
  return (
    <nav className={styles.root} aria-label={t('pagination.label')}>
      <Text data-testid="list-total" aria-live="polite">
        {meta.total > 0
          ? t('pagination.total', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })
          : (totalNone ?? t('pagination.totalNone'))}
      </Text>
      {onPerPage && perPage !== undefined && (
        <span className={styles.size}>
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          <Select id={sizeId} size="small" value={String(perPage)} onChange={(_, data) => onPerPage(Number(data.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </span>
      )}
      <span className={styles.pages}>
        <Button
          appearance="subtle"
          icon={<ChevronDoubleLeftRegular />}
          aria-label={t('pagination.first')}
          disabled={page <= 1}
          onClick={() => onPage(1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Text>{t('pagination.page', { page, pages })}</Text>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('pagination.next')}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronDoubleRightRegular />}
          aria-label={t('pagination.last')}
          disabled={page >= pages}
          onClick={() => onPage(pages)}
        />
      </span>
    </nav>
  );
}
