import { useEffect, useState } from 'react';

type Load = () => Promise<unknown>;

/** The deferred chunks of the pages whose modules have run, and those already loaded. */
const named = new Set<Load>();
const loaded = new Map<Load, unknown>();

/**
 * Names a page's deferred chunk (`const loadFigures = deferredModule(() => import('./figures.tsx'))`), so a server
 * render, and the browser hydrating what it rendered, can have it before the page's first render
 * (loadDeferredModules); a page the browser renders itself still loads it after its first commit.
 */
export function deferredModule<T>(load: () => Promise<T>): () => Promise<T> {
  named.add(load);
  return load;
}

/** Loads every named deferred chunk of the pages loaded so far: their hooks then return them at the first render. */
export async function loadDeferredModules(): Promise<void> {
  await Promise.all(
    [...named]
      .filter((load) => !loaded.has(load))
      .map(async (load) => {
        loaded.set(load, await load());
      }),
  );
}

/**
 * A page's below-the-heading chunk, loaded once the page has committed (in an effect, not during render, as
 * React.lazy would): it loads beside the page's data instead of competing with the page's first render
 * (bench/bundle, "until render"). Null until the module is there — unless it was loaded before (loadDeferredModules).
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (module) return;
    let current = true;
    void load().then((value) => {
      loaded.set(load, value);
      if (current) setModule(() => value);
    });
    return () => {
      current = false;
    };
  }, [load, module]);
  return module;
}
