/** Route `lazy` functions: one chunk per screen, and the placeholder of a screen not built yet. */
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { RemoteName } from '@helpdesk/shared';

export type LazyScreen = LazyRouteFunction<RouteObject>;

/** A script chunk that did not load (the bundler's ChunkLoadError), as opposed to a module that threw. */
const chunkNotLoaded = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed/i.test(error.message));

/**
 * `lazyScreen(() => import('./x-screen.tsx'), 'XScreen')`: the named export of a screen's module, loaded on first
 * visit; `wrap` puts it inside something (an access rule) once loaded. A chunk that failed to load is asked for once
 * more before the error reaches the shell (which reloads the page): the bundler fetches only the failed chunk again,
 * and the browser answers a script element with a failed preload of the page's HTML once — the second request goes
 * to the network.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K, wrap?: (screen: M[K]) => ComponentType): LazyScreen {
  return async () => {
    const screen = (await load().catch((error: unknown) => (chunkNotLoaded(error) ? load() : Promise.reject(error))))[name];
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
