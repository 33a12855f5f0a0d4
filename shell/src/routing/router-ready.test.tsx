import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { whenRouterReady } from './router-ready.ts';

/** A router whose only route's screen arrives when `arrive` is called (a lazy route, as the remotes' are). */
function lazyRouter() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        path: '/admin/ticket',
        hydrateFallbackElement: <p>Ładowanie…</p>,
        lazy: async () => {
          await arrived;
          return { Component: () => <h1>Zgłoszenia</h1> };
        },
      },
    ],
    { initialEntries: ['/admin/ticket'] },
  );
  return { router, arrive };
}

describe('the first render waits for the first navigation', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves once the lazy route is there, so the first render already holds the screen (no fallback first)', async () => {
    const { router, arrive } = lazyRouter();
    let ready = false;
    const waiting = whenRouterReady(router, 10_000).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive();
    await waiting;
    expect(router.state.initialized).toBe(true);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<RouterProvider router={router} />);
    observer.disconnect();
    expect(screen.getByRole('heading', { name: 'Zgłoszenia' })).toBeInTheDocument();
    expect(seen.some((text) => text.includes('Ładowanie'))).toBe(false);
  });

  it('gives up after its patience, so a slow first screen still gets the loading fallback', async () => {
    jest.useFakeTimers();
    const { router } = lazyRouter();
    let ready = false;
    const waiting = whenRouterReady(router, 1000).then(() => (ready = true));
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(ready).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(router.state.initialized).toBe(false);
    jest.useRealTimers();
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Ładowanie…')).toBeInTheDocument();
  });

  it('resolves at once for a router that is already initialised', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>Start</p> }]);
    await expect(whenRouterReady(router, 10_000)).resolves.toBeUndefined();
  });
});
