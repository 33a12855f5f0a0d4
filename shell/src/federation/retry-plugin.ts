/**
 * Retries a remote's manifest fetch and remoteEntry script a few times before the fallback takes over: a
 * deploy in progress or a dropped connection should not cost the user a page. Written here instead of
 * @module-federation/retry-plugin, which bundles its own older copy of the federation SDK (~26 KB gzip on the
 * shell's first load, measured by bench/bundle) for the same two hooks.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  delayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retries, delayMs }: RetryOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetchImpl(url, init);
      // 4xx will not fix itself; 5xx (a proxy during a deploy) may.
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await sleep(delayMs * (attempt + 1));
  }
}

/**
 * A manifest URL that names its version (the reference server's `/remotes/<name>/v/<version>/…` of a shipped build
 * and `/remote-versions/<name>/<version>/…` of a deployed one) is served immutable: the browser's cache may answer it.
 * Any other manifest is revalidated on every load, whatever a static host's headers say.
 */
export function namesItsVersion(url: string, base: string = window.location.href): boolean {
  const { pathname } = new URL(url, base);
  return /\/remotes\/[\w-]+\/v\/[0-9a-f]{16}\/[^/]+$/.test(pathname) || /^\/remote-versions\/[\w-]+\/[^/]+\/[^/]+$/.test(pathname);
}

/** The fetch options of a manifest request: revalidated unless its URL names its version. */
export function manifestFetchInit(url: string, init: RequestInit | undefined): RequestInit {
  return namesItsVersion(url) ? { ...init } : { cache: 'no-cache', ...init };
}

export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'helpdesk-retry',
    fetch(url, init) {
      return fetchWithRetry(url, manifestFetchInit(url, init), options);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retryEntry = async () => {
        for (let attempt = 0; attempt < options.retries; attempt++) {
          await sleep(options.delayMs * (attempt + 1));
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
            if (exports) return exports;
          } catch {
            // try again, then let the fallback answer
          }
        }
        return undefined;
      };
      // The hook's declared type nests one Promise too many; the runtime awaits the entry's exports.
      return retryEntry() as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
  };
}
