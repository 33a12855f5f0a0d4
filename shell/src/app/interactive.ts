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
/** The layout's parts hydrated after the screen (their own Suspense boundaries): how many there are, how many are in. */
let lateExpected = 0;
let lateDone = 0;
let doneCalled = false;
/** The boot hydrates a server-rendered first screen (it said so with `onFirstScreenInteractive`). */
let hydrates = false;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function settle(): void {
  if (settled || !rootDone || (screenExpected && !screenDone)) return;
  settled = true;
  performance.mark('helpdesk:interactive');
  interactive.resolve();
  allHydrated();
}

/** The boot's `onDone` once the first screen is interactive and the late parts have hydrated too. */
function allHydrated(): void {
  if (doneCalled || !settled || lateDone < lateExpected) return;
  doneCalled = true;
  whenDone?.();
}

/**
 * A part of the layout (top bar, menu) in a boundary of its own is on the page: a server-rendered page hydrates it
 * after the screen, at React's idle priority. Until it has, the boot's `onDone` (which ends reading the cookies the
 * server rendered with) waits: that part must hydrate as the server rendered it.
 */
export function lateBoundaryExpected(): void {
  lateExpected += 1;
}

/** That part has hydrated or first rendered. */
export function lateBoundaryHydrated(): void {
  lateDone += 1;
  allHydrated();
}

/** Resolves once the first screen is interactive (hydrated, or first rendered by the browser). */
export function whenInteractive(): Promise<void> {
  return interactive.promise;
}

/** What the boot runs once the first screen is interactive and the layout's late parts have hydrated. */
export function onFirstScreenInteractive(onDone: () => void): void {
  whenDone = onDone;
  hydrates = true;
}

/** A server-rendered first screen is hydrating and not yet interactive (false on a page the browser renders itself). */
export function firstScreenHydrating(): boolean {
  return hydrates && !settled;
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
  rootDone = screenExpected = screenDone = settled = doneCalled = hydrates = false;
  lateExpected = lateDone = 0;
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
