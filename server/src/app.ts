import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { frontendRoutes, trySpaFallback } from './modules/frontend/routes';
import { healthRoutes } from './modules/health/routes';

export interface BuildOptions {
  config: AppConfig;
  /** Serve the front end and health only (tests of the static layer). */
  withoutDatabase?: boolean;
}

export async function buildApp({ config }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // One line per request is noise at 1 000 sockets; errors are still logged.
    disableRequestLogging: true,
  });

  await app.register(healthRoutes);
  await app.register(frontendRoutes, { config });

  app.setNotFoundHandler((request, reply) => {
    if (trySpaFallback(config, request, reply)) return;
    reply.code(404).send({ message: 'Not Found' });
  });

  return app;
}
