/**
 * The first screen rendered on the server (ARCHITECTURE §7): the shell's server build (`<shellDist>/server/main.js`,
 * built by packages/build's server-build.ts) renders a signed-in user's URL, loading the URL's remote through Module
 * Federation's node runtime, on worker threads of its own (SSR_WORKERS; server-render-task.ts), never on the request
 * thread, whose event loop (and PGlite) every API request shares. This module only decides whether to ask, gives the
 * renderer what it needs (the page URL, the cookies, the user, the remotes it may run) and a budget; any refusal,
 * failure, crash or overrun means today's client boot, counted in /metrics by reason. The renderer's API requests come
 * back to this thread and are answered in this process (`inject`), with the browser's own cookies: it sees exactly what
 * the browser would.
 */
import fs from 'node:fs';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Piscina } from 'piscina';
import type { AppConfig, RemoteName } from '../../config';
import { taskFile, workerPool } from '../../platform/cpu-work/cpu-pool';
import type { Metrics } from '../../platform/metrics';
import { OVERRIDE_ORIGINS_COOKIE } from '../../platform/security-headers';
import { LENT_ACTOR_HEADER, lendActor } from '../../platform/policy';
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { rememberedCompanyIn, underRememberedCompany } from '@helpdesk/shared/company-cookie';
import { earlyApiRequests } from '@helpdesk/shared/early-requests';
import { requestKey } from '@helpdesk/shared/request-key';
import { remoteForPath } from './boot-html';
import { answerResponse, shellServerFile, type RenderTask, type TaskMessage, type ThreadMessage } from './server-render-task';

/** Renders taken now, waiting for a thread or running (SSR_MAX_CONCURRENT at most). */
let rendering = 0;

/** How long the first full load after a start or a deploy may wait for the remote's server build to load. */
const PREPARE_BUDGET_FACTOR = 10;

/**
 * A render past its budget still runs to its end (its page was sent without it; it holds its place under
 * SSR_MAX_CONCURRENT meanwhile), but its worker is stopped once the whole task has run this many prepare budgets.
 */
const STOP_AFTER_PREPARE_BUDGETS = 2;

export type ServerRender = { head: string; body: string; state: unknown; status: number } | { redirect: string };

const renderTaskFile = taskFile(import.meta.url, './server-render-task');

/** The render's threads (SSR_WORKERS), apart from the CPU pool's: a render never waits behind a spreadsheet. */
let pool: { workers: number; maxHeapMb: number; threads: Piscina } | undefined;

function renderThreads(config: AppConfig): Piscina {
  const { workers } = config.ssr;
  const { maxHeapMb } = config.cpuPool;
  if (pool?.workers !== workers || pool.maxHeapMb !== maxHeapMb) {
    void pool?.threads.close();
    pool = { workers, maxHeapMb, threads: workerPool(workers, maxHeapMb) };
  }
  return pool.threads;
}

function hasServerBuild(shellDist: string): boolean {
  return fs.existsSync(shellServerFile(shellDist));
}

/**
 * Starts a render thread and loads the shell's server build into it, so the first full load pays neither (seconds under
 * tsx on a busy machine). A failure here shows at the first render instead.
 */
export async function warmServerRender(config: AppConfig): Promise<void> {
  if (!config.ssr.enabled || !hasServerBuild(config.shellDist)) return;
  await renderThreads(config)
    .run(config.shellDist, { filename: renderTaskFile, name: 'loadShellTask' })
    .catch(() => undefined);
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
function injectFetch(app: FastifyInstance, origin: string, lentActor?: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(request.headers.entries());
    // Only this process sets it (the renderer's own header of that name, if any, is replaced).
    delete headers[LENT_ACTOR_HEADER];
    if (lentActor) headers[LENT_ACTOR_HEADER] = lentActor;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
    }
    return answerResponse(response.statusCode, response.rawPayload, { headers: out });
  }) as typeof fetch;
}

/**
 * The API requests (under the API base) of the first screen a render of `pathname?search` will ask for: the early
 * requests' rule (`earlyApiRequests`), with a URL that names no company taking the user's remembered one from the
 * cookies, as the renderer does (shell's initialCompanyFromCookies; none remembered is all companies). A guess that
 * misses costs only its own request: the render asks for what it needs.
 */
