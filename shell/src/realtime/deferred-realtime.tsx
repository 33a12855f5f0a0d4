/**
 * Real time connects once the first screen is up: the connection's code (and the company list the staff's
 * channels follow) is not what the first screen needs (bench/bundle, "until render"); pusher-js loads later still.
 */
import { AfterFirstScreen } from '../app/after-first-screen.tsx';
import { lazy } from 'react';
import { loadWhenIdle } from '../app/when-idle.ts';

const RealtimeConnection = lazy(() =>
  loadWhenIdle(() => import('./use-realtime.ts')).then((module) => ({ default: module.RealtimeConnection })),
);

export function DeferredRealtime() {
  return (
    <AfterFirstScreen fallback={null}>
      <RealtimeConnection />
    </AfterFirstScreen>
  );
}
