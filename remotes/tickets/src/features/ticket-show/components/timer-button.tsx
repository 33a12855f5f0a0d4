/**
 * The ticket page's timer control: "Start timer", or — while the agent's timer runs on this ticket — "Stop timer"
 * with the elapsed time (stopping opens the time tab's form filled from it) and discarding. A timer running on
 * another ticket is refused by the server, whose answer names that ticket. The shell's chip announces start and stop.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PlayRegular, StopRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ElapsedTime } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { useTicketTimer } from '../hooks/use-ticket-timer.ts';

const useStyles = makeStyles({
  root: { display: 'inline-flex', gap: tokens.spacingHorizontalXS },
  // The button lays its content out as flex items, which drops the space between the label and the time.
  elapsed: { fontVariantNumeric: 'tabular-nums', marginInlineStart: tokens.spacingHorizontalSNudge },
});

export function TimerButton({ ticket }: { ticket: Pick<TicketDetail, 'id' | 'fullid'> }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const timer = useTicketTimer(ticket.id);
  if (!timer.here)
    return (
      <Button icon={<PlayRegular />} disabled={timer.busy} onClick={timer.start} data-testid="timer-start">
        {t('show.timer.start')}
      </Button>
    );
  return (
    <span className={styles.root}>
      <Button
        appearance="primary"
        icon={<StopRegular />}
        disabled={timer.busy}
        onClick={timer.stop}
        title={t('show.timer.stopLabel')}
        data-testid="timer-stop"
      >
        {t('show.timer.stop')} <ElapsedTime since={timer.here.started_at} className={styles.elapsed} />
      </Button>
      <ConfirmDialog
        title={t('show.timer.discardTitle', { fullid: ticket.fullid })}
        body={t('show.timer.discardBody')}
        confirmLabel={t('show.timer.discardConfirm')}
        onConfirm={timer.discard}
        trigger={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('show.timer.discard')} disabled={timer.busy} />}
      />
    </span>
  );
}
