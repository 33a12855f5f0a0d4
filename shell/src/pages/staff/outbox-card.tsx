/**
 * The control centre's outbox card: how many messages wait and for how long, how the last 24 hours went, and the
 * last failures (recipients masked by the server). Refreshed every 30 s and with the status section's Refresh.
 */
import {
  Badge,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons/svg/send';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@helpdesk/shared/format';
import type { OutboxSummary } from '@helpdesk/shared/resources';
import { outboxSummaryQuery } from './control-center-api.ts';
import { Facts, StatusCard } from './status-card.tsx';

const useStyles = makeStyles({
  failures: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  failure: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  failureTop: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalXS },
  reason: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  subtitle: { marginTop: tokens.spacingVerticalXS },
});

const AGE_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/**
 * An age in the largest whole unit, in the language's short words ("45 sek.", "3 min", "2 hr"): Intl knows the
 * units and plurals of both languages, so no text of ours spells them.
 */
export function formatAge(seconds: number, lang: string): string {
  const [unit, size] = AGE_UNITS.find(([, s]) => seconds >= s) ?? (['second', 1] as const);
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(Math.floor(seconds / size));
}

function Figures({ summary }: { summary: OutboxSummary }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <>
      <Facts
        rows={[
          [t('controlCenter.outboxWaiting'), <span data-testid="outbox-waiting">{summary.waiting}</span>],
          [
            t('controlCenter.outboxOldest'),
            <span data-testid="outbox-oldest">
              {summary.oldest_waiting_seconds === null
                ? t('controlCenter.outboxNothingWaits')
                : formatAge(summary.oldest_waiting_seconds, i18n.language)}
            </span>,
          ],
          [
            t('controlCenter.outboxFailed'),
            <Badge appearance="filled" color={summary.failed_24h ? 'danger' : 'success'} data-testid="outbox-failed">
              {summary.failed_24h}
            </Badge>,
          ],
          [t('controlCenter.outboxSent'), <span data-testid="outbox-sent">{summary.sent_24h}</span>],
        ]}
      />
      <Text as="h4" size={200} weight="semibold" className={styles.subtitle} id="outbox-failures-title">
        {t('controlCenter.outboxFailures')}
      </Text>
      {summary.recent_failures.length ? (
        <ul className={styles.failures} aria-labelledby="outbox-failures-title" data-testid="outbox-failures">
          {summary.recent_failures.map((failure) => (
            <li key={failure.id} className={styles.failure}>
              <span className={styles.failureTop}>
                <Text size={200} weight="semibold">
                  {t(`controlCenter.outboxChannels.${failure.channel}`)}
                </Text>
                <Text size={200}>{failure.recipient}</Text>
                <Text size={200} className={styles.muted}>
                  <time dateTime={failure.failed_at}>{formatDateTime(failure.failed_at)}</time>
                </Text>
              </span>
              <Text size={200} className={styles.reason}>
                {failure.reason ?? t('controlCenter.outboxNoReason')}
              </Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text size={200} className={styles.muted}>
          {t('controlCenter.outboxNoFailures')}
        </Text>
      )}
    </>
  );
}

export function OutboxCard() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useQuery(outboxSummaryQuery);
  return (
    <StatusCard icon={<SendRegular />} title={t('controlCenter.outbox')}>
      <div aria-busy={isPending} data-testid="outbox-card">
        {error && !data && (
          <MessageBar intent="error">
            <MessageBarBody>{t('controlCenter.outboxError')}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void refetch()}>
                {t('actions.retry')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {isPending && !error && (
          <Skeleton aria-label={t('loading')}>
            <SkeletonItem size={72} />
          </Skeleton>
        )}
        {data && <Figures summary={data} />}
      </div>
    </StatusCard>
  );
}
