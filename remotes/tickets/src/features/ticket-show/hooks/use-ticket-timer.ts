/**
 * The agent's timer as the ticket page sees it: whether it runs on this ticket, and starting, stopping (into the
 * time tab's form, filled from the draft) and discarding it. The query is the shell chip's own (runningTimerQuery),
 * so both show the same timer at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discardTimer, errorMessage, runningTimerQuery, startTimer, stopTimer, timerDraftLink, toast } from '@helpdesk/shared';

export function useTicketTimer(ticketId: number) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useQuery(runningTimerQuery).data ?? null;
  const refused = (error: unknown) => {
    // A 409 names the ticket the timer already runs on; whatever the refusal, the chip and button read the truth again.
    toast.error(errorMessage(error) ?? t('show.timer.failed'));
    void queryClient.invalidateQueries({ queryKey: runningTimerQuery.queryKey });
  };
  const start = useMutation({
    mutationFn: () => startTimer(ticketId),
    onSuccess: (running) => queryClient.setQueryData(runningTimerQuery.queryKey, running),
    onError: refused,
  });
  const stop = useMutation({
    mutationFn: stopTimer,
    onSuccess: (draft) => {
      queryClient.setQueryData(runningTimerQuery.queryKey, null);
      void navigate(timerDraftLink(draft));
    },
    onError: refused,
  });
  const discard = useMutation({
    mutationFn: discardTimer,
    onSuccess: () => queryClient.setQueryData(runningTimerQuery.queryKey, null),
    onError: refused,
  });
  return {
    /** The running timer when it runs on this ticket. */
    here: timer?.ticket.id === ticketId ? timer : null,
    busy: start.isPending || stop.isPending || discard.isPending,
    start: () => start.mutate(),
    stop: () => stop.mutate(),
    discard: () =>
      discard.mutateAsync().then(
        () => undefined,
        () => undefined,
      ),
  };
}
