/**
 * Prometheus metrics (prom-client), one registry per app: request latency per route, open sockets, publish
 * latency, the database pool, job runs, the event loop's delay. Read at /metrics by Prometheus (METRICS_TOKEN) or
 * from the loopback.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  publishDuration: Histogram;
  openSockets: Gauge;
  jobRuns: Counter<'job' | 'outcome'>;
  /** Full page loads by how their HTML was made: `rendered` on the server, else the reason it fell back to the client boot. */
  serverRenders: Counter<'outcome'>;
  /** A server render's time, from the request to the HTML (data fetched, the screen rendered). */
  serverRenderDuration: Histogram<'page'>;
  dbPool: Gauge<'state'>;
  /** App-route pages being made and waiting their turn (HTML_MAX_CONCURRENT). */
  pages: Gauge<'state'>;
  eventLoopDelay: Gauge<'quantile'>;
  /** Stops the event-loop monitor (the app's onClose). */
  stop(): void;
  /** Where the gauges read at scrape time (set once the database and the hub exist). */
  sources: {
    pool?: () => { total: number; idle: number; waiting: number };
    sockets?: () => number;
    pages?: () => { running: number; waiting: number };
  };
}

export function createMetrics(options: { instance: string; defaults?: boolean }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ instance: options.instance });
  // Process metrics (CPU, memory, event-loop lag) only in a real server: they are process-wide.
  if (options.defaults) collectDefaultMetrics({ register: registry, prefix: 'helpdesk_' });
  const sources: Metrics['sources'] = {};
  // Sampled every 10 ms, always (not only with the process defaults): the first sign of work that stalls every
  // request. Each scrape reads the window since the previous one (as prom-client's own lag metric does: a stall
  // starting within one tick of a scrape is not seen).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
    registry,
    sources,
    stop: () => loop.disable(),
    eventLoopDelay: new Gauge({
      name: 'helpdesk_event_loop_delay_seconds',
      help: 'Event-loop delay since the previous scrape (quantile 1 = the longest)',
      labelNames: ['quantile'],
      registers: [registry],
      collect() {
        const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
        this.set({ quantile: '0.5' }, seconds(loop.percentile(50)));
        this.set({ quantile: '0.9' }, seconds(loop.percentile(90)));
        this.set({ quantile: '0.99' }, seconds(loop.percentile(99)));
        this.set({ quantile: '1' }, seconds(loop.max));
        loop.reset();
      },
    }),
    httpDuration: new Histogram({
      name: 'helpdesk_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    publishDuration: new Histogram({
      name: 'helpdesk_realtime_publish_duration_seconds',
      help: 'Time to hand one real-time event to the bus (Redis PUBLISH, or local delivery)',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers: [registry],
    }),
    openSockets: new Gauge({
      name: 'helpdesk_realtime_open_sockets',
      help: 'Open Pusher-protocol websockets on this instance',
      registers: [registry],
      collect() {
        if (sources.sockets) this.set(sources.sockets());
      },
    }),
    jobRuns: new Counter({
      name: 'helpdesk_job_runs_total',
      help: 'Scheduled/polling job passes run by this instance',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    serverRenders: new Counter({
      name: 'helpdesk_server_renders_total',
      help: 'Full page loads by outcome: rendered on the server, or the reason the client boot was sent instead',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    serverRenderDuration: new Histogram({
      name: 'helpdesk_server_render_duration_seconds',
      help: 'Server render of a first screen (its data and its HTML), by remote or shell page',
      labelNames: ['page'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
    dbPool: new Gauge({
      name: 'helpdesk_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (!sources.pool) return;
        const { total, idle, waiting } = sources.pool();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    }),
    pages: new Gauge({
      name: 'helpdesk_pages_in_progress',
      help: 'App-route pages (HTML) being made, and waiting their turn behind HTML_MAX_CONCURRENT',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (!sources.pages) return;
        const { running, waiting } = sources.pages();
        this.set({ state: 'running' }, running);
        this.set({ state: 'waiting' }, waiting);
      },
    }),
  };
}
