import { paths } from '@helpdesk/shared';
import { lazy, Suspense, useEffect } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { Navigate, Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useFluent } from '@fluentui/react-components';
import { eventBus, i18n, registerAppInstances, store } from '@helpdesk/shared';
import { useAtomValue } from 'jotai';
import { pendingUpgradesAtom } from '../federation/remote-upgrades.ts';
import { overrideDecision } from './startup.ts';
import { DeferredToasts } from './deferred-toasts.tsx';
import { useHydrated } from '@helpdesk/shared/ui';
import { NavigationProgress } from './navigation-progress.tsx';
import { usePrefetchRemotes } from '../federation/use-prefetch-remotes.ts';
import { useApiErrorHandler } from './api-error-handler.ts';
import { AccessGuard } from '../session/access-guard.tsx';
import { homeFor } from '../session/access.ts';
import { useCurrentUser } from '../session/session.ts';
import { DeferredRealtime } from '../realtime/deferred-realtime.tsx';
import { SHELL_VERSION } from '../version.ts';
import { withLaterTexts } from '../i18n/shell-texts.ts';
import { rootInteractive } from './interactive.ts';

// The banners load only when there is something to say (an override, a newer deployment): not on a first screen.
const OverrideBanner = lazy(() =>
  withLaterTexts(() => import('./override-banner.tsx')).then((module) => ({ default: module.OverrideBanner })),
);
const RemoteUpdateBanner = lazy(() =>
  withLaterTexts(() => import('./remote-update-banner.tsx')).then((module) => ({ default: module.RemoteUpdateBanner })),
);

function Banners() {
  const decision = overrideDecision();
  const updates = Object.keys(useAtomValue(pendingUpgradesAtom)).length > 0;
  // What this browser decided (its overrides, a newer deployment) is not in a server-rendered page: after hydration.
  const hydrated = useHydrated();
  const overrides = decision.applied.length > 0 || decision.refused.length > 0;
  if (!hydrated || (!overrides && !updates)) return null;
  return (
    <Suspense fallback={null}>
      {overrides && <OverrideBanner decision={decision} />}
      {updates && <RemoteUpdateBanner />}
    </Suspense>
  );
}

/** The root route: toasts, the override banner, the error catalogue, real time and the access guard. */
export function AppRoot() {
  const queryClient = useQueryClient();
  const fluentContext = useFluent();
  useApiErrorHandler();
  usePrefetchRemotes();
  useEffect(() => {
    registerAppInstances('shell', {
      React: React.useState,
      ReactDOM: ReactDOM.createPortal,
      queryClient,
      fluentContext,
      eventBus,
      i18n,
      store,
      version: SHELL_VERSION,
    });
  }, [queryClient, fluentContext]);
  // Runs after the effects of everything under it: the layout and the screen (app/interactive.ts).
  useEffect(() => rootInteractive(), []);
  return (
    <>
      <NavigationProgress />
      <DeferredToasts />
      <DeferredRealtime />
      <Banners />
      <AccessGuard>
        <Outlet />
      </AccessGuard>
    </>
  );
}

/** `/`: agents land on /admin, clients on their not-resolved tickets. */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? homeFor(user) : paths.login()} replace />;
}
