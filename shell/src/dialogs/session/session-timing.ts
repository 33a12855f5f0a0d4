/** When to warn before the server ends an idle session, as a pure function the dialog and its tests share. */

/** The warning shows this long before the session ends. */
export const SESSION_WARNING_MS = 2 * 60_000;
/** The server records activity at most once a minute (platform/session.ts), so its clock may lag by that much. */
export const SESSION_ACTIVITY_SLACK_MS = 60_000;

export interface SessionTiming {
  /** When the server may end the session, at the earliest. */
  expiresAt: number;
  /** When the warning opens. */
  warnAt: number;
}

export function sessionTiming(lastActivity: number, lifetimeMinutes: number): SessionTiming {
  const expiresAt = lastActivity + lifetimeMinutes * 60_000 - SESSION_ACTIVITY_SLACK_MS;
  return { expiresAt, warnAt: expiresAt - SESSION_WARNING_MS };
}

/** `m:ss` for the countdown. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
