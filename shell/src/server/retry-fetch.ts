import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry } from '../federation/retry-plugin.ts';

/**
 * The renderer's federation fetches (a remote's manifest, and its entry and chunks through the node runtime plugin)
 * go over HTTP, to this deployment's own origin or an allowed one: a connection the other side closed as it was
 * reused fails the fetch at once (`fetch failed`), and the render would fall back to the client boot for a hiccup.
 * Tried again twice, soon (a render has a budget); each failure is logged with its cause.
 */
export function serverRetryPlugin(fetchImpl: typeof fetch = fetch): ModuleFederationRuntimePlugin {
  const logged: typeof fetch = (input, options) =>
    fetchImpl(input, options).catch((error: unknown) => {
      // undici's reason (`other side closed`, ECONNRESET) is the error's cause; of another realm in a test's sandbox.
      const reason = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
      const cause = reason?.message ? ` (${[reason.code, reason.message].filter(Boolean).join(' ')})` : '';
      console.warn(`Federation fetch of ${String(input)} failed: ${String(error)}${cause}`);
      throw error;
    });
  return {
    name: 'helpdesk-server-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init ?? {}, { retries: 2, delayMs: 25 }, logged);
    },
  };
}
