/**
 * The list frame of the intake screens (monitoring logs, unassigned e-mails, reminders, projects): loading,
 * error with retry, empty, and server pagination with the exact total. Texts from the `intake` section.
 */
import type { ReactNode } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export interface PageMeta {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
}

export interface PagedListProps {
  /** The page's query (react-query): its states, and `meta` of the page it answered. */
  query: { isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown; data?: { meta: PageMeta } | undefined };
  empty: string;
  onPage: (page: number) => void;
  children: ReactNode;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', rowGap: tokens.spacingVerticalS, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  error: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  pager: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  pages: { marginLeft: 'auto', display: 'flex', columnGap: tokens.spacingHorizontalXS },
  scroll: { overflowX: 'auto' },
});

export function PagedList({ query, empty, onPage, children }: PagedListProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { isLoading, isError, isFetching } = query;
  const meta = query.data?.meta;
  if (isLoading) {
    return (
      <div className={styles.state} data-testid="list-loading">
        <Spinner label={t('intake.loading')} />
      </div>
    );
  }
  if (isError || !meta) {
    return (
      <div className={styles.error} role="alert" data-testid="list-error">
        <Text>{t('intake.error')}</Text>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void query.refetch()} disabled={isFetching}>
          {t('intake.retry')}
        </Button>
      </div>
    );
  }
  if (meta.total === 0) {
    return (
      <div className={styles.state} data-testid="list-empty">
        <Text size={400}>{empty}</Text>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <div className={styles.scroll}>{children}</div>
      <nav className={styles.pager} aria-label={t('intake.pagination')}>
        <Text data-testid="list-total" aria-live="polite">
          {t('intake.total', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
        </Text>
        <span className={styles.pages}>
          <Button icon={<ChevronLeftRegular />} disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
            {t('intake.previous')}
          </Button>
          <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={meta.current_page >= meta.last_page} onClick={() => onPage(meta.current_page + 1)}>
            {t('intake.next')}
          </Button>
        </span>
      </nav>
    </div>
  );
}
