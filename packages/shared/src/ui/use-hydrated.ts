import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates what the server rendered, true afterwards (and always in a page
 * the browser renders itself): what only the browser knows (a draft in sessionStorage) comes into the page once it is
 * true, so the hydrating render matches the server's (#39).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
