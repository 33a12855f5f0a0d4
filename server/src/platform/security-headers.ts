/**
 * Browser hardening: @fastify/helmet with a Content-Security-Policy the shell and its remotes run
 * under, no framing, HSTS when served over https, and `no-store` on API answers.
 *
 * - scripts: this origin, every remote origin of remotes.json (REMOTE_<NAME>_URL), the deployment's
 *   REMOTE_OVERRIDE_ORIGINS and, outside production only, localhost / 127.0.0.1 on any port, http or https
 *   (LOCAL_OVERRIDE_SOURCES: the local overrides of one remote the shell accepts, README
 *   "Running one remote against a deployed shell"). In production a page may run code from a developer's machine
 *   only when the deployment names that origin in REMOTE_OVERRIDE_ORIGINS: any local program listening on some
 *   localhost port must not be an allowed script source of a live back office. No 'unsafe-inline' or 'unsafe-eval'
 *   for scripts.
 * - styles: Fluent's Griffel inserts <style> elements at run time and index.html has one inline <style>, so
 *   style-src keeps 'unsafe-inline' (a nonce would need every app's Griffel renderer and a per-response index.html).
 * - connect: the same origins (manifests are fetched) plus the websocket of the page's own host, or PUSHER_CLIENT_HOST /
 *   the external Pusher host; and, while this browser has a remote override active (the shell's
 *   helpdesk_override_origins cookie), the live-reload websocket of each overriding origin the scripts are already
 *   allowed from — a dev server's ws://localhost:3004, never an origin the CSP would not run code from anyway.
 * - images: this origin, data:/blob: and https: (message HTML may show remote images once the user asks).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocalOverrideUrl, LOCAL_OVERRIDE_SOURCES } from '@helpdesk/shared/remote-names';
import type { AppConfig } from '../config';

/** The local override origins the shell accepts, one shared list (no IPv6 literal: CSP has no syntax for one). */
const LOCAL_OVERRIDES = [...LOCAL_OVERRIDE_SOURCES];
/** Whether localhost overrides are allowed without being listed: outside production only (config.json says so too). */
export const localOverridesAllowed = (config: AppConfig): boolean => config.env !== 'production';
/** Answers that must never be cached by the browser or a proxy (they carry a user's data or a one-time secret). */
const PRIVATE_PATH = /^\/(api|sanctum|broadcasting|dev)(\/|$|\?)/;
const HSTS = 'max-age=31536000; includeSubDomains';

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The origins scripts and manifests may come from. */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = [...Object.values(config.remoteUrls), ...config.remoteOverrideOrigins]
    .map(originOf)
    .filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/** The websocket origin(s) the browser's Pusher client connects to (frontend/routes.ts echoOptions decides the same). */
function websocketSources(config: AppConfig, pageHost: string): string[] {
  const p = config.pusher;
  const external = p.driver === 'pusher';
  const host = p.clientHost ?? (external && p.host ? p.host : pageHost);
  const port = p.clientPort ?? (external && p.port ? p.port : undefined);
  const hostPort = port !== undefined && !host.includes(':') ? `${host}:${port}` : host;
  return [`ws://${hostPort}`, `wss://${hostPort}`];
}

/** The shell's cookie naming the origins its applied remote overrides load from (shell/src/federation/local-override.ts). */
export const OVERRIDE_ORIGINS_COOKIE = 'helpdesk_override_origins';

/**
 * The websocket origins of the overrides this request's cookie names, kept only where the same http(s) origin may
 * already run scripts here (a local one outside production, or one listed in REMOTE_OVERRIDE_ORIGINS).
 */
export function overrideWebsocketSources(config: AppConfig, cookieHeader: string | undefined): string[] {
  const pair = (cookieHeader ?? '').split(/;\s*/).find((part) => part.startsWith(`${OVERRIDE_ORIGINS_COOKIE}=`));
  if (!pair) return [];
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(OVERRIDE_ORIGINS_COOKIE.length + 1));
  } catch {
    return [];
  }
  const listed = new Set(remoteOrigins(config));
  const sources = new Set<string>();
  for (const text of value.split(' ').slice(0, 10)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (url.origin !== text || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    if (!((localOverridesAllowed(config) && isLocalOverrideUrl(url)) || listed.has(url.origin))) continue;
    sources.add(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  }
  return [...sources];
}

/** The page's host[:port] as the browser sent it; anything odd falls back to 'self' only. */
function hostOf(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return /^[a-z0-9.\-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(host) ? host : 'localhost';
}

/** Over https: the request came over TLS (directly or through a trusted proxy's X-Forwarded-Proto), or APP_URL is https. */
export function servedOverHttps(config: AppConfig, request: FastifyRequest): boolean {
  return request.protocol === 'https' || (config.appUrl ?? '').toLowerCase().startsWith('https:');
}

/**
 * A page's own script nonce (a server-rendered page reveals its lazy parts with small inline scripts, #39): made for
 * each HTML request, named in that response's `script-src` and kept on the response for the renderer.
 */
const NONCE = Symbol('helpdesk.scriptNonce');

export function scriptNonce(reply: FastifyReply): string | undefined {
  return (reply.raw as unknown as Record<symbol, string | undefined>)[NONCE];
}

function nonceSource(request: IncomingMessage, response: unknown): string {
  if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return '';
  const nonce = randomBytes(16).toString('base64');
  (response as Record<symbol, string>)[NONCE] = nonce;
  return `'nonce-${nonce}'`;
}

export async function securityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const remotes = remoteOrigins(config);
  const code = ["'self'", ...remotes, ...(localOverridesAllowed(config) ? LOCAL_OVERRIDES : [])];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [...code, nonceSource],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          ...code,
          (request: IncomingMessage) =>
            [...websocketSources(config, hostOf(request)), ...overrideWebsocketSources(config, request.headers.cookie)].join(' '),
        ],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'media-src': ["'self'", 'blob:'],
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Set below, only over https (an http-only deployment must not pin itself to https).
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    // Remotes' files are loaded by shells on other origins: staticDir marks those cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (servedOverHttps(config, request)) reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (PRIVATE_PATH.test(request.url) || (type.includes('json') && !reply.hasHeader('cache-control')))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
