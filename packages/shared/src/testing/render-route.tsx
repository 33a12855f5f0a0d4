/**
 * Test helper for route modules: renders routes in a memory router inside the same providers the shell gives
 * them at run time (jotai store, QueryClient, i18n, Fluent), in a DOM that gives Fluent what a browser would
 * (browser-stubs.ts). Used by each remote's own tests, so a remote's CI needs neither the shell nor the other remotes.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
// The stateful root by its name, never relatively: the very store and i18n instance the app under test uses.
import { AbilityGuard, currentUserAtom, i18n, initI18n, store } from '@helpdesk/shared';
import { emulateLayout, keepTabsterFromHiding, stubResizeObserver } from './browser-stubs.ts';

/** The shell's route guard as the remote sees it: the declared abilities against the current user (when known). */
function GuardedOutlet() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <Outlet />;
  return (
    <AbilityGuard user={user}>
      <Outlet />
    </AbilityGuard>
  );
}

export async function renderRoute(routes: RouteObject[], path: string) {
  await initI18n();
  stubResizeObserver();
  emulateLayout();
  keepTabsterFromHiding();
  const root: RouteObject = {
    path: '/',
    element: <GuardedOutlet />,
    hydrateFallbackElement: <span>loading</span>,
    children: [...routes, { path: 'error', element: <h1>error</h1> }],
  };
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

/** The locale files of a remote: a `screens` section with one title per placeholder screen. */
export interface RemoteTexts {
  screens: Record<string, string>;
}

/**
 * The contract test every remote runs on its routes module: its name, a semver version, relative lazy routes,
 * and each placeholder screen titled in Polish and English.
 */
export function describeRemoteRoutes(
  module: { remote: string; version: string; routes: RouteObject[]; Root?: unknown },
  expected: { remote: string; pl: RemoteTexts; en: RemoteTexts },
): void {
  beforeAll(() => initI18n());

  describe(`the ${expected.remote} routes module`, () => {
    it('honours the shell contract: its name, a semver version, relative lazy routes', () => {
      expect(module.remote).toBe(expected.remote);
      expect(module.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(module.routes.length).toBeGreaterThan(0);
      expect(typeof module.Root).toBe('function');
      for (const route of module.routes) {
        expect(route.path).toBeTruthy();
        expect(route.path!.startsWith('/')).toBe(false);
        expect(typeof route.lazy).toBe('function');
      }
    });

    // Screens still being built render the shared placeholder, which names its title key; real screens have
    // their own tests.
    it('titles every placeholder screen in Polish and English', async () => {
      for (const route of module.routes) {
        const loaded = (await (route.lazy as () => Promise<{ Component?: { placeholderKey?: string } }>)()).Component;
        const key = loaded?.placeholderKey;
        if (!key) continue;
        await act(() => i18n.changeLanguage('pl'));
        const view = await renderRoute(module.routes, samplePath(route.path!));
        expect(await screen.findByRole('heading', { level: 1, name: expected.pl.screens[key] })).toBeInTheDocument();
        await act(() => i18n.changeLanguage('en'));
        expect(await screen.findByRole('heading', { level: 1, name: expected.en.screens[key] })).toBeInTheDocument();
        view.unmount();
      }
    });
  });
}
