import { useEffect } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useFluent } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { eventBus, i18n, registerAppInstances, ScreenPlaceholder, store } from '@helpdesk/shared';
import type { pl } from '../i18n/pl.ts';

export type ScreenKey = keyof typeof pl.screens;

const VERSION = process.env.HELPDESK_VERSION ?? '0.0.0';

/** A titled placeholder that also records which shared instances this remote received. */
export function placeholderScreen(key: ScreenKey) {
  function PlaceholderScreen() {
    const { t } = useTranslation('management');
    const queryClient = useQueryClient();
    const fluentContext = useFluent();
    useEffect(() => {
      registerAppInstances('management', { React: React.useState, ReactDOM: ReactDOM.createPortal, queryClient, fluentContext, eventBus, i18n, store, version: VERSION });
    }, [queryClient, fluentContext]);
    return <ScreenPlaceholder title={t(`screens.${key}`)} remote="management" version={VERSION} />;
  }
  return Object.assign(PlaceholderScreen, { placeholderKey: key });
}
