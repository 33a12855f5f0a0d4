/**
 * The first render waits (a short while) for the router's first navigation: its lazy routes, loaders and the URL's
 * remote. Rendered before that, the page first shows the router's fallback and then draws the layout and the first
 * screen in a transition, which React renders in 5 ms slices with other work in between; rendered after, the whole
 * first screen is one ordinary render. A slow first navigation still gets the fallback after `patienceMs`.
 */
interface InitializingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Resolves once the router's first navigation is done, or after `patienceMs`, whichever comes first. */
export function whenRouterReady(router: InitializingRouter, patienceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
    // Resolving twice is harmless: a late first navigation then just unsubscribes.
    setTimeout(resolve, patienceMs);
  });
}
