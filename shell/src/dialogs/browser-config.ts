/** The run-time settings the dialogs read from /config.json (fetched once; the file is tiny and no-cache). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBrowserConfig } from '../federation/runtime-config.ts';

/** The server's idle session lifetime when /config.json does not say (server/src/platform/session.ts). */
export const DEFAULT_SESSION_LIFETIME_MINUTES = 120;

export interface DialogSettings {
  sessionLifetimeMinutes: number;
  /** Web Push (VAPID) public key; without one the browser's permission is asked but nothing is subscribed. */
  pushPublicKey: string | null;
}

export function dialogSettings(raw: Record<string, unknown>): DialogSettings {
  const minutes = Number(raw.sessionLifetimeMinutes);
  const key = raw.pushPublicKey ?? raw.vapidPublicKey;
  return {
    sessionLifetimeMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SESSION_LIFETIME_MINUTES,
    pushPublicKey: typeof key === 'string' && key ? key : null,
  };
}

export const dialogSettingsQuery = queryOptions({
  queryKey: ['browser-config', 'dialogs'] as const,
  queryFn: async () => dialogSettings((await fetchBrowserConfig()) as unknown as Record<string, unknown>),
  staleTime: Infinity,
});

export function useDialogSettings(): DialogSettings | undefined {
  return useQuery(dialogSettingsQuery).data;
}
