/**
 * When the first screen can be used (#39): the root has hydrated (or first rendered), and so has the screen under the
 * frame's Suspense boundary. React hydrates a server-rendered boundary on its own only at idle priority, after every
 * other update of the page (the widgets swapped in after hydration, the counters): the list's rows were hydrated
 * 200–400 ms after the root on a busy machine, and the `helpdesk:interactive` mark, set at the root's commit, came
 * before them. The bootstrap asks for the screen's hydration as the root commits (`hydrateScreenFirst`); this module
 * marks `helpdesk:interactive` in User Timing (the page-load bench reads it) and runs the boot's `onDone` once both are
 * in. A page without the frame (sign-in, errors) is interactive with its root.
 */
let rootDone = false;
let screenExpected = false;
let screenDone = false;
let settled = false;
let whenDone: (() => void) | undefined;
let interactive = deferred();

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function settle(): void {
  if (settled || !rootDone || (screenExpected && !screenDone)) return;
  settled = true;
  performance.mark('helpdesk:interactive');
  whenDone?.();
  interactive.resolve();
}

/** Resolves once the first screen is interactive (hydrated, or first rendered by the browser). */
export function whenInteractive(): Promise<void> {
  return interactive.promise;
}

/** What the boot runs once the first screen is interactive (before whatever waits for whenInteractive). */
export function onFirstScreenInteractive(onDone: () => void): void {
  whenDone = onDone;
}

/**
 * The router's root route has hydrated or first rendered (its passive effects ran: those of every part rendered with
 * it). Called from the root route's element, not from above the router: on a client boot the router first shows its
 * loading page while its first navigation loads the layout, the remote and the screen, and the root's first commit
 * was that page — the mark came ~300 ms before the screen's heading, and the idle-time work (app/when-idle.ts) raced
 * the first screen's scripts (e2e boot-scripts.spec.ts).
 */
export function rootInteractive(onDone?: () => void): void {
  if (onDone) whenDone = onDone;
  rootDone = true;
  settle();
}

/** The frame is on the page: its screen, behind a Suspense boundary, is part of the first screen. */
export function screenExpectedToHydrate(): void {
  screenExpected = true;
}

/** The frame's screen has hydrated or first rendered. */
export function screenInteractive(): void {
  screenDone = true;
  settle();
}

/** For tests: the page's first screen again. */
export function resetInteractive(): void {
  rootDone = screenExpected = screenDone = settled = false;
  whenDone = undefined;
  interactive = deferred();
}

/** The part of a hydration root React leaves out of its types: hydrate the boundary holding `target` now. */
interface SchedulingRoot {
  unstable_scheduleHydration?: (target: Node) => void;
}

/**
 * Asks React to hydrate the boundary holding the first element of `container` at the caller's priority. Called from a
 * layout effect of the root's commit (React commits at discrete priority), the screen hydrates right after the root,
 * in the same task, before the page's other updates. A React without the method leaves the boundary to idle priority.
 */
export function hydrateScreenFirst(root: unknown, container: Element | null): void {
  const target = container?.firstElementChild;
  if (target) (root as SchedulingRoot).unstable_scheduleHydration?.(target);
}
