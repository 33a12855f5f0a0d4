import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider, RendererProvider, SSRProvider, createDOMRenderer, webLightTheme } from '@fluentui/react-components';
import { companyFilterAtom, configureApi, i18n, initI18n, isLocale, provideQueryClient, setHydrationTime, store } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import type { RemoteName } from '@helpdesk/shared/remote-names';
import { browserConfigFrom, fetchBrowserConfig, fetchRemoteManifests, remoteManifestsFrom } from './federation/runtime-config.ts';
import { readBootData } from './federation/boot-data.ts';
import { readOverrides, syncOverrideCookie } from './federation/local-override.ts';
import { loadRemoteRoutes, remoteEntry, startFederation } from './federation/remote-registry.ts';
import { startRemoteDeclarations } from './federation/remote-declarations.ts';
import { startRemoteHealthReports } from './federation/remote-health.ts';
import { mountForPath } from './routing/remote-mounts.ts';
import { initialCompany } from './layout/initial-company.ts';
import { isChunkLoadError, reloadAfterChunkError } from './federation/chunk-reload.ts';
import { setBrowserConfig, setOverrideDecision } from './app/startup.ts';
import { currentUserQuery, fetchInitialUser, mirrorCurrentUser } from './session/session.ts';
import { createAppRouter, createHydratingRouter } from './routing/router.tsx';
import { cookiesTheServerSaw } from './app/boot-cookies.ts';
import { setServerCookies } from './app/browser-settings.ts';
import { replayEarlyInput } from './app/early-input.ts';
import { STYLES_TAKEN_OVER, takeOverServerStyles } from './app/style-rehydration.ts';
import { hydrateScreenFirst, onFirstScreenInteractive } from './app/interactive.ts';
import { MAIN_CONTENT_ID } from './layout/skip-link.tsx';
import { loadDeferredModules } from './app/use-deferred-module.ts';
import { followRemoteDeployments } from './federation/remote-upgrades.ts';
import { changeLanguage, currentLocale, loadShellTexts } from './i18n/shell-texts.ts';

/** How long after the root hydrated a late part still reads the render's moment as "now". */
const LATE_HYDRATION_MS = 10_000;

/**
 * Hydrating, as the root commits it asks for the frame's screen to hydrate at once (app/interactive.ts). When the first
 * screen is interactive is the root route's to say (app/app-root.tsx): above the router, the root's first commit may be
 * the router's loading page.
 */
