import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { createContext, type AppContext } from './app-context';
import { createHooks } from './platform/hooks';
import { createMemoryCounterStore, createRedisCounterStore, withLocalFallback } from './platform/counters';
import type { AppConfig } from './config';
import { authRoutes } from './modules/auth';
import { agentRoutes } from './modules/agents';
import { broadcastingRoutes } from './modules/broadcasting';
import { counterRoutes } from './modules/counters';
import { plannedWorkRoutes } from './modules/planned-works';
import { profileRoutes } from './modules/profile';
import { emailChangeRoutes } from './modules/email-changes';
import { ticketDraftRoutes } from './modules/ticket-drafts';
import { ticketRoutes } from './modules/tickets';
import { dashboardRoutes } from './modules/dashboard';
import { timeReportRoutes } from './modules/time-reports';
import { frontendRoutes, trySpaFallback, type HtmlUser } from './modules/frontend';
import { createAdmission } from './platform/admission';
import { presentCurrentUser } from './modules/auth';
import { loadActor, takeLentActor } from './platform/policy';
import { healthRoutes, opsRoutes, requestIdOf } from './modules/health';
import { lookupRoutes } from './modules/lookups';
import { employeeRoutes } from './modules/employees';
import { evaluationRoutes } from './modules/evaluations';
import { companyReportRoutes } from './modules/company-report';
import { createRedisBus } from './platform/broadcasting/bus';
import { CLOSE_RECONNECT, createEmbeddedBroadcaster, type EmbeddedHub } from './platform/broadcasting/embedded';
import { createPusherBroadcaster } from './platform/broadcasting/pusher-driver';
import { migrationsApplied, openDatabase, type Database } from './platform/db/client';
import { createJobLeases } from './platform/jobs';
import { createMetrics, type Metrics } from './platform/metrics';
import { configureCpuPool } from './platform/cpu-work/cpu-pool';
import { configureImportLimits } from './platform/cpu-work/sheets';
import { closeRedis, connectRedis } from './platform/redis';
import { HttpError, registerErrorHandler } from './platform/errors';
import { deferIdleClose, trackSilentConnections, turnedAwayWhileDraining } from './platform/graceful-close';
import { securityHeaders } from './platform/security-headers';
import { requestLang } from './platform/lang';
import { createMessenger } from './platform/messaging';
import { createTransports, logDriversInUse } from './platform/outbound/drivers';
import { createOutbox } from './platform/outbound/outbox';
import { createOutboxSender } from './platform/outbound/outbox-sender';
import { createForeground } from './platform/foreground';
import { sessionPlugin, verifyCsrf } from './platform/session';
import { createAttachmentStore } from './platform/storage/create-attachment-store';
import { useZodValidation } from './platform/validation';
import { message } from '@helpdesk/shared/schemas';
import { securityTxtRoutes } from './platform/security-txt';
import { setupRoutes } from './modules/setup';

export interface BuildOptions {
  config: AppConfig;
  /** Serve the front end and health only (tests of the static layer). */
  withoutDatabase?: boolean;
  /** An already open database (the caller closes it); default: open from config and close with the app. */
  database?: Database;
  /** Process-wide metrics (CPU, memory, event loop) too: a real server process, not a test's app. */
  processMetrics?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    hub: EmbeddedHub | null;
    metrics: Metrics;
    /** Set on SIGTERM: /ready and reads answer 503 so the balancer stops sending new work. */
    draining: boolean;
    /** Reads answered 503 while draining: the balancer has been told (graceful-close.ts `drained`). */
    turnedAway: number;
  }
}

