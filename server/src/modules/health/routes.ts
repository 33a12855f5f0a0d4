import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Metrics } from '../../platform/metrics';

/** Liveness: the process answers (no dependency checked, so a database outage does not restart every instance). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The balancer's X-Request-Id when it sent a sane one (nginx's $request_id), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * /metrics is for Prometheus, not the public: with METRICS_TOKEN it takes `Authorization: Bearer <token>`;
 * without, only direct connections from the loopback interface (a proxied request, which carries
 * X-Forwarded-For, is refused even though the proxy connects from 127.0.0.1).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = crypto.createHash('sha256').update(presented).digest();
    const b = crypto.createHash('sha256').update(token).digest();
    return crypto.timingSafeEqual(a, b);
  }
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers['forwarded'] === undefined
  );
}

export interface OpsOptions {
  metrics: Metrics;
  metricsToken: string | undefined;
  /** Named checks; the instance is ready when all pass. */
  ready: () => Promise<Record<string, boolean>>;
}

/** Readiness (database reachable and migrated, Redis reachable, not shutting down) and Prometheus metrics. */
export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { metrics, metricsToken, ready }) => {
  app.get('/ready', async (_request, reply) => {
    const checks = await ready();
    const ok = Object.values(checks).every(Boolean);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable', checks });
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, metricsToken)) return reply.code(404).send({ message: 'Not found' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
