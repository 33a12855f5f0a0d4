/**
 * The server render's worker side (server-render.ts runs it on its own pool of worker threads, never on the request
 * thread): loads the shell's server build in this thread, prepares the page's remote, renders, and says how much of
 * this thread's CPU the render took. The renderer's requests to the page's own origin travel back over the task's port
 * to the request thread, which answers them in-process (`inject`); other origins are fetched from here.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import type { RemoteName } from '../../config';

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

/** What the shell's server build exports (shell/src/server/index.ts); loaded and run in this thread. */
export interface ShellServer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Loads a remote version's server build; awaited outside the render's budget (a newer renderer has it). */
  prepare?(remote: RemoteName, manifest: string): Promise<boolean>;
}

/** One render as the request thread asks for it: the RenderRequest without its `fetch` (made here), and its port. */
export interface RenderTask {
  shellDist: string;
  /** The remote whose server build the page needs, and its manifest; none for a page of the shell's own. */
  remote?: { name: RemoteName; manifest: string };
  request: Omit<RenderRequest, 'fetch'>;
  /** This server's origin: the renderer's requests to it go over the port. */
  origin: string;
  port: MessagePort;
}

/** Worker → request thread, on the task's port. */
export type TaskMessage =
  /** A thread has taken the render (until then it waited for one). */
  | { type: 'taken' }
  /** The shell is loaded and the remote prepared: the render starts (its budget runs from here). */
  | { type: 'rendering' }
  | { type: 'fetch'; id: number; url: string; method: string; headers: [string, string][]; body?: ArrayBuffer };

/** Request thread → worker. */
export type ThreadMessage =
  /** The page was sent without this render (over a budget): render nothing more for it. */
  | { type: 'abandon' }
  | { type: 'response'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'fetch-error'; id: number; message: string };

export type TaskOutcome =
  | { kind: 'no-server-build' }
  | { kind: 'remote-unavailable' }
  | { kind: 'abandoned' }
  /** The render's wall time (its data included) and this thread's CPU time meanwhile, measured here. */
  | { kind: 'done'; result: RenderResult; wallMs: number; cpuMs: number };

/** The shell's server bundle, loaded once per file (a new shell deployed into the same directory is picked up). */
const loaded = new Map<string, { mtimeMs: number; shell: ShellServer | null }>();

/** Where a shell build keeps its server entry. */
export function shellServerFile(shellDist: string): string {
  return path.join(shellDist, 'server', 'main.js');
}

function shellServer(shellDist: string): ShellServer | null {
  const file = shellServerFile(shellDist);
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

/**
 * This thread's CPU time in ms: Linux's per-thread scheduler clock (ns); elsewhere this thread's event loop's active
 * time, which also counts time the thread waited for a core.
 */
function threadCpuMs(): number {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return performance.eventLoopUtilization().active;
  }
}

/** Null-body statuses: a Response refuses a body for them, even an empty one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** A Response of an answer passed between the threads (or from `inject`): no body where its status allows none. */
export function answerResponse(
  status: number,
  body: ConstructorParameters<typeof Response>[0],
  init: Omit<ResponseInit, 'status'>,
): Response {
  return new Response(NO_BODY.has(status) ? null : body, { ...init, status });
}

/** The renderer's fetch: this server's origin through the port, anything else from here. */
function portFetch(port: MessagePort, origin: string): typeof fetch {
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  let next = 0;
  port.on('message', (message: ThreadMessage) => {
    if (message.type === 'abandon') return;
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.type === 'fetch-error') call.reject(new TypeError(message.message));
    else call.resolve(answerResponse(message.status, message.body, { statusText: message.statusText, headers: message.headers }));
  });
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== origin) return fetch(request);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const id = (next += 1);
    const answer = new Promise<Response>((resolve, reject) => waiting.set(id, { resolve, reject }));
    const message: TaskMessage = { type: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body };
    port.postMessage(message, body ? [body] : []);
    return answer;
  }) as typeof fetch;
}

/** One render (Piscina runs one task per thread at a time, so this thread's CPU meanwhile is this render's). */
export async function renderTask(task: RenderTask): Promise<TaskOutcome> {
  const { port } = task;
  let abandoned = false;
  port.on('message', (message: ThreadMessage) => {
    if (message.type === 'abandon') abandoned = true;
  });
  try {
    port.postMessage({ type: 'taken' } satisfies TaskMessage);
    const shell = shellServer(task.shellDist);
    if (!shell) return { kind: 'no-server-build' };
    // The remote's server code loads once per version and thread, outside the render's budget.
    if (task.remote && shell.prepare && !(await shell.prepare(task.remote.name, task.remote.manifest)))
      return { kind: 'remote-unavailable' };
    if (abandoned) return { kind: 'abandoned' };
    port.postMessage({ type: 'rendering' } satisfies TaskMessage);
    const started = performance.now();
    const cpu = threadCpuMs();
    const result = await shell.render({ ...task.request, fetch: portFetch(port, task.origin) });
    return { kind: 'done', result, wallMs: performance.now() - started, cpuMs: threadCpuMs() - cpu };
  } finally {
    port.close();
  }
}

/** Loads the shell's server build into a thread ahead of the first full load (the process's start). */
export function loadShellTask(shellDist: string): boolean {
  return shellServer(shellDist) !== null;
}
