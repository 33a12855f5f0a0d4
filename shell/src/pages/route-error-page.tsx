import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from './error-panel.tsx';
import { NotFound } from './not-found.tsx';
import { isChunkLoadError, reloadAfterChunkError } from '../federation/chunk-reload.ts';
import { rootInteractive } from '../app/interactive.ts';

/** Route errors show the status and message, 500 by default (spec §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  // In place of the root route, this page is the first screen (app/interactive.ts).
  useEffect(() => rootInteractive(), []);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isChunkLoadError(error)) reloadAfterChunkError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : t('errors.unknown');
  return (
    <div style={{ padding: 32 }}>
      <ErrorPanel title={String(status)} message={message} onRetry={() => window.location.reload()} />
    </div>
  );
}
