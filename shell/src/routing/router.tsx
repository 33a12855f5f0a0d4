/**
 * The product's one router. Shell pages are declared here; a remote's routes are patched in the first time a
 * path of that remote is visited (react-router's patchRoutesOnNavigation), so no remote is fetched before it
 * is needed and a dead remote only affects its own paths.
 */
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router-dom';
import {
  companyFilterAtom,
  companyInUrl,
  currentStore,
  currentUserAtom,
  needs,
  prefetchQueries,
  type CompanyFilter,
  type RemoteName,
  type RemoteRoutesModule,
} from '@helpdesk/shared';
import { dashboardQuery } from '../pages/staff/dashboard-api.ts';
import { loadRemoteRoutes, remoteState } from '../federation/remote-registry.ts';
import { mountForPath, type RemoteMount } from './remote-mounts.ts';
import { fallbackRouteTree, remoteRouteTree } from './remote-routes.tsx';
import { AppRoot, HomeRedirect } from '../app/app-root.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { NotFound } from '../pages/not-found.tsx';
import { PageLoading } from '../pages/page-loading.tsx';
import { withLaterTexts } from '../i18n/shell-texts.ts';
import { homeFor } from '../session/access.ts';

/** The company a staff URL filters by: its own `?company=` id, else the current choice. */
export function companyOfUrl(url: URL): CompanyFilter {
  const inUrl = companyInUrl(url.search);
  return inUrl === 'all' || typeof inUrl === 'number' ? inUrl : currentStore().get(companyFilterAtom);
}

/** The dashboard's figures start loading with the page's chunk (route loader; the page does not wait for them). */
const dashboardLoader = ({ request }: { request: Request }) => {
  prefetchQueries([dashboardQuery(companyOfUrl(new URL(request.url)))]);
  return null;
};

/**
 * `/`: a signed-in user's home, as a redirect of the route — so the server answers the site's root with one (302) and
 * renders the home's first screen on the next request, instead of rendering an empty page that navigates once it has
 * hydrated. Nobody signed in: HomeRedirect sends to the login.
 */
export const homeLoader = () => {
  const user = currentStore().get(currentUserAtom);
  return user ? redirect(homeFor(user)) : null;
};

/** A lazy shell page: the module and the name of its page component (named exports only). */
const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    Component: (await load())[name],
  });

/** A lazy shell page no staff or client first screen is: its texts load with its code (shell-texts.ts). */
const laterPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  page(() => withLaterTexts(load), name);

