/**
 * The element the shell renders around every screen of a remote. It records the shared instances the remote
 * received (the control centre and the e2e suite check there is one of each) and marks the remote's area with its
 * name and the version that serves it.
 */
import { useEffect } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useFluent } from '@fluentui/react-components';
// The stateful root by its name: the app's one event bus, i18n instance and store.
import { eventBus, i18n, registerAppInstances, store, type RemoteName } from '@helpdesk/shared';
import { CONTRACT_VERSION } from './contract-version.ts';

export function createRemoteRoot(remote: RemoteName, version: string) {
  function Root() {
    const queryClient = useQueryClient();
    const fluentContext = useFluent();
    useEffect(() => {
      registerAppInstances(remote, {
        React: React.useState,
        ReactDOM: ReactDOM.createPortal,
        queryClient,
        fluentContext,
        eventBus,
        i18n,
        store,
        version,
      });
    }, [queryClient, fluentContext]);
    return (
      <div data-remote-root={remote} data-remote-version={version} data-contract={CONTRACT_VERSION}>
        <Outlet />
      </div>
    );
  }
  // The shell contract (@helpdesk/shared's version) this build was made against; the shell checks the range it
  // needs from the remote's manifest, before any of its code runs (remote/contract-version.ts).
  return Object.assign(Root, { contract: CONTRACT_VERSION });
}
