/**
 * The agent's time-report timer (server/API.md "Timer"): one query both the top bar's chip and the ticket page's
 * button read, so the shell's real-time signal and a window's focus refresh both at once; and the link a stopped
 * timer opens — the ticket's time tab with the report form filled from the draft.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { queryRoots } from '../api/query-keys.ts';
import { paths } from '../routes/paths.ts';
import type { RunningTimer, TimeReportDraft } from '../resources/timer.ts';

export const runningTimerQuery = queryOptions({
  queryKey: [queryRoots.timer] as const,
  // Silent: the chip stays away rather than toasting over every page when the call fails.
  queryFn: async ({ signal }) => (await apiClient.get<{ data: RunningTimer | null }>('/admin/timer', { signal, silent: true })).data.data,
  // Another device may have stopped it while this window was away: a return to the window asks again.
  refetchOnWindowFocus: 'always',
});

export async function startTimer(ticketId: number): Promise<RunningTimer> {
  return (await apiClient.post<{ data: RunningTimer }>('/admin/timer', { ticket_id: ticketId })).data.data;
}

export async function stopTimer(): Promise<TimeReportDraft> {
  return (await apiClient.delete<{ data: TimeReportDraft }>('/admin/timer')).data.data;
}

export async function discardTimer(): Promise<void> {
  await apiClient.post('/admin/timer/discard');
}

/** The search parameters the ticket page's time tab reads a stopped timer's draft from. */
const DRAFT_PARAMS = { day: 'report_day', from_hour: 'report_from', minutes: 'report_minutes' } as const;

/** The ticket page on its time tab with the report form open on the draft (a reload keeps the form filled). */
export function timerDraftLink(draft: TimeReportDraft): string {
  const search = new URLSearchParams({
    tab: 'time',
    [DRAFT_PARAMS.day]: draft.day,
    [DRAFT_PARAMS.from_hour]: draft.from_hour,
    [DRAFT_PARAMS.minutes]: String(draft.minutes),
  });
  return `${paths.staff.ticketShow(draft.ticket_id)}?${search.toString()}`;
}

/** The draft in a ticket page's search parameters, or null when none (or a partial one) is there. */
export function readTimerDraft(params: URLSearchParams): Omit<TimeReportDraft, 'ticket_id'> | null {
  const day = params.get(DRAFT_PARAMS.day);
  const fromHour = params.get(DRAFT_PARAMS.from_hour);
  const minutes = Number(params.get(DRAFT_PARAMS.minutes));
  if (!day || !fromHour || !Number.isInteger(minutes) || minutes <= 0) return null;
  return { day, from_hour: fromHour, minutes };
}

/** The search parameters without the draft: the form was saved or cancelled. */
export function withoutTimerDraft(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(DRAFT_PARAMS)) next.delete(name);
  return next;
}

/** Elapsed seconds as h:mm:ss — a stopwatch's face, whatever the language. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${two(Math.floor(whole / 60) % 60)}:${two(whole % 60)}`;
}
