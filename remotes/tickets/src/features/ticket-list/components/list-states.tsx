/** Loading (skeleton rows), empty and error (with retry) states of the list. */
import { Button, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissCircleRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '20px 90px 1fr 120px 90px', columnGap: tokens.spacingHorizontalM, alignItems: 'center' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: '40px' },
  // MessageBar's look without MessageBar (it weighs ~6 KiB gzip on the remote's first route).
  error: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  errorIcon: { fontSize: '20px', color: tokens.colorStatusDangerForeground1, flexShrink: 0 },
  errorText: { flexGrow: 1 },
});

export function ListSkeleton({ rows }: { rows: number }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <Skeleton className={styles.skeleton} aria-label={t('list.loading')} data-testid="list-loading">
      {Array.from({ length: Math.min(rows, 12) }, (_, i) => (
        <div key={i} className={styles.row}>
          <SkeletonItem shape="square" size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
        </div>
      ))}
    </Skeleton>
  );
}

export function ListEmpty({ search, onClearSearch }: { search: string; onClearSearch: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <div className={styles.empty} data-testid="list-empty">
      <TicketDiagonalRegular className={styles.emptyIcon} aria-hidden />
      <Text size={400}>{search ? t('list.emptySearch', { search }) : t('list.empty')}</Text>
      {search && <Button onClick={onClearSearch}>{t('list.clearSearch')}</Button>}
    </div>
  );
}

export function ListError({ message, onRetry, retrying }: { message?: string; onRetry: () => void; retrying: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <div className={styles.error} role="alert" data-testid="list-error">
      <DismissCircleRegular className={styles.errorIcon} aria-hidden />
      <Text className={styles.errorText}>
        {t('list.error')}
        {message ? ` ${message}` : ''}
      </Text>
      <Button icon={<ArrowClockwiseRegular />} onClick={onRetry} disabled={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
