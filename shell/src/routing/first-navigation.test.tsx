import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { firstNavigation } from './router.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the first render waits for the first navigation', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves once the lazy routes have loaded, so the screen is in the first commit', async () => {
    const screenModule = deferred<{ Component: () => React.JSX.Element }>();
    const fallbackRendered = jest.fn(() => <p>Ładowanie…</p>);
    const router = createMemoryRouter([{ path: '/admin', HydrateFallback: fallbackRendered, lazy: () => screenModule.promise }], {
      initialEntries: ['/admin'],
    });
    let settled = false;
    const waited = firstNavigation(router).then(() => {
      settled = true;
    });
    await act(async () => undefined);
    expect(settled).toBe(false);

    screenModule.resolve({ Component: () => <h1>Pulpit</h1> });
    await waited;
    expect(router.state.initialized).toBe(true);

    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Pulpit' })).toBeInTheDocument();
    expect(fallbackRendered).not.toHaveBeenCalled();
  });

  it('gives up after the wait, and the loading page shows instead', async () => {
    jest.useFakeTimers();
    const router = createMemoryRouter([{ path: '/', HydrateFallback: () => <p>Ładowanie…</p>, lazy: () => new Promise(() => undefined) }], {
      initialEntries: ['/'],
    });
    let settled = false;
    void firstNavigation(router, 1000).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(900);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    expect(router.state.initialized).toBe(false);
  });
});
