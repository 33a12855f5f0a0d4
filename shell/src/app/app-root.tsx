import { useEffect } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useFluent } from '@fluentui/react-components';
import { eventBus, i18n, registerAppInstances, store } from '@helpdesk/shared';
import { OverrideBanner } from './override-banner.tsx';
import { overrideDecision } from './startup.ts';
import { SHELL_VERSION } from '../version.ts';

/** The root route: the override banner above whatever layout the route picks. */
export function AppRoot() {
  const queryClient = useQueryClient();
  const fluentContext = useFluent();
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
  return (
    <>
      <OverrideBanner decision={overrideDecision()} />
      <Outlet />
    </>
  );
}
