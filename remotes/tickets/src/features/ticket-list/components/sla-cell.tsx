/**
 * The SLA of a row: the clock that matters now (first response while unanswered, else resolution), its state
 * from the server (a running clock past its deadline shows as breached) and the deadline.
 */
import { Badge, Caption1, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SlaClock, SlaState, TicketRow } from '@helpdesk/shared/resources';
import { formatDateTime } from '@helpdesk/shared/format';

const COLOURS: Record<SlaState, BadgeProps['color']> = {
  due: 'informative',
  breached: 'danger',
  paused: 'warning',
  met: 'success',
  none: 'subtle',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: '2px' },
});

export function relevantClock(sla: TicketRow['sla']): { which: 'firstResponse' | 'resolution'; clock: SlaClock } {
  const first = sla.first_response;
  if (!first.done_at && (first.state === 'due' || first.state === 'breached')) return { which: 'firstResponse', clock: first };
  return { which: 'resolution', clock: sla.resolution };
}

export function shownState(clock: SlaClock, now = Date.now()): SlaState {
  if (clock.state === 'due' && clock.due_at && !clock.done_at && Date.parse(clock.due_at) < now) return 'breached';
  return clock.state;
}

export function SlaCell({ sla }: { sla: TicketRow['sla'] }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { which, clock } = relevantClock(sla);
  const state = shownState(clock);
  return (
    <span className={styles.root} data-sla={state}>
      <Badge appearance="tint" color={COLOURS[state]} title={t(`common.sla.${which}`)}>
        {t(`common.sla.${state}`)}
      </Badge>
      {clock.due_at && state !== 'none' && <Caption1>{t('common.sla.deadline', { date: formatDateTime(clock.due_at) })}</Caption1>}
    </span>
  );
}
