/** Route `lazy` functions: one chunk per screen, and the placeholder of a screen not built yet. */
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { RemoteName } from '@helpdesk/shared';

export type LazyScreen = LazyRouteFunction<RouteObject>;

/** A script chunk that did not load (the bundler's ChunkLoadError), as opposed to a module that threw. */
const chunkNotLoaded = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed/i.test(error.message));

/** How many more times a screen's chunks are asked for after a chunk failed to load, and the pause before each. */
const CHUNK_RETRIES = 2;
const CHUNK_RETRY_DELAY_MS = 50;

/**
 * The module `load` imports; a chunk that failed to load is asked for again (up to CHUNK_RETRIES times, after the
 * group's other chunks settled) before the error reaches the shell, which reloads the page: the bundler fetches only
 * the chunks that failed, and the browser answers a script element with a failed preload of the page's HTML once —
 * the next request goes to the network.
 */
async function loadWithRetry<M>(load: () => Promise<M>): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!chunkNotLoaded(error) || attempt >= CHUNK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
    }
  }
}

/**
 * `lazyScreen(() => import('./x-screen.tsx'), 'XScreen')`: the named export of a screen's module, loaded on first
 * visit (a chunk that failed to load asked for again, loadWithRetry); `wrap` puts it inside something (an access
 * rule) once loaded.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K, wrap?: (screen: M[K]) => ComponentType): LazyScreen {
  return async () => {
    const screen = (await loadWithRetry(load))[name];
    return { Component: wrap ? wrap(screen) : (screen as ComponentType) };
  };
}

/** `const placeholder = placeholderScreens<ScreenKey>('finance', version)`, then `lazy: placeholder('invoicing')`. */
export function placeholderScreens<K extends string>(remote: RemoteName, version: string): (key: K) => LazyScreen {
  return (key) => async () => {
    const { placeholderScreen } = await import('./placeholder-screen.tsx');
    return { Component: placeholderScreen(remote, key, version) };
  };
}

/**
 * Each route's `lazy` also waits for `ready` (the remote's texts in the language shown, addLazyTranslations), so a
 * screen never renders before its texts, whichever route is opened first.
 */
export function withTexts(routes: RouteObject[], ready: () => Promise<void>): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const waiting: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      waiting.lazy = async () => (await Promise.all([lazy(), ready()]))[0];
    }
    if (children) waiting.children = withTexts(children, ready);
    return waiting;
  });
}
