/**
 * Test helper for route modules: renders routes in a memory router inside the same providers the shell gives
 * them at run time (jotai store, QueryClient, i18n, Fluent). Used by each remote's own tests, so a remote's CI
 * needs neither the shell nor the other remotes.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { store } from '../state/atoms.ts';

export async function renderRoute(routes: RouteObject[], path: string) {
  await initI18n();
  const root: RouteObject = { path: '/', hydrateFallbackElement: <span>loading</span>, children: routes };
  const router = createMemoryRouter([root], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <FluentProvider theme={webLightTheme}>
            <RouterProvider router={router} />
          </FluentProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, queryClient };
}

/** A concrete URL for a route pattern: optional and required params become '1'. */
export function samplePath(pattern: string): string {
  return `/${pattern.replace(/:[A-Za-z]+\??/g, '1')}`;
}
