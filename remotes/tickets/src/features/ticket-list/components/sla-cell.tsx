/**
 * The SLA of a row: the clock that matters now (first response while unanswered, else resolution), its state
 * from the server (a running clock past its deadline shows as breached) and the deadline.
 */
import { Badge, Caption1, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SlaState, TicketRow } from '@helpdesk/shared/resources';
import { relevantClock, shownState } from './sla-state.ts';
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
