/**
 * Tells the server how each remote version fared in this browser (issue 38 item 4): every load of a remote's routes,
 * and every failed load or crash of its screens, counted per remote and manifest URL and sent a few seconds later in
 * one call (`POST /api/remote-health`), or when the page is left. The server's canary guard compares a canary's error
 * rate with the stable version's and withdraws a bad canary. A developer's local override is never reported.
 */
import { apiClient, eventBus, type RemoteName } from '@helpdesk/shared';
import { isOverridden, remoteEntry } from './remote-registry.ts';

interface Counts {
  manifest_url: string;
  loads: number;
  errors: number;
}

const FLUSH_MS = 5_000;
/** What one call may carry per remote (the server's limit); the rest waits for the next call. */
const PER_REPORT = 100;

const pending = new Map<RemoteName, Counts>();
let timer: ReturnType<typeof setTimeout> | null = null;
let started = false;

function count(remote: RemoteName, loads: number, errors: number): void {
  if (isOverridden(remote)) return;
  const manifest_url = remoteEntry(remote);
  if (!manifest_url) return;
  const seen = pending.get(remote);
  // A remote switched to another version meanwhile: what was counted belongs to the old one, send it first.
  if (seen && seen.manifest_url !== manifest_url) void flush();
  const current = pending.get(remote) ?? { manifest_url, loads: 0, errors: 0 };
  pending.set(remote, { manifest_url, loads: current.loads + loads, errors: current.errors + errors });
  timer ??= setTimeout(() => void flush(), FLUSH_MS);
}

/** Sends what was counted (silently: a lost report costs nothing but a figure). */
export async function flush(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.size === 0) return;
  const reports = [...pending].map(([remote, counts]) => ({
    remote,
    manifest_url: counts.manifest_url,
    loads: Math.min(counts.loads, PER_REPORT),
    errors: Math.min(counts.errors, PER_REPORT),
  }));
  pending.clear();
  await apiClient.post('/remote-health', { reports }, { silent: true }).catch(() => undefined);
}

/** A screen of a remote crashed (its error boundary caught it). */
export function reportRemoteCrash(remote: RemoteName): void {
  count(remote, 0, 1);
}

/** Starts counting: once per page, after the federation is set up. */
export function startRemoteHealthReports(): void {
  if (started) return;
  started = true;
  eventBus.on('remote:status', ({ remote, status }) => count(remote, 1, status === 'failed' ? 1 : 0));
  window.addEventListener('pagehide', () => void flush());
}
