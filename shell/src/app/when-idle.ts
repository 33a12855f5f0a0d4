/**
 * Resolves once the first screen's heading is in the document, the page has been painted and the browser has a
 * moment to spare (at the latest IDLE_TIMEOUT_MS after the heading, or after HEADING_TIMEOUT_MS for a page that
 * shows none). Code the first screen does not need (layout widgets, tooltips, toasts) waits here, so it neither
 * delays the page's heading nor competes with the page's own chunks and data (bench/bundle, "until render"): the
 * browser's idle time may well come before the heading while the page waits for its chunks.
 */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after the paint stands in for idleness. */
const FALLBACK_DELAY_MS = 50;
/** A page without a heading in its content (an error page) lets the idle work run after this long. */
export const HEADING_TIMEOUT_MS = 3000;
/** The page's heading inside the layout's `<main>` (skip-link.tsx MAIN_CONTENT_ID). */
export const FIRST_HEADING_SELECTOR = 'main#content h1';

function firstHeading(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.querySelector(FIRST_HEADING_SELECTOR)) return resolve();
    const observer = new MutationObserver(() => {
      if (document.querySelector(FIRST_HEADING_SELECTOR)) done();
    });
    const timer = window.setTimeout(done, HEADING_TIMEOUT_MS);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(document.documentElement, { childList: true, subtree: true });
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
  idle ??= firstHeading().then(afterPaintAndIdle);
  return idle;
}

/** Loads a module once the browser is idle (see whenIdle). */
export function loadWhenIdle<T>(load: () => Promise<T>): Promise<T> {
  return whenIdle().then(load);
}
