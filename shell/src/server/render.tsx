/**
 * The shell's server renderer (ARCHITECTURE §7, #39): renders a signed-in user's URL as the browser's first render
 * will — the same routes (the shell's, and the URL's remote's `./routes` loaded through Module Federation's node
 * runtime from the remote's server build), react-router's static handler running the route loaders (so the first
 * screen's queries are prefetched by the same rule the browser's loaders follow), a QueryClient, jotai store and
 * i18n instance of this request only, and Griffel's server renderer collecting the styles. The page carries the
 * dehydrated query cache and the router's data; the browser hydrates from them and fetches nothing again.
 *
 * What is a singleton in a browser is per request here: the request scope (`setRequestScope`, an AsyncLocalStorage)
 * gives route loaders this request's store and QueryClient, and the API client's requests this request's cookies,
 * base and transport. The render itself is synchronous (`renderToString` once the data is there), so the few
 * process-wide settings a render reads (the UI settings cookie, the display time zone) are set around it alone.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { renderPage } from './render-html.ts';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
} from 'react-router-dom';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import {
  FluentProvider,
  RendererProvider,
  SSRProvider,
  createDOMRenderer,
  renderToStyleElements,
  webLightTheme,
} from '@fluentui/react-components';
import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import {
  apiClient,
  companyFilterAtom,
  currentUserAtom,
  i18n,
  initI18n,
  isLocale,
  loadTranslations,
  copyNamespace,
  restoreNamespace,
  routesModuleId,
  setRequestScope,
  type RemoteName,
  type RemoteRoutesModule,
  type NamespaceTexts,
  type RequestScope,
} from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@helpdesk/shared/constants';
import { SERVER_SHEETS_GLOBAL } from '@helpdesk/shared/remote';
import { SERVER_WINDOW_GLOBAL } from '@helpdesk/shared/ui';
import { JSDOM } from 'jsdom';
import { currentUserQuery } from '../session/session.ts';
import { guardRedirect } from '../session/access.ts';
import type { ServerState } from '../federation/boot-data.ts';
import { serverRetryPlugin } from './retry-fetch.ts';
import { shellRoutes, withRemoteRoutes } from '../routing/router.tsx';
import { mountForPath, remoteDeclarations, setRemoteDeclarations } from '../routing/remote-mounts.ts';
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { loadShellTexts } from '../i18n/shell-texts.ts';
import { setServerCookies } from '../app/browser-settings.ts';
import { EARLY_INPUT_SCRIPT } from '../app/early-input.ts';
import { loadDeferredModules } from '../app/use-deferred-module.ts';
import { initialCompanyFromCookies } from '../layout/initial-company.ts';
import { browserTimeZone, narrowIn, timeZoneIn, TIME_ZONE_COOKIE, VIEWPORT_COOKIE } from '../app/time-zone-cookie.ts';
import { cookiesNamed } from '../app/boot-cookies.ts';
import { UI_SETTINGS_COOKIE } from '../app/browser-settings.ts';
import { OVERRIDE_COOKIE } from '../federation/local-override.ts';
import { COMPANY_COOKIE } from '@helpdesk/shared/company-param';

/**
 * The cookies the front end itself writes (none is the session's): the state says them as the render saw them, so the
 * hydrating boot compares with them without reading document.cookie (app/boot-cookies.ts).
 */
const FRONT_END_COOKIES = [TIME_ZONE_COOKIE, VIEWPORT_COOKIE, UI_SETTINGS_COOKIE, COMPANY_COOKIE, OVERRIDE_COOKIE];

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The page request's Cookie header: the renderer's API requests carry it, as the browser's would. */
  cookie: string;
  /** The API's absolute base for the renderer's requests. */
  apiBase: string;
  /** How the renderer's API requests travel (a host may answer them in its own process); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** What `/api/user` answers for the session. */
  user: CurrentUser;
  /** The manifests (absolute URLs) of the remotes whose server code the host lets run. */
  remotes: Partial<Record<RemoteName, string>>;
  /** What the served remotes declare (their paths and menu entries), as the page's boot data carries it. */
  declarations: RemoteDeclarations;
  /** The page's CSP nonce for scripts, if its policy has one (React's reveal scripts carry it). */
  nonce?: string;
}

export type RenderResult =
  | { kind: 'html'; status: number; head: string; body: string; state: ServerState }
  | { kind: 'redirect'; location: string }
  | { kind: 'skip'; reason: string };

