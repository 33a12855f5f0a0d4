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
  /** The moment the page is rendered at (ms since the epoch): every "now" of one render is this one. */
  renderedAt?: number;
}

let resolve: () => RequestScope | undefined = () => undefined;
/** In a browser hydrating a server-rendered page: the moment the server rendered it at. */
let hydratingAt: number | undefined;

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

/**
 * "Now" for what a screen renders from the time (an SLA's "in 2 h", today's date as a form's default): on the server
 * the render's moment, in a browser hydrating that page the same moment (so the text hydrates as rendered), afterwards
 * the clock. A screen that ticks re-reads it on its own schedule.
 */
export function renderNow(): number {
  return resolve()?.renderedAt ?? hydratingAt ?? Date.now();
}

/** The shell says the server's render moment while it hydrates, and nothing (undefined) once hydrated. */
export function setHydrationTime(ms: number | undefined): void {
  hydratingAt = ms;
}
