/** Test helpers for the shell's pages and dialogs: the providers a screen needs (jsdom stubs: @helpdesk/shared/testing). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { store } from '@helpdesk/shared';
import { stubResizeObserver } from '@helpdesk/shared/testing';

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