interface Scope extends RequestScope {
  apiBase: string;
  cookie: string;
  origin: string;
  fetch: typeof fetch;
}

// Message bodies are sanitised by DOMPurify as in the browser, in a window of their own (safe-html.tsx); a screen that
// reads HTML into a document (a message's excerpt) finds DOMParser as in the browser.
const serverWindow = new JSDOM('').window;
(globalThis as Record<string, unknown>)[SERVER_WINDOW_GLOBAL] ??= serverWindow;
(globalThis as { DOMParser?: unknown }).DOMParser ??= serverWindow.DOMParser;

const scopes = new AsyncLocalStorage<Scope>();
setRequestScope(() => scopes.getStore());
setServerCookies(() => scopes.getStore()?.cookie);
apiClient.interceptors.request.use((config) => {
  const scope = scopes.getStore();
  if (!scope) return config;
  config.baseURL = scope.apiBase;
  config.adapter = 'fetch';
  config.env = { ...config.env, fetch: scope.fetch };
  config.headers.set('Cookie', scope.cookie);
  config.headers.set('Referer', `${scope.origin}/`);
  return config;
});

/** The remotes registered with this process's federation runtime, by manifest URL. */
const registered = new Map<RemoteName, string>();

/** Registers a remote's version with the runtime; `again` after its load failed, so the runtime forgets that load. */
function register(remote: RemoteName, manifest: string, again = false): void {
  if (registered.get(remote) === manifest && !again) return;
  if (registered.size === 0) registerPlugins([serverRetryPlugin()]);
  registerRemotes([{ name: remote, entry: manifest }], { force: registered.has(remote) });
  registered.set(remote, manifest);
}

let started: Promise<unknown> | null = null;
/** The zone this process writes times in (asked once: each asking builds a formatter). */
let processZone: string | undefined;
/** i18n, started once per process (the first render or the first remote prepared, whichever comes first). */
const i18nStarted = () => (started ??= initI18n());

/**
 * The routes modules this thread has loaded, by manifest URL, every screen's chunk with them. A canary serves two
 * versions of a remote at once: each render takes its user's version from here, so the runtime's registration (one
 * entry per remote name) is not switched back and forth — each switch drops the runtime's copy, and the next render
 * of the other version fetched and ran its manifest, entry and chunks again inside its budget. A few versions per
 * remote are kept (the live one, a canary, one being deployed); older ones are let go.
 *
 * A remote's texts are one namespace (its name) of the one i18n store, which holds one build's: the build that ran
 * last, and its loaders. Each version keeps a copy of its own (loaders, both languages with what its screens added),
 * taken once it is loaded; a render of another version than the store's puts that version's copy back first. A
 * version that fails to load gives the namespace back at once (forgetTextsOf).
 */
interface LoadedVersion {
  remote: RemoteName;
  module: RemoteRoutesModule;
  texts: NamespaceTexts;
}
const loadedRoutes = new Map<string, LoadedVersion>();
const VERSIONS_KEPT_PER_REMOTE = 3;
/** The version whose texts each remote's namespace holds now. */
const textsInStore = new Map<RemoteName, string>();

async function keepLoaded(remote: RemoteName, manifest: string, module: RemoteRoutesModule): Promise<void> {
  await Promise.all(LOCALES.map((locale) => loadTranslations(locale)));
  loadedRoutes.set(manifest, { remote, module, texts: copyNamespace(remote) });
  textsInStore.set(remote, manifest);
  const versions = [...loadedRoutes].filter(([, loaded]) => loaded.remote === remote).map(([url]) => url);
  for (const url of versions.slice(0, Math.max(0, versions.length - VERSIONS_KEPT_PER_REMOTE))) loadedRoutes.delete(url);
}

/** A version loaded before, as the most recently used. */
function loadedVersion(manifest: string): LoadedVersion | undefined {
  const loaded = loadedRoutes.get(manifest);
  if (!loaded) return undefined;
  loadedRoutes.delete(manifest);
  loadedRoutes.set(manifest, loaded);
  return loaded;
}

/** Puts a loaded version's texts (and its loaders) in the store, unless they are there. */
function useTextsOf(manifest: string, { remote, texts }: LoadedVersion): void {
  if (textsInStore.get(remote) === manifest) return;
  restoreNamespace(remote, texts);
  textsInStore.set(remote, manifest);
}

