import { useEffect, useState } from 'react';
import { formatElapsed } from './timer-api.ts';
import { renderNow } from '../state/request-scope.ts';

/**
 * A running timer's elapsed time, ticking each second on its own: only this text re-renders, never the page
 * around it. role="timer" keeps screen readers quiet about the ticks (its live region is off).
 */
export function ElapsedTime({ since, className }: { since: string; className?: string }) {
  const started = Date.parse(since);
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return (
    <span role="timer" className={className} data-testid="timer-elapsed">
      {formatElapsed((now - started) / 1000)}
    </span>
  );
}
