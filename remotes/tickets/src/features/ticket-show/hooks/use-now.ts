/** The current time, re-read every `intervalMs`, for clocks that count down on screen. */
import { useEffect, useState } from 'react';
import { renderNow } from '@helpdesk/shared';

export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