/**
 * After a version of the remote failed to load: its routes module may have run first and made the namespace its own
 * (its loaders, what it loaded). Those loaders would fail every render's loading of texts, whatever its remote, so the
 * namespace goes back at once to the kept version used last, or is emptied when none is kept.
 */
function forgetTextsOf(remote: RemoteName): void {
  // What the namespace holds now is no kept version's.
  textsInStore.delete(remote);
  const kept = [...loadedRoutes].reverse().find(([, loaded]) => loaded.remote === remote);
  if (kept) useTextsOf(...kept);
  else restoreNamespace(remote, { loaders: undefined, bundles: {} });
}

const preparing = new Map<string, Promise<boolean>>();
/** When a version's preparation failed: its full loads get the client boot, and it is tried again after a while. */
const failedAt = new Map<string, number>();
const PREPARE_RETRY_MS = 30_000;

/** The `lazy` loaders of a route list, nested ones included. */
function lazyRoutesOf(routes: readonly RouteObject[]): (() => Promise<unknown>)[] {
  return routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyRoutesOf(route.children ?? []),
  ]);
}

/**
 * Loads a remote version's server build (once per manifest URL): the host waits for it outside a render's budget, so
 * the first full load after a start or a deploy is rendered too, not only the ones after it. False when it fails; a
 * version that failed is tried again PREPARE_RETRY_MS later (a hiccup of its origin), not at every full load meanwhile.
 */
export function prepare(remote: RemoteName, manifest: string): Promise<boolean> {
  if (loadedVersion(manifest)) return Promise.resolve(true);
  const failed = failedAt.get(manifest);
  if (failed !== undefined && Date.now() - failed < PREPARE_RETRY_MS) return Promise.resolve(false);
  let loading = preparing.get(manifest);
  if (!loading) {
    loading = (async () => {
      // A remote's routes wait for its texts, which wait for i18n: prepared before any render, it starts here.
      await i18nStarted();
      register(remote, manifest, failed !== undefined);
      const module = await loadRemote<RemoteRoutesModule>(routesModuleId(remote));
      if (!module) return false;
      // Every screen's chunk too: a screen's first render must not spend its budget loading code.
      await Promise.all(lazyRoutesOf(module.routes).map((load) => load().catch(() => undefined)));
      await keepLoaded(remote, manifest, module);
      return true;
    })()
      .catch(() => false)
      .then((ready) => {
        preparing.delete(manifest);
        if (ready) failedAt.delete(manifest);
        else {
          failedAt.set(manifest, Date.now());
          forgetTextsOf(remote);
        }
        return ready;
      });
    preparing.set(manifest, loading);
  }
  return loading;
}

/**
 * A remote version's routes module for a render, its texts in the store: the one this thread prepared (the host
 * prepares it before the render; a render asked without that prepares it here, by the same rule).
 */
export async function routesModuleFor(remote: RemoteName, manifest: string): Promise<RemoteRoutesModule | undefined> {
  const loaded = (await prepare(remote, manifest)) ? loadedVersion(manifest) : undefined;
  if (!loaded) return undefined;
  useTextsOf(manifest, loaded);
  return loaded.module;
}

/**
 * One static handler per route table — the shell's, or the shell's with one remote version's routes module where its
 * mount attaches — made once and used by every render (as it is meant to be): making it flattens and ranks every
 * route, and a screen's lazy module stays resolved in it. A new version's module is another table.
 */
const handlers = new WeakMap<object, Map<string | null, StaticHandler>>();

function staticHandler(key: object, at: string | null, routes: () => RouteObject[] = () => shellRoutes): StaticHandler {
  let byMount = handlers.get(key);
  if (!byMount) handlers.set(key, (byMount = new Map()));
  let handler = byMount.get(at);
  if (!handler) byMount.set(at, (handler = createStaticHandler(routes())));
  return handler;
}

/** Static sheets the modules ran here registered instead of writing them into a document (light-sheet.ts). */
function serverSheets(): string {
  const sheets = (globalThis as Record<string, unknown>)[SERVER_SHEETS_GLOBAL] as Map<string, string> | undefined;
  return [...(sheets ?? [])].map(([name, css]) => `<style data-sheet="${name}">${css}</style>`).join('');
}

/** Waits until no query of the client is fetching (the loaders' prefetches started them). */
async function settled(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) {
          stop();
          resolve();
        }
      });
    });
  }
}

