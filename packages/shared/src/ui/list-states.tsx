/** Loading (skeleton rows), empty and error (with retry) states of a list or a page. */
import type { ReactNode } from 'react';
import { Button, Skeleton, SkeletonItem, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissCircleRegular, DocumentSearchRegular, type FluentIcon } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '90px 1fr 120px 90px', columnGap: tokens.spacingHorizontalM, alignItems: 'center' },
  selectableRow: { gridTemplateColumns: '20px 90px 1fr 120px 90px' },
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
  // MessageBar's look without MessageBar (it weighs ~6 KiB gzip on a remote's first route).
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

export interface ListSkeletonProps {
  /** As many rows as the page will have (at most 12 are drawn). */
  rows?: number;
  /** A leading checkbox column, for lists whose rows can be selected. */
  selectable?: boolean;
  /** The loading state's name for assistive technology (default: "Loading…"). */
  label?: string;
}

export function ListSkeleton({ rows = 8, selectable = false, label }: ListSkeletonProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  return (
    <Skeleton className={styles.skeleton} aria-label={label ?? t('list.loading')} data-testid="list-loading">
      {Array.from({ length: Math.min(rows, 12) }, (_, i) => (
        <div key={i} className={mergeClasses(styles.row, selectable && styles.selectableRow)}>
          {selectable && <SkeletonItem shape="square" size={16} />}
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
        </div>
      ))}
    </Skeleton>
  );
}

export interface ListEmptyProps {
  text: string;
  /** E.g. "clear the search". */
  action?: ReactNode;
  /** The list's own picture (default: a document with a magnifier). */
  icon?: FluentIcon;
}

export function ListEmpty({ text, action, icon: Icon = DocumentSearchRegular }: ListEmptyProps) {
  const styles = useStyles();
  return (
    <div className={styles.empty} data-testid="list-empty">
      <Icon className={styles.emptyIcon} aria-hidden />
      <Text size={400}>{text}</Text>
      {action}
    </div>
  );
}

export interface ListErrorProps {
  /** The server's reason, after the text. */
  message?: string | undefined;
  onRetry: () => void;
  retrying: boolean;
  /** What failed to load (default: "Could not load the data."). */
  text?: string;
}

export function ListError({ message, onRetry, retrying, text }: ListErrorProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  return (
    <div className={styles.error} role="alert" data-testid="list-error">
      <DismissCircleRegular className={styles.errorIcon} aria-hidden />
      <Text className={styles.errorText}>
        {text ?? t('list.loadError')}
        {message ? ` ${message}` : ''}
      </Text>
      <Button icon={<ArrowClockwiseRegular />} onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
