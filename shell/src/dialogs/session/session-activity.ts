/**
 * When the server last saw this session: the time of the last successful API answer, in any tab (shared
 * through localStorage). The server's idle timeout counts from its last request, so this is what to count from.
 */
import { apiClient, webClient } from '@helpdesk/shared';

export const ACTIVITY_STORAGE_KEY = 'helpdesk.lastApiActivity';

type Listener = (at: number) => void;

let lastActivity = Date.now();
const listeners = new Set<Listener>();

export function lastApiActivity(): number {
  return lastActivity;
}

export function markApiActivity(at = Date.now()): void {
  if (at <= lastActivity) return;
  lastActivity = at;
  try {
    localStorage.setItem(ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // private mode: other tabs just do not hear about it
  }
  for (const listener of listeners) listener(at);
}

export function onApiActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let installed = false;

/** Counts every successful answer of the shared API clients, and activity reported by other tabs. */
export function trackApiActivity(): void {
  if (installed) return;
  installed = true;
  for (const client of [apiClient, webClient]) {
    client.interceptors.response.use((response) => {
      markApiActivity();
      return response;
    });
  }
  window.addEventListener('storage', (event) => {
    if (event.key === ACTIVITY_STORAGE_KEY && event.newValue) markApiActivity(Number(event.newValue));
  });
}
