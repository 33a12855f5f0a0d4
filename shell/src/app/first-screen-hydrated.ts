/**
 * False while a server-rendered first screen is still hydrating, true once it is interactive — and always true on a
 * page the browser renders itself (#39). The layout's effects that change what the screen reads (the company filter
 * from the navigation's state) wait for it: the screen hydrates after the root's commit, and a store changed meanwhile
 * makes it hydrate with another answer than the server rendered (#418 on a reload whose history state chose another
 * company than the cookie the server read). Apart from app/interactive.ts, which runs before React is shared.
 */
import { useSyncExternalStore } from 'react';
import { firstScreenHydrating, whenInteractive } from './interactive.ts';

/** Tells React once the first screen is interactive (never again: it stays so), unless it has stopped listening. */
function onInteractive(changed: () => void): () => void {
  let listening = true;
  void whenInteractive().then(() => listening && changed());
  return () => {
    listening = false;
  };
}

export function useFirstScreenHydrated(): boolean {
  return useSyncExternalStore(
    onInteractive,
    () => !firstScreenHydrating(),
    () => false,
  );
}
