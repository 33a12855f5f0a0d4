/** Loading (skeleton rows), empty and error (with retry) states of a list or a page. */
import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '90px 1fr 120px 90px', columnGap: tokens.spacingHorizontalM, alignItems: 'center' },
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
});

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  return (
    <Skeleton className={styles.skeleton} aria-label={t('common.loading')} data-testid="list-loading">
      {Array.from({ length: Math.min(rows, 12) }, (_, i) => (
        <div key={i} className={styles.row}>
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
        </div>
      ))}
    </Skeleton>
  );
}

export function ListEmpty({ text, action }: { text: string; action?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} data-testid="list-empty">
      <DocumentSearchRegular className={styles.emptyIcon} aria-hidden />
      <Text size={400}>{text}</Text>
      {action}
    </div>
  );
}

export function ListError({ message, onRetry, retrying }: { message?: string | undefined; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('client');
  return (
    <MessageBar intent="error" data-testid="list-error">
      <MessageBarBody>
        {t('common.loadError')}
        {message ? ` ${message}` : ''}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry} disabled={retrying}>
          {t('common.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
