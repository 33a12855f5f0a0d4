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
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, patienceMs);
    unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
