/**
 * In a browser the page is the one scope: one jotai store, one QueryClient. A server render (the shell's server
 * bundle, #39) runs many pages at once in one process, so what code outside React reads from those singletons — a
 * route loader's company filter, its prefetch — is asked of the scope the renderer set for the request it is in.
 * Without a renderer (every browser) the scope is the page's own singletons.
 */
import type { QueryClient } from '@tanstack/react-query';
import { store } from './atoms.ts';

type Store = typeof store;

export interface RequestScope {
  store: Store;
  queryClient: QueryClient;
}

let resolve: () => RequestScope | undefined = () => undefined;

/** The server renderer names how to find the current request's scope (an AsyncLocalStorage's `getStore`). */
export function setRequestScope(resolver: () => RequestScope | undefined): void {
  resolve = resolver;
}

export function requestScope(): RequestScope | undefined {
  return resolve();
}

/** The jotai store of the page (or of the request being rendered on the server). */
export function currentStore(): Store {
  return resolve()?.store ?? store;
}
