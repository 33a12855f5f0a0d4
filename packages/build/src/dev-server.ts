/**
 * The dev server a team runs for one remote and points a deployed shell at (README "Running one remote against a
 * deployed shell"). The shell may live on any origin — localhost, 127.0.0.1 or a staging host — so the server:
 * - answers the shells listed in DEV_SHELL_ORIGINS (and localhost / 127.0.0.1 on any port), and refuses a page on any
 *   other site with a 403 that names the variable: a dev server's source must not be readable by every site the
 *   developer visits (the reason @rspack/dev-server refuses cross-site script loads by default);
 * - sends CORS for exactly that origin, so the shell can fetch the manifest and load the chunks;
 * - live-reloads the page when a file changes, over its own websocket at a fixed address (the shell's CSP allows it
 *   while the override is active: server/src/platform/security-headers.ts).
 * DEV_PORT moves the port (two dev servers of one remote, or a test's own port).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, DevServerMiddleware, DevServerProxyConfigArray } from '@rspack/core';

/** The local origins every dev server serves: http or https, any port. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

export interface ShellOrigins {
  /** Origins listed in DEV_SHELL_ORIGINS ("https://staging.example,http://10.0.0.5:8080"), without a trailing slash. */
  listed: string[];
}

export function parseShellOrigins(value: string | undefined): ShellOrigins {
  const listed: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const text = raw.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`DEV_SHELL_ORIGINS: "${text}" is not an origin (e.g. https://staging.helpdesk.example)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`DEV_SHELL_ORIGINS: "${text}" is not http(s)`);
    listed.push(url.origin);
  }
  return { listed };
}

/** Whether a page on `origin` may load this dev server's files. */
export function shellOriginAllowed(origin: string, shells: ShellOrigins): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return LOCAL_HOSTS.includes(url.hostname) || shells.listed.includes(url.origin);
}

/** The origin of the page that asked: Origin for fetches and websockets, Referer for plain script tags. */
function requestingOrigin(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Connect middleware run before the dev server's own: a request from another site's page passes only from an allowed
 * shell (and gets CORS for it); a same-site request or one without a page (curl, the address bar) passes as before.
 */
export function shellOriginGuard(shells: ShellOrigins) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const site = req.headers['sec-fetch-site'];
    const origin = requestingOrigin(req);
    if (site === 'cross-site' || site === 'same-site') {
      if (!origin || !shellOriginAllowed(origin, shells)) {
        res.statusCode = 403;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(
          `This remote's dev server does not serve pages on ${origin ?? 'an unknown origin'}. ` +
            `Start it with DEV_SHELL_ORIGINS=${origin ?? '<the shell origin>'} to run it inside that shell.`,
        );
        return;
      }
    }
    if (origin && shellOriginAllowed(origin, shells)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
    }
    next();
  };
}

interface DevServerOptions {
  port: number;
  isShell: boolean;
  proxy?: DevServerProxyConfigArray;
}

/** The `devServer` block of appConfig. */
export function devServerConfig(
  { port, isShell, proxy }: DevServerOptions,
  env: NodeJS.ProcessEnv = process.env,
): Exclude<Configuration['devServer'], false | undefined> {
  const shells = parseShellOrigins(env.DEV_SHELL_ORIGINS);
  const devPort = env.DEV_PORT ? Number(env.DEV_PORT) : port;
  return {
    port: devPort,
    host: 'localhost',
    hot: false,
    liveReload: true,
    historyApiFallback: isShell,
    // Host names the server answers to (and whose pages may open its websocket): the local ones and the listed shells'.
    allowedHosts: [...LOCAL_HOSTS, '.localhost', ...shells.listed.map((origin) => new URL(origin).hostname)],
    client: {
      // Fixed: inside a shell the live-reload client cannot tell its own script from the shell's.
      webSocketURL: { protocol: 'ws', hostname: 'localhost', port: devPort, pathname: '/ws' },
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
    setupMiddlewares: (middlewares: DevServerMiddleware[]) => [
      { name: 'helpdesk-shell-origins', middleware: shellOriginGuard(shells) },
      ...middlewares,
    ],
    ...(proxy ? { proxy } : {}),
  };
}
