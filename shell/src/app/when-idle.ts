/**
 * Resolves once the first screen has been painted and the browser has a moment to spare (at the latest after
 * IDLE_TIMEOUT_MS). Code the first screen does not need (layout widgets, tooltips, toasts) waits here, so it
 * neither delays the page's heading nor competes with the page's own chunks and data (bench/bundle, "until render").
 */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after the paint stands in for idleness. */
const FALLBACK_DELAY_MS = 50;

let idle: Promise<void> | undefined;

export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterPaint = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(resolve, FALLBACK_DELAY_MS);
    };
    // The frame callback runs just before the next paint; the task after it, just after.
    if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => window.setTimeout(afterPaint));
    else window.setTimeout(afterPaint);
  });
  return idle;
}

/** Loads a module once the browser is idle (see whenIdle). */
export function loadWhenIdle<T>(load: () => Promise<T>): Promise<T> {
  return whenIdle().then(load);
}
