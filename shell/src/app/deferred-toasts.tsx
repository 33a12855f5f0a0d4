/**
 * The toasters load once the first screen is up (Fluent's toast runtime is ~8 KiB gzip the first screen does not
 * need: bench/bundle, "until render"). A toast requested before then is kept and shown when they arrive.
 */
import { AfterFirstScreen } from './after-first-screen.tsx';
import { lazy, useCallback, useEffect, useRef } from 'react';
import { eventBus, type ToastEvent } from '@helpdesk/shared';
import { loadWhenIdle } from './when-idle.ts';

const Toasts = lazy(() => loadWhenIdle(() => import('./toasts.tsx')).then((module) => ({ default: module.Toasts })));

export function DeferredToasts() {
  /** Toasts requested before the toasters loaded; null once they have been handed over. */
  const early = useRef<ToastEvent[] | null>([]);
  useEffect(() => {
    const keep = (event: ToastEvent) => early.current?.push(event);
    eventBus.on('toast', keep);
    return () => eventBus.off('toast', keep);
  }, []);
  const takeEarly = useCallback(() => {
    const events = early.current ?? [];
    early.current = null;
    return events;
  }, []);
  return (
    <AfterFirstScreen fallback={null}>
      <Toasts takeEarly={takeEarly} />
    </AfterFirstScreen>
  );
}