export const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: homeLoader, element: <HomeRedirect /> },
      { path: 'login', lazy: laterPage(() => import('../pages/auth/login-page.tsx'), 'LoginPage') },
      { path: 'forgot', lazy: laterPage(() => import('../pages/auth/forgot-page.tsx'), 'ForgotPage') },
      { path: 'reset', lazy: laterPage(() => import('../pages/auth/reset-page.tsx'), 'ResetPage') },
      { path: 'code', lazy: laterPage(() => import('../pages/auth/code-page.tsx'), 'CodePage') },
      { path: 'email/confirm', lazy: laterPage(() => import('../pages/auth/email-confirm-page.tsx'), 'EmailConfirmPage') },
      { path: 'error', lazy: page(() => import('../pages/public/error-page.tsx'), 'ErrorPage') },
      { path: 'help', lazy: laterPage(() => import('../pages/public/help-page.tsx'), 'HelpPage') },
      { path: 'evaluation', lazy: laterPage(() => import('../pages/public/evaluation-page.tsx'), 'EvaluationPage') },
      { path: 'utility/:page', lazy: laterPage(() => import('../pages/public/utility-page.tsx'), 'UtilityPage') },
      {
        id: 'staff',
        path: 'admin',
        handle: needs('tickets.work'),
        lazy: page(() => import('../layout/staff-layout.tsx'), 'StaffLayout'),
        children: [
          {
            index: true,
            handle: needs('tickets.work'),
            loader: dashboardLoader,
            lazy: page(() => import('../pages/staff/dashboard-page.tsx'), 'DashboardPage'),
          },
          {
            path: 'control-center',
            handle: needs('control-center.view'),
            lazy: laterPage(() => import('../pages/staff/control-center-page.tsx'), 'ControlCenterPage'),
          },
          { path: 'guide', handle: needs('account.own'), lazy: laterPage(() => import('../pages/guide-page.tsx'), 'GuidePage') },
          { path: 'search', handle: needs('tickets.work'), lazy: laterPage(() => import('../pages/search/search-page.tsx'), 'SearchPage') },
          { path: 'profile/:id?', handle: needs('account.own'), lazy: page(() => import('../pages/profile-page.tsx'), 'ProfilePage') },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        id: 'client-area',
        handle: needs('client.tickets'),
        lazy: page(() => import('../layout/client-layout.tsx'), 'ClientLayout'),
        children: [
          { path: 'guide', handle: needs('account.own'), lazy: laterPage(() => import('../pages/guide-page.tsx'), 'GuidePage') },
          { path: 'profile', handle: needs('account.own'), lazy: page(() => import('../pages/profile-page.tsx'), 'ProfilePage') },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

const patched = new Set<string>();

/** Loads the remote owning `path` (once) and attaches its routes, or its fallback when it is unavailable. */
async function discoverRemoteRoutes(
  path: string,
  patch: (routeId: string | null, children: RouteObject[]) => void,
  signal: AbortSignal,
): Promise<void> {
  const mount = mountForPath(path);
  if (!mount) return;
  const remote: RemoteName = mount.remote;
  // Loaded is not patched: a prefetch may have loaded the remote before any of its paths was visited.
  if (patched.has(`${remote}:routes`)) return;
  if (remoteState(remote).status === 'failed' && patched.has(`${remote}:fallback`)) return;
  const module = await loadRemoteRoutes(remote);
  // A superseded navigation's patch is dropped by the router; leave the patching to the one that replaced it.
  if (signal.aborted) return;
  const key = module ? `${remote}:routes` : `${remote}:fallback`;
  if (patched.has(key)) return;
  patched.add(key);
  patch(mount.parentRouteId, [module ? remoteRouteTree(module) : fallbackRouteTree(mount)]);
}

interface PatchArgs {
  path: string;
  signal: AbortSignal;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

export const routerOptions = {
  patchRoutesOnNavigation: ({ path, patch, signal }: PatchArgs) => discoverRemoteRoutes(path, patch, signal),
};

export function createAppRouter() {
  return createBrowserRouter(shellRoutes, routerOptions);
}

/** The shell's routes with a remote's subtree under its layout route, as a navigation would have patched it in. */
export function withRemoteRoutes(routes: RouteObject[], mount: RemoteMount, module: RemoteRoutesModule): RouteObject[] {
  const attach = (list: RouteObject[]): RouteObject[] =>
    list.map((route): RouteObject => {
      if (route.index) return route;
      if (route.id === mount.parentRouteId) return { ...route, children: [remoteRouteTree(module), ...(route.children ?? [])] };
      return route.children ? { ...route, children: attach(route.children) } : route;
    });
  return attach(routes);
}

/**
 * The router of a page the server rendered (#39): the URL's remote already in the route table and every matched
 * route's lazy module already loaded, so the first render is the server's (no hydration fallback in between), with
 * the loaders' data the server sent instead of running them again.
 */
export async function createHydratingRouter(
  hydrationData: HydrationState,
  remote: { mount: RemoteMount; module: RemoteRoutesModule } | null,
): Promise<AppRouter> {
  const routes = remote ? withRemoteRoutes(shellRoutes, remote.mount, remote.module) : shellRoutes;
  if (remote) patched.add(`${remote.module.remote}:routes`);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { ...routerOptions, hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Drops a remote's patched routes, so the next navigation into it discovers them again (from the remote's current
 * entry). The route tree is replaced as a whole and committed by a revalidation of the current page, which must lie
 * outside the remote: routes patched into an uncommitted tree would not be matched.
 */
export async function forgetRemoteRoutes(router: AppRouter, remote: RemoteName): Promise<void> {
  if (!patched.has(`${remote}:routes`) && !patched.has(`${remote}:fallback`)) return;
  const ids = new Set([`remote:${remote}`, `remote:${remote}:fallback`]);
  const prune = (routes: AppRouter['routes']): AppRouter['routes'] =>
    routes.filter((route) => !ids.has(route.id)).map((route) => (route.children ? { ...route, children: prune(route.children) } : route));
  patched.delete(`${remote}:routes`);
  patched.delete(`${remote}:fallback`);
  router._internalSetRoutes(prune(router.routes));
  await router.revalidate();
}
