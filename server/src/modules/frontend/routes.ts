import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifyReply } from 'fastify';
import { REMOTE_NAMES, type AppConfig } from '../../config';
import { localOverridesAllowed } from '../../platform/security-headers';
import { NO_CACHE, staticDir, versionedDir } from '../../platform/static';
import { remoteLocations } from './remote-locations';
import { builtInVersion, VERSION_SEGMENT } from './built-in-versions';
import { earlyApiRequests } from '@helpdesk/shared/early-requests';
import { can, type AbilityHolder } from '@helpdesk/shared/permissions';
import { preloadHints, readShellTemplate, renderShellHtml, servedDeclarations, withLanguage, type BootData } from './boot-html';
import { firstScreenRequests, renderOnServer } from './server-render';
import { withRemoteOriginDeclarations } from './remote-origin-declarations';
import { scriptNonce } from '../../platform/security-headers';
import type { Admission } from '../../platform/admission';

/** Paths that never fall back to the SPA's index.html. */
const NOT_SPA = /^\/(api|remotes|remote-versions|sanctum|broadcasting|app|apps|dev)(\/|$)/;

export interface EchoOptions {
  broadcaster: 'pusher';
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: ('ws' | 'wss')[];
  disableStats: boolean;
  authEndpoint: string;
}

/**
 * Idle lifetime of a session, as platform/session.ts applies it (IDLE_MINUTES there, not exported): the
 * browser warns before it runs out. Keep the two equal; frontend.test.ts checks it against a real expiry.
 */
export const SESSION_LIFETIME_MINUTES = 120;

export interface BrowserConfig {
  apiBase: string;
  remoteOverrideOrigins: string[];
  /** Whether the shell takes a localhost override not listed in remoteOverrideOrigins (the CSP allows one only then). */
  localOverrides: boolean;
  echo: EchoOptions;
  /** Minutes of inactivity after which the server ends a (not remembered) session. */
  sessionLifetimeMinutes: number;
  /** The VAPID public key browsers subscribe with (base64url); null: push is off and the browser is not asked. */
  pushPublicKey: string | null;
}

/** Echo/pusher-js options for the browser: the embedded server is wherever the page came from. */
export function echoOptions(config: AppConfig, request: FastifyRequest): EchoOptions {
  const p = config.pusher;
  const pageTLS = request.protocol === 'https';
  const external = p.driver === 'pusher';
  const tls = p.clientHost ? p.clientTLS : external ? p.useTLS : pageTLS;
  const host = p.clientHost ?? (external && p.host ? p.host : request.hostname);
  const port = p.clientPort ?? (external && p.port ? p.port : (request.port ?? (pageTLS ? 443 : 80)));
  return {
    broadcaster: 'pusher',
    key: p.key,
    cluster: p.cluster,
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    authEndpoint: '/broadcasting/auth',
  };
}

/** What `/config.json` answers for this request (and the HTML's boot data carries). */
export function browserConfig(config: AppConfig, request: FastifyRequest): BrowserConfig {
  return {
    apiBase: '/api',
    remoteOverrideOrigins: config.remoteOverrideOrigins,
    localOverrides: localOverridesAllowed(config),
    echo: echoOptions(config, request),
    sessionLifetimeMinutes: SESSION_LIFETIME_MINUTES,
    pushPublicKey: config.push.vapid?.publicKey ?? null,
  };
}

/** The object `/api/user` answers for this request's session, or null; undefined when this server cannot tell. */
export type HtmlUser = (request: FastifyRequest) => Promise<unknown>;

function shellIndexPath(config: AppConfig): string {
  return path.join(config.shellDist, 'index.html');
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Sends the shell's index.html for client-side routes, with the boot data (config, remote locations and, when
 * `user` is given, the signed-in user) and the preload hints of the URL's remote inside. Returns false when the
 * request is not one (the caller then answers 404). With `pages`, the page waits its turn among the pages being made.
 */
export async function trySpaFallback(
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  user?: HtmlUser,
  pages?: Admission,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.test(pathname) || !wantsHtml(request)) return false;
  const template = readShellTemplate(shellIndexPath(config));
  if (template === null) return false;
  const page = { template, pathname, user, pages };
  return pages ? pages.run(() => answerPage(config, request, reply, page)) : answerPage(config, request, reply, page);
}

