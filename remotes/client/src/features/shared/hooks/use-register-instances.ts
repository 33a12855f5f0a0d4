/**
 * Records which shared instances this remote received (the e2e suite and the control centre compare them with the
 * shell's). Every screen of the remote calls it once mounted.
 */
import { useEffect } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useFluent } from '@fluentui/react-components';
import { eventBus, i18n, registerAppInstances, store } from '@helpdesk/shared';

const VERSION = process.env.HELPDESK_VERSION ?? '0.0.0';

export function useRegisterInstances(): void {
  const queryClient = useQueryClient();
  const fluentContext = useFluent();
  useEffect(() => {
    registerAppInstances('client', { React: React.useState, ReactDOM: ReactDOM.createPortal, queryClient, fluentContext, eventBus, i18n, store, version: VERSION });
  }, [queryClient, fluentContext]);
}
