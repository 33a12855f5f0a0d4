/** Test helpers for the shell's pages and dialogs: the providers a screen needs, and what jsdom lacks. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { store } from '@helpdesk/shared';

/** Fluent's MessageBar and overflow components observe their size. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `routes` (or one element on every path) at `path` with the app's providers. */
export function renderWithProviders(
  content: ReactElement | RouteObject[],
  { path = '/', queryClient = testQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  stubResizeObserver();
  const routes = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, queryClient };
}
