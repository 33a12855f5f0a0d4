/**
 * The SLA of a row: the clock that matters now (first response while unanswered, else resolution) and its state
 * from the server (a running clock past its deadline shows as breached). No components: the table's route takes
 * only these.
 */
import type { SlaClock, SlaState, TicketRow } from '@helpdesk/shared/resources';

export function relevantClock(sla: TicketRow['sla']): { which: 'firstResponse' | 'resolution'; clock: SlaClock } {
  const first = sla.first_response;
  if (!first.done_at && (first.state === 'due' || first.state === 'breached')) return { which: 'firstResponse', clock: first };
  return { which: 'resolution', clock: sla.resolution };
}

export function shownState(clock: SlaClock, now = Date.now()): SlaState {
  if (clock.state === 'due' && clock.due_at && !clock.done_at && Date.parse(clock.due_at) < now) return 'breached';
  return clock.state;
}
