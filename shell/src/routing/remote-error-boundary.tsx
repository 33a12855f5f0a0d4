import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@helpdesk/shared';
import { isChunkLoadError, reloadAfterChunkError } from '../federation/chunk-reload.ts';
import { ErrorPanel } from '../pages/error-panel.tsx';
import { reportRemoteCrash } from '../federation/remote-health.ts';

/** Catches whatever a remote's screens throw, so one broken screen never blanks the shell. */
export function RemoteErrorBoundary({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
  }, [chunkError]);
  // Counted for the canary guard: a version whose screens crash is withdrawn like one that fails to load (an answer
  // such as a 404 from a screen's data is not a crash).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportRemoteCrash(remote);
  }, [remote, error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <ErrorPanel
      testId="remote-error"
      title={t('remote.errorTitle', { remote: t(`remote.names.${remote}`) })}
      message={chunkError ? t('remote.chunkError') : t('remote.errorMessage')}
      detail={detail}
      onRetry={() => navigate(location, { replace: true })}
    />
  );
}
