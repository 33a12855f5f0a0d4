import { useEffect } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useFluent } from '@fluentui/react-components';
import { eventBus, i18n, registerAppInstances, store } from '@helpdesk/shared';

const VERSION = process.env.HELPDESK_VERSION ?? '0.0.0';

/**
 * Rendered by the shell around every screen of this remote. It records the shared instances this remote
 * received (the control centre and the e2e suite check there is one of each) and marks the remote's area.
 */
export function Root() {
  const queryClient = useQueryClient();
  const fluentContext = useFluent();
  useEffect(() => {
    registerAppInstances('client', {
      React: React.useState,
      ReactDOM: ReactDOM.createPortal,
      queryClient,
      fluentContext,
      eventBus,
      i18n,
      store,
      version: VERSION,
    });
  }, [queryClient, fluentContext]);
  return (
    <div data-remote-root="client">
      <Outlet />
    </div>
  );
}
