/**
 * Resolves once the first screen is interactive (app/interactive.ts: hydrated, or first rendered by the browser), the
 * page has been painted and the browser has a moment to spare (at the latest IDLE_TIMEOUT_MS after that, or after
 * FIRST_SCREEN_TIMEOUT_MS for a page whose first screen never settles). Code the first screen does not need (layout
 * widgets, tooltips, toasts, the browser's cookies for the next load) waits here, so it neither delays the page's first
 * screen nor competes with the page's own chunks and data (bench/bundle, "until render"): the browser's idle time may
 * well come before it while the page waits for its chunks. A page the server rendered has its heading from the first
 * byte: waiting for the heading, the idle work ran in the gaps between the hydrating boot's chunks (bench/page-load
 * --boot-profile, BENCH_BOOT_UNTIL=interactive, 2026-12-01: 3–4 ms of the list's script before interactive).
 */
import { whenInteractive } from './interactive.ts';

const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after the paint stands in for idleness. */
const FALLBACK_DELAY_MS = 50;
/** A page whose first screen never says it is interactive (its boot failed) lets the idle work run after this long. */
export const FIRST_SCREEN_TIMEOUT_MS = 3000;

function firstScreen(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS);
    void whenInteractive().then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

function afterPaintAndIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    const afterPaint = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(resolve, FALLBACK_DELAY_MS);
    };
    // The frame callback runs just before the next paint; the task after it, just after.
    if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => window.setTimeout(afterPaint));
    else window.setTimeout(afterPaint);
  });
}

let idle: Promise<void> | undefined;

export function whenIdle(): Promise<void> {
  idle ??= firstScreen().then(afterPaintAndIdle);
  return idle;
}

/** Loads a module once the browser is idle (see whenIdle). */
export function loadWhenIdle<T>(load: () => Promise<T>): Promise<T> {
  return whenIdle().then(load);
}
