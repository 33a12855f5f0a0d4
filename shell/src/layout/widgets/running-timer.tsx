/**
 * The staff top bar's running-timer chip (issue 36 item 6): the ticket's number and the elapsed time, linking to the
 * ticket, and a stop button that opens the ticket's time-report form filled from the draft. The timer lives on the
 * server (a reload keeps it); another tab or device starting or stopping it reaches this one by the real-time signal
 * (use-realtime.ts) or, failing that, when the window is focused again. On a narrow phone only the icon and the time
 * show. Start and stop are announced politely; the ticking is not.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { TimerRegular } from '@fluentui/react-icons/svg/timer';
import { StopRegular } from '@fluentui/react-icons/svg/stop';
import { useTranslation } from 'react-i18next';
import { ElapsedTime, errorMessage, paths, runningTimerQuery, stopTimer, timerDraftLink, toast } from '@helpdesk/shared';
import { LabelTooltip } from '../label-tooltip.tsx';

/** Under this width the chip drops the ticket's number (frame.tsx's narrow phone bar). */
const narrow = '@media (max-width: 640px)';

const useStyles = makeStyles({
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackgroundPressed,
    paddingInlineStart: tokens.spacingHorizontalS,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    color: 'inherit',
    textDecorationLine: 'none',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}`, borderRadius: tokens.borderRadiusSmall },
  },
  fullid: { fontWeight: tokens.fontWeightSemibold, [narrow]: { display: 'none' } },
  stop: { minWidth: 'auto' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export function RunningTimer() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(runningTimerQuery);
  const timer = query.data ?? null;
  const announcement = useStartStopAnnouncement(query.isSuccess ? (timer?.ticket.fullid ?? null) : undefined);
  const stop = useMutation({
    mutationFn: stopTimer,
    onSuccess: (draft) => {
      queryClient.setQueryData(runningTimerQuery.queryKey, null);
      void navigate(timerDraftLink(draft));
    },
    onError: (error) => {
      toast.error(errorMessage(error) ?? t('timer.stopFailed'));
      void queryClient.invalidateQueries({ queryKey: runningTimerQuery.queryKey });
    },
  });

  return (
    <>
      <span aria-live="polite" className={styles.hidden}>
        {announcement}
      </span>
      {timer && (
        <div className={styles.chip} data-testid="running-timer">
          <RouterLink
            to={paths.staff.ticketShow(timer.ticket.id)}
            className={styles.link}
            aria-label={t('timer.open', { ticket: timer.ticket.fullid })}
          >
            <TimerRegular aria-hidden />
            <span className={styles.fullid}>{timer.ticket.fullid}</span>
            <ElapsedTime since={timer.started_at} />
          </RouterLink>
          <LabelTooltip content={t('timer.stop')}>
            <Button
              className={styles.stop}
              appearance="transparent"
              style={{ color: 'inherit' }}
              icon={<StopRegular />}
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            />
          </LabelTooltip>
        </div>
      )}
    </>
  );
}

/**
 * What the live region says when the running timer appears, changes ticket or goes; not on the first answer (a
 * reload finding a timer) and not while none has come (`undefined`).
 */
function useStartStopAnnouncement(ticket: string | null | undefined): string {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (ticket === undefined) return;
    if (seen.current !== undefined && seen.current !== ticket) setText(ticket ? t('timer.started', { ticket }) : t('timer.stopped'));
    seen.current = ticket;
  }, [ticket, t]);
  return text;
}