function HydrateScreenFirst({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}

async function start(): Promise<void> {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });

  // The texts of the stored (or default) language load while the configuration does.
  const texts = initI18n().then(() => loadShellTexts(currentLocale()));
  // What the server put into the HTML is not fetched again; whatever it left out is fetched, all in parallel.
  const boot = readBootData();
  if (boot.config) configureApi({ apiBase: browserConfigFrom(boot.config).apiBase });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  // Who is logged in decides the first screen; a server that cannot answer means the login page.
  const fetchUser = () => fetchInitialUser(queryClient);
  if (boot.user !== undefined) queryClient.setQueryData(currentUserQuery.queryKey, boot.user);
  // A page the server rendered: its queries' answers are here, none is asked again.
  const ssr = boot.ssr ?? null;
  if (ssr) hydrate(queryClient, ssr.queries);
  // Asked together with the config, on the default API base; asked again should the config name another one.
  const userEarly: Promise<CurrentUser | null> = boot.user !== undefined ? Promise.resolve(boot.user) : fetchUser();
  const [config, manifests] = await Promise.all([
    boot.config ? browserConfigFrom(boot.config) : fetchBrowserConfig(),
    boot.remotes
      ? remoteManifestsFrom(boot.remotes)
      : fetchRemoteManifests().catch((error: unknown) => {
          // Without remotes.json the shell still runs; every remote's pages show their fallback.
          console.error('remotes.json unavailable', error);
          return {};
        }),
  ]);
  const apiBaseMoved = !boot.config && config.apiBase !== browserConfigFrom({}).apiBase;
  configureApi({ apiBase: config.apiBase });
  setBrowserConfig(config);
  const overrides = readOverrides(config.remoteOverrideOrigins, config.localOverrides !== false);
  // A new override's dev server reloads through a websocket this page's CSP did not allow yet: load it once more.
  if (syncOverrideCookie(overrides.applied) && overrides.applied.length > 0) {
    window.location.reload();
    return;
  }
  setOverrideDecision(overrides);
  startFederation(manifests, overrides.applied);
  // Which remote serves which path, and the menus, from what the running versions declare.
  const registered = new Map(
    (Object.keys(manifests) as RemoteName[]).map((remote) => [
      remote,
      remoteEntry(remote) ?? (manifests as Record<RemoteName, string>)[remote],
    ]),
  );
  const declarationsReady = startRemoteDeclarations(boot.declarations, manifests, registered);
  startRemoteHealthReports();
  provideQueryClient(queryClient);

  const user = apiBaseMoved ? await userEarly.then(() => fetchInitialUser(queryClient, true)) : await userEarly;
  mirrorCurrentUser(queryClient);
  await declarationsReady;
  const mount = user ? mountForPath(window.location.pathname) : null;
  let remoteRoutes: ReturnType<typeof loadRemoteRoutes> = Promise.resolve(null);
  if (user) {
    // The first screen's remote loads while the texts do; its route loaders then start the screen's data.
    store.set(companyFilterAtom, ssr ? ssr.company : initialCompany(window.location.search, user.data.id));
    if (mount) remoteRoutes = loadRemoteRoutes(mount.remote);
  }
  await texts;
  if (user && isLocale(user.data.lang) && user.data.lang !== i18n.resolvedLanguage) {
    await changeLanguage(user.data.lang);
  }
  // Hydrating needs the server's route table: the URL's remote loaded (else the client boot renders afresh).
  const remoteModule = ssr && mount ? await remoteRoutes : null;
  const hydrating = ssr !== null && (!mount || remoteModule !== null);
  const router = hydrating
    ? await createHydratingRouter(ssr.router, mount && remoteModule ? { mount, module: remoteModule } : null)
    : createAppRouter();
  // The server rendered the page's deferred chunks: they are here before it hydrates.
  if (hydrating) await loadDeferredModules();
  followRemoteDeployments(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <SSRProvider>
        <JotaiProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <FluentProvider theme={webLightTheme} style={{ minHeight: '100%' }}>
                <RouterProvider router={router} />
              </FluentProvider>
            </I18nextProvider>
          </QueryClientProvider>
        </JotaiProvider>
      </SSRProvider>
    </StrictMode>
  );
  if (hydrating) {
    // Until hydrated, the UI settings read the cookies the server rendered with, not this boot's (time-zone-cookie.ts).
    const seen = cookiesTheServerSaw();
    setServerCookies(() => seen);
    setHydrationTime(ssr.now);
    const afterHydration = () => {
      setServerCookies(() => undefined);
      // The root has hydrated, but a part behind a Suspense boundary whose code was not in yet hydrates in a pass of
      // its own, later: until then it must read the render's moment too, or a clock's "12 min left" may hydrate as
      // "11 min left" (a mismatch, seen in CI on a ticket's SLA clocks). A part first rendered meanwhile reads a moment
      // at most this old; the clocks re-read the time on their own schedule.
      setTimeout(() => setHydrationTime(undefined), LATE_HYDRATION_MS);
      replayEarlyInput();
    };
    // Griffel's renderer takes over the server's style elements (their rules noted as inserted, new ones go into them):
    // the default one would add a second set and insert every rule of the page again (~490 for the list) while hydrating.
    const renderer = createDOMRenderer(document);
    takeOverServerStyles(renderer);
    // Called as the root commits, which is after hydrateRoot has returned the root.
    const hydrateScreen = () => hydrateScreenFirst(root, document.getElementById(MAIN_CONTENT_ID));
    onFirstScreenInteractive(afterHydration);
    const hydrated = (
      <RendererProvider renderer={renderer} targetDocument={STYLES_TAKEN_OVER}>
        <HydrateScreenFirst onCommit={hydrateScreen}>{app}</HydrateScreenFirst>
      </RendererProvider>
    );
    const root = hydrateRoot(container, hydrated, {
      // A page that does not hydrate as rendered says where (React recovers by rendering that part afresh).
      onRecoverableError: (error, info) => console.error('[helpdesk] hydration:', error, info.componentStack),
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
