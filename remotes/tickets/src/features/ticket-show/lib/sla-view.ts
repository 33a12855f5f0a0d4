/**
 * What an SLA clock shows: its state from the server (due / breached / paused / met / none), the deadline, and how
 * far away it is now. The state is the server's; only the remaining time ticks on the client.
 */
import type { SlaClock } from '@helpdesk/shared/resources';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

export function durationParts(ms: number): DurationParts {
  const totalMinutes = Math.max(0, Math.floor(Math.abs(ms) / 60_000));
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

export interface SlaView {
  state: SlaClock['state'];
  /** Milliseconds to the deadline (negative: past it); null without a deadline or once done. */
  remainingMs: number | null;
}

export function slaView(clock: SlaClock, now: number): SlaView {
  // A running clock whose deadline passed since the ticket was loaded is late now.
  const remainingMs = clock.due_at && !clock.done_at ? Date.parse(clock.due_at) - now : null;
  const state = clock.state === 'due' && remainingMs !== null && remainingMs < 0 ? 'breached' : clock.state;
  return { state, remainingMs };
}
