/**
 * Real time connects once the first screen is up: the connection's code (and the company list the staff's
 * channels follow) is not what the first screen needs (bench/bundle, "until render"); pusher-js loads later still.
 */
import { lazy, Suspense } from 'react';
import { loadWhenIdle } from '../app/when-idle.ts';

const RealtimeConnection = lazy(() =>
  loadWhenIdle(() => import('./use-realtime.ts')).then((module) => ({ default: module.RealtimeConnection })),
);

export function DeferredRealtime() {
  return (
    <Suspense fallback={null}>
      <RealtimeConnection />
    </Suspense>
  );
}