/** The head's script that keeps what is typed before hydration (early-input.ts), under the page's nonce. */
function earlyInputScript(nonce: string | undefined): string {
  return renderToString(<script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  await i18nStarted();
  const url = new URL(request.url);
  // Times are written in the process's zone here, in the browser's there: only the same zone renders alike.
  if (timeZoneIn(request.cookie) !== (processZone ??= browserTimeZone())) return { kind: 'skip', reason: 'time-zone' };
  // The summary panel's default follows the window class, which the browser says at its boot.
  if (narrowIn(request.cookie) === undefined) return { kind: 'skip', reason: 'viewport' };
  const locale: Locale = isLocale(request.user.data.lang) ? request.user.data.lang : DEFAULT_LOCALE;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } });
  queryClient.setQueryData(currentUserQuery.queryKey, request.user);
  const store = createStore();
  // What mirrorCurrentUser keeps in the browser's store.
  store.set(currentUserAtom, request.user);
  const company = initialCompanyFromCookies(url.search, request.user.data.id, request.cookie);
  store.set(companyFilterAtom, company);
  const renderedAt = Date.now();
  const scope: Scope = {
    store,
    queryClient,
    renderedAt,
    apiBase: request.apiBase,
    cookie: request.cookie,
    origin: url.origin,
    fetch: request.fetch ?? fetch,
  };
  return scopes.run(scope, async (): Promise<RenderResult> => {
    await loadShellTexts(locale);
    // One table per process: the requests of one deployment declare alike (a canary's may add paths, never move them).
    if (JSON.stringify(remoteDeclarations()) !== JSON.stringify(request.declarations)) setRemoteDeclarations(request.declarations);
    let handler = staticHandler(shellRoutes, null);
    const mount = mountForPath(url.pathname);
    if (mount) {
      const manifest = request.remotes[mount.remote];
      if (!manifest) return { kind: 'skip', reason: 'remote-not-allowed' };
      const module = await routesModuleFor(mount.remote, manifest);
      if (!module) return { kind: 'skip', reason: 'remote-unavailable' };
      handler = staticHandler(module, mount.parentRouteId, () => withRemoteRoutes(shellRoutes, mount, module));
    }
    // The user's language: the shell's texts and every namespace registered so far (the remote's among them).
    await loadTranslations(locale);
    // A page the browser's guards would leave at once (another area's, a refused ability, /code still due) is
    // answered with their redirect, before its loaders ask the API for what the user may not see.
    const matched = matchRoutes(handler.dataRoutes, url.pathname) ?? [];
    const guarded = guardRedirect(
      url.pathname,
      url.search,
      request.user,
      matched.map((match) => match.route.handle),
    );
    if (guarded) return { kind: 'redirect', location: guarded };
    const context = await handler.query(new Request(url, { headers: { cookie: request.cookie } }));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location ? { kind: 'redirect', location } : { kind: 'skip', reason: 'response' };
    }
    // The pages' deferred chunks render here as in a browser that has them (and the hydrating browser loads them first).
    await Promise.all([settled(queryClient), loadDeferredModules()]);
    // What failed here (a screen's code not loaded, a request refused or not answered) would be rendered as its error,
    // which the browser does not share: the router's errors hydrate as plain objects, and a failed query is not in the
    // dehydrated cache, so the browser asks again and renders its own answer. Those pages get the client boot.
    if (context.errors) return { kind: 'skip', reason: 'route-error' };
    if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
      return { kind: 'skip', reason: 'query-error' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const renderer = createDOMRenderer();
    const translations = i18n.cloneInstance({ lng: locale });
    const body = await renderPage(
      <RendererProvider renderer={renderer}>
        <SSRProvider>
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <I18nextProvider i18n={translations}>
                <FluentProvider theme={webLightTheme} style={{ minHeight: '100%' }}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </FluentProvider>
              </I18nextProvider>
            </QueryClientProvider>
          </JotaiProvider>
        </SSRProvider>
      </RendererProvider>,
      request.nonce,
    );
    const head = earlyInputScript(request.nonce) + serverSheets() + renderToString(<>{renderToStyleElements(renderer)}</>);
    return {
      kind: 'html',
      status: context.statusCode,
      head,
      body,
      state: {
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        company,
        now: renderedAt,
        cookies: cookiesNamed(request.cookie, FRONT_END_COOKIES),
      },
    };
  });
}
