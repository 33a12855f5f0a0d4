/** The run-time settings the dialogs read from the browser config the boot already has (never fetched again). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentBrowserConfig } from '../app/startup.ts';

/** The server's idle session lifetime when /config.json does not say (server/src/platform/session.ts). */
export const DEFAULT_SESSION_LIFETIME_MINUTES = 120;

export interface DialogSettings {
  sessionLifetimeMinutes: number;
  /** Web Push (VAPID) public key; without one the browser's permission is asked but nothing is subscribed. */
  pushPublicKey: string | null;
}

export function dialogSettings(raw: Record<string, unknown>): DialogSettings {
  const minutes = Number(raw.sessionLifetimeMinutes);
  const push = raw.push as { vapidPublicKey?: unknown } | null | undefined;
  const key = push?.vapidPublicKey ?? raw.pushPublicKey ?? raw.vapidPublicKey;
  return {
    sessionLifetimeMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SESSION_LIFETIME_MINUTES,
    pushPublicKey: typeof key === 'string' && key ? key : null,
  };
}

export const dialogSettingsQuery = queryOptions({
  queryKey: ['browser-config', 'dialogs'] as const,
  queryFn: () => dialogSettings(currentBrowserConfig() as unknown as Record<string, unknown>),
  staleTime: Infinity,
});

export function useDialogSettings(): DialogSettings | undefined {
  return useQuery(dialogSettingsQuery).data;
}
