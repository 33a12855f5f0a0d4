/**
 * The two SLA clocks of a ticket (first response, resolution): the server's state (due / breached / paused /
 * met / none), the deadline, and on a running clock how long is left or how late it is, ticking on screen.
 */
import { Badge, Caption1, makeStyles, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SlaClock, SlaState, TicketDetail } from '@helpdesk/shared/resources';
import { useNow } from '../hooks/use-now.ts';
import { formatDateTime } from '@helpdesk/shared/format';
import { durationParts, slaView } from '../lib/sla-view.ts';

const BADGE: Record<SlaState, BadgeProps['color']> = {
  due: 'informative',
  breached: 'danger',
  paused: 'warning',
  met: 'success',
  none: 'subtle',
};

const useStyles = makeStyles({
  list: { display: 'grid', rowGap: tokens.spacingVerticalS, margin: 0 },
  clock: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  name: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  detail: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground2, margin: 0 },
  late: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

function useDuration() {
  const { t } = useTranslation('tickets');
  return (ms: number) => {
    const { days, hours, minutes } = durationParts(ms);
    const parts = [];
    if (days) parts.push(t('show.duration.days', { count: days }));
    if (hours || days) parts.push(t('show.duration.hours', { count: hours }));
    if (!days) parts.push(t('show.duration.minutes', { count: minutes }));
    return parts.join(' ');
  };
}

function Clock({ name, clock, now, testId }: { name: string; clock: SlaClock; now: number; testId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const duration = useDuration();
  const view = slaView(clock, now);
  let detail: string;
  if (view.state === 'none') detail = t('show.sla.noDeadline');
  else if (clock.done_at)
    detail = `${t('common.sla.deadline', { date: formatDateTime(clock.due_at) })} · ${t('show.sla.doneAt', { date: formatDateTime(clock.done_at) })}`;
  else if (view.remainingMs !== null && view.state !== 'paused')
    detail = `${t('common.sla.deadline', { date: formatDateTime(clock.due_at) })} · ${view.remainingMs >= 0 ? t('show.sla.left', { duration: duration(view.remainingMs) }) : t('show.sla.overdue', { duration: duration(view.remainingMs) })}`;
  else detail = t('common.sla.deadline', { date: formatDateTime(clock.due_at) });
  return (
    <div className={styles.clock} data-testid={testId} data-state={view.state}>
      <dt className={styles.name}>{name}</dt>
      <dd style={{ margin: 0 }}>
        <Badge appearance="filled" color={BADGE[view.state]}>
          {t(`common.sla.${view.state}`)}
        </Badge>
      </dd>
      <dd className={view.state === 'breached' ? `${styles.detail} ${styles.late}` : styles.detail}>
        <Text size={200}>{detail}</Text>
      </dd>
    </div>
  );
}

export function SlaTimers({ sla }: { sla: TicketDetail['sla'] }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const now = useNow();
  return (
    <div>
      <dl className={styles.list}>
        <Clock name={t('common.sla.firstResponse')} clock={sla.first_response} now={now} testId="sla-first-response" />
        <Clock name={t('common.sla.resolution')} clock={sla.resolution} now={now} testId="sla-resolution" />
      </dl>
      {sla.paused && <Caption1 className={styles.hint}>{t('show.sla.pausedHint')}</Caption1>}
    </div>
  );
}

/** Both clocks' states in one line, for the header (the full clocks sit beside the conversation). */
export function SlaBadges({ sla }: { sla: TicketDetail['sla'] }) {
  const { t } = useTranslation('tickets');
  const now = useNow();
  const clocks = [
    { key: 'first-response', name: t('common.sla.firstResponse'), clock: sla.first_response },
    { key: 'resolution', name: t('common.sla.resolution'), clock: sla.resolution },
  ];
  return (
    <>
      {clocks.map(({ key, name, clock }) => {
        const state = slaView(clock, now).state;
        return (
          <Badge key={key} appearance="tint" color={BADGE[state]} data-sla={key} data-state={state}>
            {name}: {t(`common.sla.${state}`)}
          </Badge>
        );
      })}
    </>
  );
}
