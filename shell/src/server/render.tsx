/**
 * Renders a URL for a signed-in user on the server: work in progress (#39).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import {
  FluentProvider,
  RendererProvider,
  SSRProvider,
  createDOMRenderer,
  renderToStyleElements,
  webLightTheme,
} from '@fluentui/react-components';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import {
  apiClient,
  configureApi,
  i18n,
  initI18n,
  provideQueryClient,
  routesModuleId,
  store,
  type RemoteRoutesModule,
} from '@helpdesk/shared';
import { currentUserQuery } from '../session/session.ts';
import { shellRoutes } from '../routing/router.tsx';
import { mountForPath } from '../routing/remote-mounts.ts';
import { remoteRouteTree } from '../routing/remote-routes.tsx';
import { loadShellTexts } from '../i18n/shell-texts.ts';
import { withServerCookies } from '../app/browser-settings.ts';

export interface RenderRequest {
  url: string;
  /** The API's absolute base for the server's own requests. */
  apiBase: string;
  cookie: string;
  user: unknown;
  remotes: Record<string, string>;
  lang: 'pl' | 'en';
}

export interface RenderResult {
  status: number;
  html: string;
  styles: string;
  state: unknown;
}

let registered = '';

function withRemote(routes: RouteObject[], parentId: string, child: RouteObject): RouteObject[] {
  return routes.map((route) =>
    route.id === parentId
      ? { ...route, children: [child, ...(route.children ?? [])] }
      : route.children
        ? { ...route, children: withRemote(route.children, parentId, child) }
        : route,
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const key = JSON.stringify(request.remotes);
  if (registered !== key) {
    registerRemotes(
      Object.entries(request.remotes).map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    registered = key;
  }
  configureApi({ apiBase: request.apiBase });
  apiClient.defaults.headers.common.Cookie = request.cookie;
  apiClient.defaults.headers.common.Referer = url.origin;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  queryClient.setQueryData(currentUserQuery.queryKey, request.user);
  provideQueryClient(queryClient);
  await initI18n();
  await loadShellTexts(request.lang);
  let routes = shellRoutes;
  const mount = mountForPath(url.pathname);
  if (mount) {
    const module = await loadRemote<RemoteRoutesModule>(routesModuleId(mount.remote));
    if (module) routes = withRemote(routes, mount.parentRouteId, remoteRouteTree(module));
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { headers: { cookie: request.cookie } }));
  if (context instanceof Response) return { status: context.status, html: '', styles: '', state: null };
  // Wait for the loaders' prefetches.
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 2));
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderer = createDOMRenderer();
  const html = withServerCookies(request.cookie, () =>
    renderToString(
      <RendererProvider renderer={renderer}>
        <SSRProvider>
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <I18nextProvider i18n={i18n}>
                <FluentProvider theme={webLightTheme} style={{ minHeight: '100%' }}>
                  <StaticRouterProvider router={router} context={context} />
                </FluentProvider>
              </I18nextProvider>
            </QueryClientProvider>
          </JotaiProvider>
        </SSRProvider>
      </RendererProvider>,
    ),
  );
  const styles = renderToString(<>{renderToStyleElements(renderer)}</>);
  return { status: context.statusCode, html, styles, state: dehydrate(queryClient) };
}
