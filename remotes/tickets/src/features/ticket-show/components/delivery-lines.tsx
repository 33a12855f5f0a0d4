/**
 * Under a message that was mailed, one line per recipient: sent, waiting (which attempt comes next), or failed with
 * the reason and a Retry button. Staff only (the ticket page is theirs). The status is a word, never colour alone.
 */
import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkCircleRegular, ClockRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import { formatDateTime } from '@helpdesk/shared/format';
import type { Delivery } from '@helpdesk/shared/resources';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: `${tokens.spacingVerticalXS} 0 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
  },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    minHeight: '24px',
  },
  recipient: { overflowWrap: 'anywhere', minWidth: 0 },
  detail: {
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
    minWidth: 0,
    // Below the breakpoint the detail takes its own row under the badge and address.
    [`@media ${MOBILE_MEDIA_QUERY}`]: { flexBasis: '100%' },
  },
  reason: {
    color: tokens.colorPaletteRedForeground1,
    overflowWrap: 'anywhere',
    minWidth: 0,
    [`@media ${MOBILE_MEDIA_QUERY}`]: { flexBasis: '100%' },
  },
});

function StatusBadge({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('tickets');
  if (delivery.status === 'sent') {
    return (
      <Badge appearance="tint" color="success" icon={<CheckmarkCircleRegular />}>
        {t('show.delivery.sent')}
      </Badge>
    );
  }
  if (delivery.status === 'failed') {
    return (
      <Badge appearance="tint" color="danger" icon={<DismissCircleRegular />}>
        {t('show.delivery.failed')}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="warning" icon={<ClockRegular />}>
      {delivery.status === 'sending'
        ? t('show.delivery.sending')
        : delivery.attempts > 0
          ? t('show.delivery.waitingAttempt', { n: delivery.attempts + 1 })
          : t('show.delivery.waiting')}
    </Badge>
  );
}

function Detail({ delivery }: { delivery: Delivery }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  if (delivery.status === 'failed') {
    return (
      <Text size={200} className={styles.reason}>
        {delivery.last_error ?? t('show.delivery.noReason')}
      </Text>
    );
  }
  const parts =
    delivery.status === 'sent'
      ? [delivery.sent_at ? formatDateTime(delivery.sent_at) : null]
      : [
          delivery.next_attempt_at && delivery.attempts > 0
            ? t('show.delivery.nextAttempt', { date: formatDateTime(delivery.next_attempt_at) })
            : null,
          delivery.last_error ? t('show.delivery.lastError', { reason: delivery.last_error }) : null,
        ];
  const text = parts.filter(Boolean).join(' · ');
  return text ? (
    <Text size={200} className={styles.detail}>
      {text}
    </Text>
  ) : null;
}

export function DeliveryLines({
  deliveries,
  onRetry,
  retrying,
}: {
  deliveries: readonly Delivery[];
  onRetry: (outboxId: number) => void;
  retrying: number | null;
}) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  if (!deliveries.length) return null;
  return (
    <ul className={styles.list} aria-label={t('show.delivery.label')} data-testid="delivery-lines">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className={styles.line} data-status={delivery.status}>
          <StatusBadge delivery={delivery} />
          <Text size={200} className={styles.recipient}>
            {delivery.recipient}
          </Text>
          <Detail delivery={delivery} />
          {delivery.status === 'failed' && (
            <Button
              size="small"
              appearance="secondary"
              icon={<ArrowClockwiseRegular />}
              aria-label={t('show.delivery.retryLabel', { recipient: delivery.recipient })}
              disabledFocusable={retrying === delivery.id}
              onClick={() => onRetry(delivery.id)}
            >
              {t('show.delivery.retry')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
