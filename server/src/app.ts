import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createContext, type AppContext } from './app-context';
import type { AppConfig } from './config';
import { authRoutes } from './modules/auth/routes';
import { agentRoutes } from './modules/agents/routes';
import { broadcastingRoutes } from './modules/broadcasting/routes';
import { counterRoutes } from './modules/counters/routes';
import { plannedWorkRoutes } from './modules/planned-works/routes';
import { profileRoutes } from './modules/profile/routes';
import { ticketDraftRoutes } from './modules/ticket-drafts/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { timeReportRoutes } from './modules/time-reports/routes';
import { frontendRoutes, trySpaFallback } from './modules/frontend/routes';
import { healthRoutes } from './modules/health/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { employeeRoutes } from './modules/employees/routes';
import { evaluationRoutes } from './modules/evaluations/routes';
import { companyReportRoutes } from './modules/company-report/routes';
import { createEmbeddedBroadcaster, type EmbeddedHub } from './platform/broadcasting/embedded';
import { createPusherBroadcaster } from './platform/broadcasting/pusher-driver';
import { openDatabase, type Database } from './platform/db/client';
import { registerErrorHandler } from './platform/errors';
import { securityHeaders } from './platform/security-headers';
import { requestLang } from './platform/lang';
import { createMessenger } from './platform/messaging';
import { sessionPlugin, verifyCsrf } from './platform/session';
import { createAttachmentStore } from './platform/storage/attachment-store';
import { useZodValidation } from './platform/validation';
import { message } from '@helpdesk/shared/schemas';
import { setupRoutes } from './modules/setup/routes';
import type { SetupToken } from './modules/setup/service';

export interface BuildOptions {
  config: AppConfig;
  /** Serve the front end and health only (tests of the static layer). */
  withoutDatabase?: boolean;
  /** An already open database (the caller closes it); default: open from config and close with the app. */
  database?: Database;
  /** Production on a database without an admin: the one-time token of the first-admin setup page (/setup). */
  setupToken?: SetupToken;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    hub: EmbeddedHub | null;
  }
}

/** Fastify's option for TRUST_PROXY: a hop count becomes proxy-addr's function form (the types take no number). */
function trustProxyOption(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp({ config, withoutDatabase, database, setupToken }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    // One line per request is noise at 1 000 sockets; errors are still logged. (The top-level
    // disableRequestLogging option is deprecated, FSTDEP023.)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandler(app, config.env);
  await securityHeaders(app, config);
  app.decorateRequest('userLang', null);
  app.decorateRequest('actor', null);

  await app.register(healthRoutes);
  await app.register(frontendRoutes, { config });

  app.setNotFoundHandler((request, reply) => {
    if (trySpaFallback(config, request, reply)) return;
    reply.code(404).send({ message: message(requestLang(request), 'not_found') });
  });

  if (withoutDatabase) return app;

  const db = database ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  if (!database) app.addHook('onClose', async () => db.close());

  await app.register(cookie);
  await app.register(formbody);
  // Per-route limits (attachments) are set where files are read.
  await app.register(multipart, { limits: { fields: 5, files: 1, parts: 6 } });
  await app.register(rateLimit, { global: false });
  await app.register(websocket, { options: { maxPayload: 100 * 1024 } });
  useZodValidation(app);
  await app.register(sessionPlugin, { db: db.db });
  app.addHook('onRequest', verifyCsrf);

  const messenger = createMessenger({ smsDriver: config.smsDriver, mailDriver: config.mailDriver, log: app.log });
  let hub: EmbeddedHub | null = null;
  const broadcaster =
    config.pusher.driver === 'pusher'
      ? createPusherBroadcaster(config.pusher)
      : (hub = createEmbeddedBroadcaster(config.pusher, app.log));
  const attachments = createAttachmentStore(config.attachments);
  app.addHook('onClose', async () => attachments.close());
  const ctx = createContext({ config, db: db.db, messenger, broadcaster, attachments, databaseKind: db.kind, startedAt: new Date() });
  app.decorate('ctx', ctx);
  app.decorate('hub', hub);

  await app.register(setupRoutes, { db: db.db, token: setupToken });
  await app.register(authRoutes, { ctx });
  await app.register(broadcastingRoutes, { ctx, hub });
  await app.register(dashboardRoutes, { ctx, hub });
  for (const routes of [ticketRoutes, timeReportRoutes, ticketDraftRoutes, agentRoutes, counterRoutes, plannedWorkRoutes, profileRoutes]) {
    await app.register(routes, { ctx });
  }
  await app.register(lookupRoutes, { ctx });
  await app.register((await import('./modules/projects/routes')).projectRoutes, { ctx });
  await app.register((await import('./modules/mail-intake/routes')).mailIntakeRoutes, { ctx });
  await app.register((await import('./modules/unassigned-emails/routes')).unassignedEmailRoutes, { ctx });
  await app.register((await import('./modules/monitoring/routes')).monitoringRoutes, { ctx });
  await app.register((await import('./modules/reminders/routes')).reminderRoutes, { ctx });
  await app.register(employeeRoutes, { ctx });
  await app.register(evaluationRoutes, { ctx });
  await app.register(companyReportRoutes, { ctx });

  return app;
}
