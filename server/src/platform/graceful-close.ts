import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection accepted just before close may take to send its request before it counts as idle. */
export const IDLE_CLOSE_GRACE_MS = 500;
const SWEEP_MS = 100;

/**
 * Remembers the connections that never carried a request (nor a WebSocket upgrade): Node's idle sweep leaves them
 * open, so one such connection kept a closing server alive until the hard stop. Call once, before listening.
 */
export function trackSilentConnections(server: Server): Set<Socket> {
  const silent = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  const spoke = (socket: Socket) => silent.delete(socket);
  server.on('request', (request: { socket: Socket }) => spoke(request.socket));
  server.on('upgrade', (request: { socket: Socket }) => spoke(request.socket));
  return silent;
}

/**
 * Node's `server.close()` closes idle connections at once, and a request that arrives on a connection accepted a
 * moment earlier (the balancer's, for a POST it will not retry) is lost with it. Call before closing: the listener
 * still stops accepting at once, but idle connections — and those that never sent a request — are closed only after
 * a grace period, then swept until the server has closed; requests arriving meanwhile are served.
 */
export function deferIdleClose(server: Server, silent: Set<Socket>, graceMs = IDLE_CLOSE_GRACE_MS): void {
  if (typeof server.closeIdleConnections !== 'function') return;
  const closeIdle = server.closeIdleConnections.bind(server);
  let timer: NodeJS.Timeout | null = null;
  server.closeIdleConnections = () => {
    if (timer) return;
    const sweep = () => {
      closeIdle();
      for (const socket of silent) socket.destroy();
      timer = setTimeout(sweep, SWEEP_MS);
      timer.unref();
    };
    timer = setTimeout(sweep, graceMs);
    timer.unref();
  };
  server.once('close', () => {
    if (timer) clearTimeout(timer);
  });
}

/** Paths a draining instance still answers (probes and metrics go to the instance itself, not through the balancer). */
export const DRAIN_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);

/**
 * Whether a draining instance turns this request away with 503: GET and HEAD only (websocket upgrades included),
 * which the balancer retries on another instance and which make it mark this one down (nginx `max_fails=1`), so it
 * stops sending before the listener closes. Writes are never turned away: the balancer does not retry a POST it has
 * sent, so a draining instance serves them until it closes.
 */
export function turnedAwayWhileDraining(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? url;
  return !DRAIN_EXEMPT_PATHS.has(path);
}

export interface DrainTiming {
  /** Quiet time that ends the drain once a read was turned away (the balancer marked this instance down). */
  quietMs: number;
  /** Quiet time that ends it when nothing was turned away (no traffic, or writes only). */
  idleMs: number;
  /** The drain ends after this long whatever happens. */
  maxMs: number;
}

/**
 * Resolves when the listener may close without resetting a connection the balancer has already sent a request on:
 * once a read was turned away (`turnedAway() > 0`: nginx marked this instance down) and no connection arrived for
 * `quietMs`; or, with nothing turned away, after `idleMs` without a connection (an idle instance, or one the balancer
 * no longer uses); at the latest after `maxMs`. Quiet alone is not enough: on a busy machine an instance still in
 * the balancer's rotation can go 300 ms without a new connection, and closing then reset one (a 502 for a POST).
 */
export function drained(server: Server, turnedAway: () => number, timing: DrainTiming): Promise<void> {
  let last = Date.now();
  const seen = () => (last = Date.now());
  server.on('connection', seen);
  const started = Date.now();
  return new Promise<void>((resolve) => {
    const check = () => {
      const now = Date.now();
      const quiet = now - last;
      if ((turnedAway() > 0 && quiet >= timing.quietMs) || quiet >= timing.idleMs || now - started >= timing.maxMs) {
        server.off('connection', seen);
        resolve();
        return;
      }
      setTimeout(check, 20).unref();
    };
    check();
  });
}