/** Fastify's option for TRUST_PROXY: a hop count becomes proxy-addr's function form (the types take no number). */
function trustProxyOption(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp({ config, withoutDatabase, database, processMetrics }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.instanceName ? { base: { instance: config.instanceName } } : {}) },
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries its id; the response says it (X-Request-Id) so an error report can quote it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // What reached us before SIGTERM is answered; the closed listener refuses the rest (the balancer retries elsewhere).
    return503OnClosing: false,
    // One line per request is noise at 1 000 sockets; errors are still logged. (The top-level
    // disableRequestLogging option is deprecated, FSTDEP023.)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandler(app, config.env);
  // A connection accepted just before close gets its request served (graceful-close.ts).
  const silentConnections = trackSilentConnections(app.server);
  app.addHook('preClose', async () => deferIdleClose(app.server, silentConnections));
  await securityHeaders(app, config);
  app.decorateRequest('userLang', null);
  app.decorateRequest('actor', null);
  // A page's server render asks for its data with the page's actor already loaded (policy.ts lendActor).
  app.addHook('onRequest', takeLentActor);
  configureCpuPool(config.cpuPool);
  configureImportLimits(config.importLimits);
  const metrics = createMetrics({ instance: config.instanceName ?? `${config.host}:${config.port}`, defaults: processMetrics === true });
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.stop());
  app.decorate('draining', false);
  app.decorate('turnedAway', 0);
  // Draining (SIGTERM): reads answer 503 so the balancer retries them elsewhere and stops sending here (graceful-close.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!app.draining || !turnedAwayWhileDraining(request.method, request.url)) return;
    app.turnedAway++;
    reply.header('connection', 'close').header('retry-after', '1');
    throw new HttpError(503, 'server_draining');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Requests in flight, which the outbox sender gives way to (platform/foreground.ts); a WebSocket stays open, so not one.
  const foreground = createForeground();
  const counted = new WeakSet<FastifyRequest>();
  const settled = async (request: FastifyRequest) => {
    if (counted.delete(request)) foreground.leave();
  };
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    counted.add(request);
    foreground.enter();
  });
  app.addHook('onRequestAbort', settled);
  app.addHook('onResponse', async (request, reply) => {
    await settled(request);
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // Set once the database is open: the shell's HTML then carries the signed-in user (what /api/user answers).
  const html: { user?: HtmlUser } = {};
  // Full page loads take turns (HTML_MAX_CONCURRENT): a burst of them waits for itself, not the open screens' API calls.
  const pages = createAdmission(config.htmlMaxConcurrent);
  metrics.sources.pages = () => ({ running: pages.running, waiting: pages.waiting });
  await app.register(healthRoutes);
  await app.register(securityTxtRoutes, { config });
  await app.register(frontendRoutes, { config, htmlUser: () => html.user, pages });

  app.setNotFoundHandler(async (request, reply) => {
    if (await trySpaFallback(config, request, reply, html.user, pages)) return reply;
    return reply.code(404).send({ message: message(requestLang(request), 'not_found') });
  });

  if (withoutDatabase) return app;

  const db =
    database ??
    (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs }));
  if (!database) app.addHook('onClose', async () => db.close());
  if (db.poolStats) metrics.sources.pool = db.poolStats;
  // Shared counters (rate limits, login and code attempts) live in Redis when instances share the load.
  const redis = config.redis ? await connectRedis(config.redis.url, 'helpdesk-rate-limit') : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: connection error'));
    app.addHook('onClose', async () => closeRedis(redis));
  }

  await app.register(cookie);
  await app.register(formbody);
  // Per-route limits (attachments) are set where files are read.
  await app.register(multipart, { limits: { fields: 5, files: 1, parts: 6 } });
  // With Redis away a shared limit cannot be counted: skip it (logged) rather than refuse every sign-in with a 500;
  // the per-account guess limits fall back to this instance's own counters.
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: `${config.redis!.prefix}rl:`, skipOnError: true } : {}) });
  await app.register(websocket, {
    options: { maxPayload: 100 * 1024 },
    // On shutdown, sockets are told to reconnect at once (Pusher 4200 range): the balancer sends them to another instance.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(CLOSE_RECONNECT, 'Server shutting down, reconnect');
      this.websocketServer.close(() => done());
    },
  });
  useZodValidation(app);
  await app.register(sessionPlugin, { db: db.db });
  app.addHook('onRequest', verifyCsrf);

  const jobs = createJobLeases({ databaseUrl: config.databaseUrl, log: app.log, metrics });
  app.addHook('onClose', async () => jobs.close());
  // The context's hook registry, made first: the sender announces the ticket deliveries it settles into it.
  const hooks = createHooks();
  const outboxSender = createOutboxSender({
    db: db.db,
    transports: createTransports(config, app.log, db.db),
    jobs,
    log: app.log,
    yieldTo: foreground,
    hooks,
  });
  const messenger = createMessenger({ db: db.db, outbox: createOutbox({ mailFrom: config.mail.from }), wake: () => outboxSender.wake() });
  // A plugin of its own: its onClose (the sends in flight finish) runs before the root's, which close the leases and database.
  await app.register(async (scope) => {
    if (config.outboxSender) scope.addHook('onReady', async () => outboxSender.start());
    scope.addHook('onClose', async () => outboxSender.stop());
  });
  const logDrivers = logDriversInUse(config);
  if (config.env === 'production' && logDrivers.length)
    app.log.warn({ drivers: logDrivers }, 'ALLOW_LOG_DRIVERS=1: these messages go to the server log only, never to people');
  let hub: EmbeddedHub | null = null;
  const broadcaster =
    config.pusher.driver === 'pusher'
      ? createPusherBroadcaster(config.pusher)
      : (hub = createEmbeddedBroadcaster(config.pusher, app.log, {
          bus: config.redis
            ? await createRedisBus({ ...config.redis, onError: (error) => app.log.warn({ err: error }, 'redis: real-time bus error') })
            : undefined,
          onPublish: (seconds) => metrics.publishDuration.observe(seconds),
        }));
  if (hub) metrics.sources.sockets = hub.connectionCount;
  const attachments = createAttachmentStore(config.attachments);
  app.addHook('onClose', async () => attachments.close());
  const memoryCounters = createMemoryCounterStore();
  app.addHook('onClose', async () => memoryCounters.close());
  const counters = redis
    ? withLocalFallback(createRedisCounterStore(redis, `${config.redis!.prefix}counter:`), memoryCounters, (error) =>
        app.log.warn({ err: error }, 'redis: counters unavailable, counting on this instance'),
      )
    : memoryCounters;
  const ctx = createContext({
    config,
    db: db.db,
    messenger,
    broadcaster,
    attachments,
    counters,
    databaseKind: db.kind,
    startedAt: new Date(),
    jobs,
    hooks,
  });
  app.decorate('ctx', ctx);
  html.user = async (request) => {
    const actor = request.actor ?? (await loadActor(db.db, request).catch(() => null));
    // Lent to the page's server render (policy.ts lendActor).
    request.actor = actor;
    return actor ? presentCurrentUser(actor) : null;
  };
  app.decorate('hub', hub);

  await app.register(opsRoutes, {
    metrics,
    metricsToken: config.metricsToken,
    ready: async () => {
      const checks: Record<string, boolean> = { accepting: !app.draining };
      checks.database = await db.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      checks.migrations = checks.database && (await migrationsApplied(db.db).catch(() => false));
      if (redis)
        checks.redis = await redis.ping().then(
          (pong) => pong === 'PONG',
          () => false,
        );
      return checks;
    },
  });
  await app.register(setupRoutes, { db: db.db });
  await app.register(authRoutes, { ctx });
  await app.register(broadcastingRoutes, { ctx, hub });
  // A module whose routes share a path registers under it (Fastify's prefix); its routes name the rest.
  await app.register(dashboardRoutes, { ctx, hub, prefix: '/api/admin' });
  await app.register(ticketRoutes, { ctx, prefix: '/api' });
  await app.register(timeReportRoutes, { ctx, prefix: '/api/admin' });
  await app.register(ticketDraftRoutes, { ctx, prefix: '/api/admin/ticket-drafts' });
  await app.register(agentRoutes, { ctx, prefix: '/api/admin/agent' });
  await app.register(counterRoutes, { ctx, prefix: '/api' });
  await app.register(plannedWorkRoutes, { ctx, prefix: '/api/admin' });
  await app.register((await import('./modules/deliveries')).deliveryRoutes, { ctx, prefix: '/api/admin' });
  await app.register(profileRoutes, { ctx });
  await app.register(lookupRoutes, { ctx, prefix: '/api' });
  await app.register(emailChangeRoutes, { ctx });
  await app.register((await import('./modules/projects')).projectRoutes, { ctx, prefix: '/api' });
  await app.register((await import('./modules/mail-intake')).mailIntakeRoutes, { ctx });
  await app.register((await import('./modules/unassigned-emails')).unassignedEmailRoutes, { ctx, prefix: '/api/admin/unassigned-email' });
  await app.register((await import('./modules/monitoring')).monitoringRoutes, { ctx, prefix: '/api' });
  await app.register((await import('./modules/reminders')).reminderRoutes, { ctx, prefix: '/api/admin/reminder' });
  await app.register((await import('./modules/text-modules')).textModuleRoutes, { ctx, prefix: '/api/admin/text-modules' });
  await app.register((await import('./modules/macros')).macroRoutes, { ctx, prefix: '/api/admin' });
  await app.register((await import('./modules/automations')).automationRoutes, { ctx, prefix: '/api/admin' });
  await app.register((await import('./modules/timer')).timerRoutes, { ctx, prefix: '/api/admin/timer' });
  await app.register(employeeRoutes, { ctx, prefix: '/api/client' });
  await app.register((await import('./modules/clients')).clientRoutes, { ctx, prefix: '/api/admin/client' });
  await app.register((await import('./modules/employee-import')).employeeImportRoutes, { ctx });
  await app.register(evaluationRoutes, { ctx, prefix: '/api' });
  await app.register(companyReportRoutes, { ctx });
  await app.register((await import('./modules/reports-overview')).reportsOverviewRoutes, { ctx, prefix: '/api/admin' });
  await app.register((await import('./modules/companies')).companyRoutes, { ctx, prefix: '/api/admin/company' });
  await app.register((await import('./modules/audit-log')).auditLogRoutes, { ctx, prefix: '/api/admin/audit-log' });
  await app.register((await import('./modules/company-mails')).companyMailPlugin, { ctx });
  await app.register((await import('./modules/remote-deployments')).remoteDeploymentRoutes, {
    ctx,
    prefix: '/api/admin/remote-deployments',
  });
  await app.register((await import('./modules/remote-deployments')).remoteHealthRoutes, { ctx, prefix: '/api' });
  await app.register((await import('./modules/finance')).financeRoutes, { ctx, prefix: '/api/admin' });
  await app.register((await import('./modules/devices')).deviceRoutes, { ctx, prefix: '/api/admin/asset' });
  await app.register((await import('./modules/search')).searchRoutes, { ctx, prefix: '/api/admin/search' });
  await app.register((await import('./modules/internal-time')).internalTimeRoutes, { ctx, prefix: '/api/admin/internal-time' });
  await app.register((await import('./modules/reports')).reportRoutes, { ctx, prefix: '/api/admin/reports' });
  await app.register((await import('./modules/exports')).exportRoutes, { ctx, prefix: '/api/admin/exports' });
  await app.register((await import('./modules/leaves')).leaveRoutes, { ctx, prefix: '/api/admin/leave' });
  await app.register((await import('./modules/holidays')).holidayRoutes, { ctx, prefix: '/api/admin/holiday' });
  await app.register((await import('./modules/competencies')).competencyRoutes, { ctx, prefix: '/api/admin/competencies' });
  await app.register((await import('./modules/access-data')).accessDataRoutes, { ctx, prefix: '/api/admin/access-data' });
  await app.register((await import('./modules/finance')).balanceRoutes, { ctx });
  await app.register((await import('./modules/invoicing')).invoicingRoutes, { ctx, prefix: '/api/admin/invoicing' });
  await app.register((await import('./modules/invoicing')).invoiceDocumentRoutes, { ctx });
  await app.register((await import('./modules/ksef')).ksefRoutes, { ctx, prefix: '/api/admin' });

  return app;
}
