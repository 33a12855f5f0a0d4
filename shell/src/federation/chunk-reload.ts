/** A failed chunk load (usually a redeploy that removed old hashed files) reloads the page, at most once per
 * CHUNK_RELOAD_GUARD_MS so a chunk that stays broken cannot loop the browser (spec §8). */
import { CHUNK_RELOAD_GUARD_MS } from '@helpdesk/shared';

const LAST_RELOAD_KEY = 'helpdesk.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/** Reloads and returns true, or returns false when a reload already happened within the guard window. */
export function reloadAfterChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
