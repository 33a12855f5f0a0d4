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
/** The page's heading inside the layout's `<main>` (skip-link.tsx MAIN_CONTENT_ID). */
export const FIRST_HEADING_SELECTOR = 'main#content h1';

/**
 * Interactive, and on a page with the layout, its screen's heading in. A page the browser renders itself is interactive
 * once the layout and the screen's boundary have rendered, which may be before the screen shows its heading: a screen
 * that waits for its texts shows its own placeholder meanwhile. Idle work started then fetched ~28 of the layout's
 * deferred scripts before the list's heading (e2e boot-scripts.spec.ts, in CI). A rendered page has its heading already.
 */
function firstScreen(): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: MutationObserver | undefined;
    const done = () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, FIRST_SCREEN_TIMEOUT_MS);
    void whenInteractive().then(() => {
      const headingDue = () => document.querySelector('main#content') !== null && document.querySelector(FIRST_HEADING_SELECTOR) === null;
      if (!headingDue()) return done();
      observer = new MutationObserver(() => {
        if (!headingDue()) done();
      });
      observer.observe(document.body, { childList: true, subtree: true });
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