/** The id in what /api/user answers (boot.user), 0 when there is none. */
function userIdOf(user: unknown): number {
  const id = (user as { data?: { id?: unknown } } | null | undefined)?.data?.id;
  return typeof id === 'number' ? id : 0;
}

async function answerPage(
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  { template, pathname, user, pages }: { template: string; pathname: string; user?: HtmlUser; pages?: Admission },
): Promise<true> {
  const remotes = await remoteLocations(config, request);
  // What the served versions declare (paths, menu entries): the shell builds its routes and menus from them.
  const declarations = await withRemoteOriginDeclarations(servedDeclarations(config, remotes), remotes);
  const boot: BootData & { config: BrowserConfig } = { config: browserConfig(config, request), remotes, declarations };
  if (user) boot.user = await user(request);
  // Nobody signed in: the page becomes the sign-in form, no remote is needed.
  const lang = (boot.user as { data?: { lang?: unknown } } | null | undefined)?.data?.lang;
  const locale = typeof lang === 'string' ? lang : undefined;
  const hints = preloadHints(config, pathname, remotes, { template, signedIn: boot.user !== null, locale }, declarations);
  // Signed in staff: the first screen's data is asked for as the page's first script runs, not after the screen's code.
  // (A client on a staff URL would only be refused: nothing is asked.)
  const search = request.url.slice(pathname.length);
  const works = can(boot.user as AbilityHolder | null, 'tickets.work');
  if (works) {
    const early = earlyApiRequests(pathname, search);
    if (early.length) boot.early = early.map((url) => `${boot.config.apiBase}${url}`);
  }
  // Signed in: the first screen rendered here, its data in the page (server-render.ts); else the client boot.
  const nonce = scriptNonce(reply);
  const rendered = boot.user
    ? await renderOnServer(config, request, {
        user: boot.user,
        remotes,
        declarations,
        metrics: request.server.metrics,
        nonce,
        serverTiming: (value) => reply.header('server-timing', value),
        pagesWaiting: () => pages?.waiting ?? 0,
        firstRequests: works ? firstScreenRequests(pathname, search, userIdOf(boot.user), request.headers.cookie ?? '') : [],
      })
    : null;
  if (rendered && 'redirect' in rendered) {
    reply.header('cache-control', 'no-store').redirect(rendered.redirect);
    return true;
  }
  if (rendered) {
    boot.ssr = rendered.state;
    // Its data is in the page: the first script asks for nothing.
    delete boot.early;
  }
  const html = renderShellHtml(withLanguage(template, locale), boot, hints, rendered ? { ...rendered, nonce } : undefined);
  // The page carries the user: never stored by the browser or a proxy.
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', user ? 'no-store' : NO_CACHE)
    .send(html);
  return true;
}

/** The production front end: shell at `/`, each remote under `/remotes/<name>/`, runtime JSON config. */
export const frontendRoutes: FastifyPluginAsync<{ config: AppConfig; htmlUser?: () => HtmlUser | undefined; pages?: Admission }> = async (
  app: FastifyInstance,
  { config, htmlUser, pages },
) => {
  // `/` is an app route like the others: its HTML carries the boot data (not the static index.html).
  app.get('/', async (request, reply) => {
    if (await trySpaFallback(config, request, reply, htmlUser?.(), pages)) return reply;
    return reply.callNotFound();
  });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remoteLocations(config, request);
  });

  app.get('/config.json', async (request, reply): Promise<BrowserConfig> => {
    reply.header('cache-control', NO_CACHE);
    return browserConfig(config, request);
  });

  await staticDir(app, { root: config.shellDist, prefix: '/', index: false });
  for (const name of REMOTE_NAMES) {
    const root = path.join(config.remotesDir, name, 'dist');
    // The build under its version (what /remotes.json and the HTML name), cached for good; the plain URL stays no-cache.
    await versionedDir(app, {
      root,
      prefix: `/remotes/${name}/${VERSION_SEGMENT}/`,
      currentVersion: () => builtInVersion(config, name),
      cors: true,
    });
    await staticDir(app, { root, prefix: `/remotes/${name}/`, cors: true });
  }
  // Deployed versions: `/remote-versions/<remote>/<version>/…`, written once by the deploy CLI, cached for good.
  await staticDir(app, { root: config.remoteDeploymentsDir, prefix: '/remote-versions/', cors: true, immutable: true });
};
