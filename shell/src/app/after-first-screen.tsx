/**
 * What loads once the first screen is up (`loadWhenIdle`: the layout's secondary widgets, toasts, real time, tooltips)
 * is not part of a server-rendered page: the server and the hydrating browser both render the fallback, and the
 * browser swaps the part in after hydration (#39). A page the browser renders itself gets it at once, as before.
 */
import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@helpdesk/shared/ui';

export function AfterFirstScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