export function firstScreenRequests(pathname: string, search: string, userId: number, cookie: string): string[] {
  return earlyApiRequests(pathname, underRememberedCompany(search, rememberedCompanyIn(cookie, userId) ?? 'all'));
}

/** The headers the renderer's API client sends with a read (what its requests over the port carry). */
function readHeaders(origin: string, cookie: string): Record<string, string> {
  return { accept: 'application/json', cookie, referer: `${origin}/`, 'x-requested-with': 'XMLHttpRequest' };
}

/**
 * The first screen's reads, asked here as the render is handed to its thread, so their answers are being made while
 * the thread sets the render up (its texts, routes and loaders: 3–5 ms for the list) instead of after; the render's
 * own request for one of them takes that answer (once).
 */
function prefetchReads(fetcher: typeof fetch, origin: string, cookie: string, urls: string[]): Map<string, Promise<Response>> {
  const answers = new Map<string, Promise<Response>>();
  for (const url of urls) {
    const href = `${origin}/api${url}`;
    const answer = fetcher(href, { headers: readHeaders(origin, cookie) });
    // Not taken (the render asked for something else, or was abandoned): nobody waits for it.
    answer.catch(() => undefined);
    answers.set(requestKey(href, origin), answer);
  }
  return answers;
}

/** A render thread's request to this server, answered here (injectFetch) and sent back whole: status, headers, body. */
async function answerOnPort(
  port: MessagePort,
  fetcher: typeof fetch,
  message: Extract<TaskMessage, { type: 'fetch' }>,
  prefetched: Map<string, Promise<Response>>,
): Promise<void> {
  let answer: ThreadMessage;
  try {
    const key = message.method === 'GET' ? requestKey(message.url, message.url) : undefined;
    const early = key === undefined ? undefined : prefetched.get(key);
    if (key !== undefined) prefetched.delete(key);
    const ask = () =>
      fetcher(message.url, {
        method: message.method,
        headers: message.headers,
        ...(message.body ? { body: message.body } : {}),
      });
    // A prefetch that failed on its way (not an HTTP error answer, which is the answer) is asked again.
    const response = early ? await early.catch(ask) : await ask();
    const body = await response.arrayBuffer();
    answer = {
      type: 'response',
      id: message.id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
    };
    port.postMessage(answer, [body]);
  } catch (error) {
    answer = { type: 'fetch-error', id: message.id, message: error instanceof Error ? error.message : String(error) };
    port.postMessage(answer);
  }
}

/** The page a render is asked for, besides its request. */
export interface PageToRender {
  /** What /api/user answers for the session (null: nobody signed in). */
  user: unknown;
  remotes: Partial<Record<RemoteName, string>>;
  declarations: RemoteDeclarations;
  metrics: Metrics | undefined;
  /** The page's CSP nonce, for the scripts the render writes. */
  nonce: string | undefined;
  serverTiming?: (header: string) => void;
  /** Pages waiting their turn behind this one (platform/admission.ts). */
  pagesWaiting?: () => number;
  /** The first screen's reads under the API base (firstScreenRequests), asked as the render starts. */
  firstRequests?: string[];
}

/**
 * Renders the request's URL on the server, or says null (the caller sends the client boot). The render runs on a
 * worker thread (server-render-task.ts); this thread decides whether to ask, answers the renderer's API requests
 * (with the page's actor lent, policy.ts) and keeps the budgets: until the worker starts
 * the render (its wait for a thread, the shell's load, the remote's preparation) the prepare budget, then the render
 * budget. `serverTiming` is given the page's `Server-Timing` header whenever a render was asked for:
 * `ssr;dur=<ms>, ssr-cpu;dur=<ms>` for a rendered page (the render's wall time, data included, and its worker
 * thread's own CPU time), `ssr;desc="<reason>"` for a fallback (the reason /metrics counts), which the page-load bench
 * reads from the browser's navigation entry.
 */
