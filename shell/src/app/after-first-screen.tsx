/**
 * What loads once the first screen is up (`loadWhenIdle`: the layout's secondary widgets, toasts, real time, tooltips)
 * is not part of a server-rendered page: the server and the hydrating browser both render the fallback, and the
 * browser swaps the part in after hydration (#39). A page the browser renders itself gets it at once, as before.
 */
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/** False on the server and during hydration, true afterwards (and always in a page rendered by the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

export function AfterFirstScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
