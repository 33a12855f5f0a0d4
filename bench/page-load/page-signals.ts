/**
 * What a measured page says about itself, heard from outside it. The watcher (run.ts) and the shell's
 * `helpdesk:interactive` mark are reported as console messages, which the browser sends out on its own: waiting for
 * them runs nothing in the page. Playwright's `waitForFunction` would — its first poll evaluates Playwright's injected
 * script in the page, ~25 ms of the page's main thread on this machine, often before the data frame (seen in a trace of
 * a warm load: an unnamed 26 ms script task between two parse tasks). Read the page with `evaluate` only once the
 * figures are taken.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/** The prefix of the watcher's and the mark observer's messages. */
export const SIGNAL = 'helpdesk-bench:';

/**
 * Page-side source (plain JavaScript, an init script): says the shell's interactive mark as it is set. The watcher says
 * its data frame itself (`frame <ms at the frame> <ms once that frame's rendering work was done>`).
 */
export const MARK_SIGNAL = `(() => {
  if (typeof PerformanceObserver !== 'function') return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'helpdesk:interactive') console.debug('${SIGNAL}interactive ' + entry.startTime);
  }).observe({ type: 'mark', buffered: true });
})();`;

/** The data frame: when it began (its animation frame callback) and when its style, layout and paint were done. */
export interface DataFrame {
  frame: number;
  done: number;
}

interface Signals {
  frame: Promise<DataFrame>;
  interactive: Promise<number>;
}

const pages = new WeakMap<Page, Signals>();

/** Starts listening to a page before its navigation; the first data frame and interactive mark it says are kept. */
export function listen(page: Page): Signals {
  let frame!: (value: DataFrame) => void;
  let interactive!: (value: number) => void;
  const signals: Signals = {
    frame: new Promise((resolve) => (frame = resolve)),
    interactive: new Promise((resolve) => (interactive = resolve)),
  };
  const onMessage = (message: ConsoleMessage) => {
    const text = message.text();
    if (!text.startsWith(SIGNAL)) return;
    const [kind, ...values] = text.slice(SIGNAL.length).split(' ');
    const numbers = values.map(Number);
    if (kind === 'frame') frame({ frame: numbers[0]!, done: numbers[1]! });
    if (kind === 'interactive') interactive(numbers[0]!);
  };
  page.on('console', onMessage);
  pages.set(page, signals);
  return signals;
}

/** What a page listened to since its last `listen`, if it was. */
export function signalsOf(page: Page): Signals | undefined {
  return pages.get(page);
}

/**
 * How long a full load may take before the bench calls it failed. One load takes well under 2 s; 20 loads at once on
 * this 2-core machine (the storm part) painted at 27–47 s p50 and 53 s at most (2026-12-02), past the 30 s it was.
 */
export const LOAD_TIMEOUT_MS = 120_000;

/** The promise, or a rejection after `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
