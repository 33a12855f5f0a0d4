/**
 * The first screen rendered on the server (ARCHITECTURE §7): the shell's server build (`<shellDist>/server/main.js`,
 * built by packages/build's server-build.ts) renders a signed-in user's URL, loading the URL's remote through Module
 * Federation's node runtime. This module only decides whether to ask, gives the renderer what it needs (the page URL,
 * the cookies, the user, the remotes it may run) and a budget; any refusal, failure or overrun means today's client
 * boot, counted in /metrics by reason. The renderer's API requests are answered in this process (`inject`), with the
 * browser's own cookies: it sees exactly what the browser would.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig, RemoteName } from '../../config';
import type { Metrics } from '../../platform/metrics';
import { OVERRIDE_ORIGINS_COOKIE } from '../../platform/security-headers';
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { remoteForPath } from './boot-html';

/** What the shell's server entry takes (shell/src/server/render.tsx `RenderRequest`). */
export interface RenderRequest {
  url: string;
  cookie: string;
  apiBase: string;
  fetch: typeof fetch;
  user: unknown;
  remotes: Partial<Record<RemoteName, string>>;
  declarations: RemoteDeclarations;
  nonce?: string;
}

/** What it answers: the page's parts, a redirect the guard decided, or why it did not render. */
export type RenderResult =
  | { kind: 'html'; status: number; head: string; body: string; state: unknown }
  | { kind: 'redirect'; location: string }
  | { kind: 'skip'; reason: string };

interface ShellServer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Loads a remote version's server build; awaited outside the render's budget (a newer renderer has it). */
  prepare?(remote: RemoteName, manifest: string): Promise<boolean>;
}

/** Renders running in this process now. */
let rendering = 0;

/** How long the first full load after a start or a deploy may wait for the remote's server build to load. */
const PREPARE_BUDGET_FACTOR = 10;

export type ServerRender = { head: string; body: string; state: unknown; status: number } | { redirect: string };

/** The shell's server bundle, loaded once per file (a new shell deployed into the same directory is picked up). */
const loaded = new Map<string, { mtimeMs: number; shell: ShellServer | null }>();

function shellServer(shellDist: string): ShellServer | null {
  const file = path.join(shellDist, 'server', 'main.js');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = loaded.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.shell;
  const required = createRequire(import.meta.url)(file) as Partial<ShellServer>;
  const shell = typeof required.render === 'function' ? (required as ShellServer) : null;
  loaded.set(file, { mtimeMs, shell });
  return shell;
}

/** Whether a manifest URL's server code may run in this process: this deployment's own, or an origin SSR_REMOTE_ORIGINS names. */
function mayRunHere(config: AppConfig, manifest: string): boolean {
  if (manifest.startsWith('/') && !manifest.startsWith('//')) return true;
  try {
    return config.ssr.remoteOrigins.includes(new URL(manifest).origin);
  } catch {
    return false;
  }
}

function hasOverrideCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${OVERRIDE_ORIGINS_COOKIE}=`));
}

/** Requests to this server's API answered in this process, with the page request's cookies. */
function injectFetch(app: FastifyInstance, origin: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: out });
  }) as typeof fetch;
}

/** A promise's answer, or 'budget' when it takes longer than `ms` (its rejection is an answer of false). */
async function withBudget<T>(promise: Promise<T>, ms: number): Promise<T | false | 'budget'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise.catch(() => false as const),
      new Promise<'budget'>((resolve) => {
        timer = setTimeout(() => resolve('budget'), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders the request's URL on the server, or says null (the caller sends the client boot). `user` is what /api/user
 * answers for the session (null: nobody signed in). `serverTiming` is given the page's `Server-Timing` header whenever
 * a render was asked for: `ssr;dur=<ms>, ssr-cpu;dur=<ms>` for a rendered page (the render's wall time, data included,
 * and the process's CPU time meanwhile — other requests' too when they overlap), `ssr;desc="<reason>"` for a fallback
 * (the reason /metrics counts), which the page-load bench reads from the browser's navigation entry.
 */
export async function renderOnServer(
  config: AppConfig,
  request: FastifyRequest,
  user: unknown,
  remotes: Partial<Record<RemoteName, string>>,
  declarations: RemoteDeclarations,
  metrics: Metrics | undefined,
  nonce: string | undefined,
  serverTiming?: (header: string) => void,
): Promise<ServerRender | null> {
  const fallback = (reason: string) => {
    metrics?.serverRenders.inc({ outcome: reason });
    serverTiming?.(`ssr;desc="${reason.replace(/["\\]/g, '')}"`);
    return null;
  };
  if (!config.ssr.enabled || !user) return null;
  const shell = (() => {
    try {
      return shellServer(config.shellDist);
    } catch (error) {
      request.log.error({ err: error }, 'the shell server build failed to load');
      return undefined;
    }
  })();
  if (shell === undefined) return fallback('error');
  if (!shell) return fallback('no-server-build');
  const pathname = request.url.split('?')[0] ?? '/';
  const remote = remoteForPath(pathname, declarations);
  // A developer's local override runs in their browser only: that page gets the client boot.
  if (remote && hasOverrideCookie(request)) return fallback('override');
  const manifest = remote ? remotes[remote] : undefined;
  if (remote && (!manifest || !mayRunHere(config, manifest))) return fallback('remote-not-allowed');
  const origin = `http://127.0.0.1:${config.port}`;
  const absolute = Object.fromEntries(
    Object.entries(remotes)
      .filter(([, url]) => url && mayRunHere(config, url))
      .map(([name, url]) => [name, new URL(url!, origin).href]),
  );
  // The remote's server code loads once per version, outside the render's budget (but not without a limit).
  if (remote && shell.prepare) {
    const ready = await withBudget(shell.prepare(remote, absolute[remote]!), config.ssr.budgetMs * PREPARE_BUDGET_FACTOR);
    if (ready !== true) return fallback(ready === 'budget' ? 'remote-loading' : 'remote-unavailable');
  }
  // A render holds the event loop for its whole CPU time: beyond a few at once, every request waits behind them.
  if (rendering >= config.ssr.maxConcurrent) return fallback('busy');
  const started = performance.now();
  const cpu = process.cpuUsage();
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<'budget'>((resolve) => {
    timer = setTimeout(() => resolve('budget'), config.ssr.budgetMs);
  });
  try {
    rendering += 1;
    const running = shell.render({
      url: new URL(request.url, origin).href,
      cookie: request.headers.cookie ?? '',
      apiBase: `${origin}/api`,
      fetch: injectFetch(request.server, origin),
      user,
      remotes: absolute,
      declarations,
      ...(nonce ? { nonce } : {}),
    });
    // Counted until it ends, even past its budget: it still runs.
    running.then(
      () => (rendering -= 1),
      () => (rendering -= 1),
    );
    const result = await Promise.race([running, budget]);
    if (result === 'budget') return fallback('budget');
    if (result.kind === 'skip') return fallback(result.reason);
    const ms = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpu);
    metrics?.serverRenders.inc({ outcome: 'rendered' });
    metrics?.serverRenderDuration.observe({ page: remote ?? 'shell' }, ms / 1000);
    serverTiming?.(`ssr;dur=${ms.toFixed(1)}, ssr-cpu;dur=${((cpuUsed.user + cpuUsed.system) / 1000).toFixed(1)}`);
    if (result.kind === 'redirect') return { redirect: result.location };
    return { head: result.head, body: result.body, state: result.state, status: result.status };
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server render failed; the client boot is sent');
    return fallback('error');
  } finally {
    clearTimeout(timer);
  }
}
