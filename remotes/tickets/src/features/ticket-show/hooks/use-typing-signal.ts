/**
 * Tells the other viewers of the ticket that this agent is typing: `true` when typing starts and again every few
 * seconds while it goes on (the receivers forget a typer after ~6 s of silence), `false` after a pause, on send
 * and when the page closes.
 */
import { useCallback, useEffect, useRef } from 'react';

export const TYPING_REPEAT_MS = 2_500;
export const TYPING_IDLE_MS = 3_000;

export function useTypingSignal(setTyping: (typing: boolean) => void) {
  const lastSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(setTyping);
  latest.current = setTyping;

  const stop = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (lastSent.current) {
      lastSent.current = 0;
      latest.current(false);
    }
  }, []);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current >= TYPING_REPEAT_MS) {
      lastSent.current = now;
      latest.current(true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
