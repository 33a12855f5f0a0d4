import { paths } from '@helpdesk/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventBus, reactToApiError, toast, type ApiErrorEvent } from '@helpdesk/shared';
import { currentUserQuery, endSession } from '../session/session.ts';

/** Applies the error catalogue to every failed call any app makes. */
export function useApiErrorHandler(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation('shared');
  const onLoginRoute = location.pathname === paths.login();

  useEffect(() => {
    const handle = (event: ApiErrorEvent) => {
      const reaction = reactToApiError(event, onLoginRoute);
      switch (reaction.kind) {
        case 'logout':
          // Nobody is logged in (a public page asking who is): nothing to end.
          if (!queryClient.getQueryData(currentUserQuery.queryKey)) break;
          void endSession(queryClient, false).then(() =>
            navigate(paths.login(window.location.pathname + window.location.search), { replace: true }),
          );
          break;
        case 'two-factor':
          // A late call answered "code needed" while the code page is already open must not nest its redirect.
          if (window.location.pathname !== paths.code()) navigate(paths.code(window.location.pathname + window.location.search));
          break;
        case 'toast':
          toast.error(reaction.serverMessage ?? t(reaction.textKey, { id: reaction.requestId ?? '' }));
          break;
        case 'none':
          break;
      }
    };
    eventBus.on('api:error', handle);
    return () => eventBus.off('api:error', handle);
  }, [navigate, onLoginRoute, queryClient, t]);
}