export async function renderOnServer(config: AppConfig, request: FastifyRequest, page: PageToRender): Promise<ServerRender | null> {
  const { user, remotes, declarations, metrics, nonce, serverTiming } = page;
  const fallback = (reason: string) => {
    metrics?.serverRenders.inc({ outcome: reason });
    serverTiming?.(`ssr;desc="${reason.replace(/["\\]/g, '')}"`);
    return null;
  };
  if (!config.ssr.enabled || !user) return null;
  if (!hasServerBuild(config.shellDist)) return fallback('no-server-build');
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
  // Beyond a few renders taken at once, or while as many other pages wait their turn behind this one (a burst of
  // full loads: rendering them all would hold each for the others' renders), the page gets the client boot.
  if (rendering >= config.ssr.maxConcurrent || (page.pagesWaiting?.() ?? 0) >= config.ssr.maxConcurrent) return fallback('busy');
  const prepareBudgetMs = config.ssr.budgetMs * PREPARE_BUDGET_FACTOR;
  const { port1: port, port2 } = new MessageChannel();
  const stop = new AbortController();
  const task: RenderTask = {
    shellDist: config.shellDist,
    ...(remote ? { remote: { name: remote, manifest: absolute[remote]! } } : {}),
    request: {
      url: new URL(request.url, origin).href,
      cookie: request.headers.cookie ?? '',
      apiBase: `${origin}/api`,
      user,
      remotes: absolute,
      declarations,
      ...(nonce ? { nonce } : {}),
    },
    origin,
    port: port2,
  };
  rendering += 1;
  // The page's actor, loaded for its boot data, serves the render's API requests until the render ends.
  const lent = request.actor ? lendActor(request.actor) : undefined;
  const running = renderThreads(config).run(task, {
    filename: renderTaskFile,
    name: 'renderTask',
    signal: stop.signal,
    transferList: [port2],
  });
  const fetcher = injectFetch(request.server, origin, lent?.token);
  // After the task is handed over, so the thread starts on it while these are answered.
  const prefetched = prefetchReads(fetcher, origin, task.request.cookie, page.firstRequests ?? []);
  const hardStop = setTimeout(() => stop.abort(), prepareBudgetMs * STOP_AFTER_PREPARE_BUDGETS);
  // Counted until it ends, even past its budget: it still runs.
  running
    .finally(() => {
      rendering -= 1;
      lent?.release();
      clearTimeout(hardStop);
      port.close();
    })
    .catch(() => undefined);
  let taken = false;
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<'busy' | 'remote-loading' | 'budget'>((resolve) => {
    // Not taken by a thread within the prepare budget: every thread was busy (or none could start).
    timer = setTimeout(() => resolve(!taken ? 'busy' : remote ? 'remote-loading' : 'budget'), prepareBudgetMs);
    port.on('message', (message: TaskMessage) => {
      if (message.type === 'fetch') {
        void answerOnPort(port, fetcher, message, prefetched);
        return;
      }
      if (message.type === 'taken') {
        taken = true;
        return;
      }
      // 'rendering': shell loaded, remote prepared; from here the render's own budget.
      clearTimeout(timer);
      timer = setTimeout(() => resolve('budget'), config.ssr.budgetMs);
    });
  });
  try {
    const outcome = await Promise.race([running, overrun]);
    if (typeof outcome === 'string') {
      port.postMessage({ type: 'abandon' } satisfies ThreadMessage);
      return fallback(outcome);
    }
    if (outcome.kind === 'no-server-build') return fallback('no-server-build');
    if (outcome.kind === 'remote-unavailable') return fallback('remote-unavailable');
    if (outcome.kind === 'abandoned') return fallback('budget');
    const { result, wallMs: ms, cpuMs } = outcome;
    if (result.kind === 'skip') return fallback(result.reason);
    metrics?.serverRenders.inc({ outcome: 'rendered' });
    metrics?.serverRenderDuration.observe({ page: remote ?? 'shell' }, ms / 1000);
    serverTiming?.(`ssr;dur=${ms.toFixed(1)}, ssr-cpu;dur=${cpuMs.toFixed(1)}`);
    if (result.kind === 'redirect') return { redirect: result.location };
    return { head: result.head, body: result.body, state: result.state, status: result.status };
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server render failed; the client boot is sent');
    return fallback('error');
  } finally {
    clearTimeout(timer);
  }
}
