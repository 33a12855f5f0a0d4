/**
 * False while a server-rendered first screen is still hydrating, true once it is interactive — and always true on a
 * page the browser renders itself (#39). The layout's effects that change what the screen reads (the company filter
 * from the navigation's state) wait for it: the screen hydrates after the root's commit, and a store changed meanwhile
 * makes it hydrate with another answer than the server rendered (#418 on a reload whose history state chose another
 * company than the cookie the server read). Apart from app/interactive.ts, which runs before React is shared.
 */
import { useSyncExternalStore } from 'react';
import { firstScreenHydrating, onFirstScreenSettled } from './interactive.ts';

export function useFirstScreenHydrated(): boolean {
  return useSyncExternalStore(
    onFirstScreenSettled,
    () => !firstScreenHydrating(),
    () => false,
  );
}
