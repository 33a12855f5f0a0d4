/**
 * The product's real-time endpoint alone, as a Pusher-compatible service (like Soketi or Reverb): servers set
 * PUSHER_HOST/PUSHER_PORT to publish to it, browsers connect to it (PUSHER_CLIENT_HOST/PORT). With REDIS_URL
 * several of these share their sockets' events and presence.
 *   PORT=6001 PUSHER_APP_ID=… PUSHER_APP_KEY=… PUSHER_APP_SECRET=… tsx src/realtime-main.ts
 */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { loadConfig } from './config';
import { pusherEndpoint } from './modules/broadcasting';
import { createRedisBus } from './platform/broadcasting/bus';
import { createEmbeddedBroadcaster } from './platform/broadcasting/embedded';

const config = loadConfig();
const port = Number(process.env.PORT ?? 6001);
const app = Fastify({ logger: { level: config.logLevel } });
await app.register(websocket, { options: { maxPayload: 100 * 1024 } });
const hub = createEmbeddedBroadcaster(config.pusher, app.log, {
  bus: config.redis
    ? await createRedisBus({ ...config.redis, onError: (error) => app.log.warn({ err: error }, 'redis error') })
    : undefined,
});
await app.register(pusherEndpoint, { pusher: config.pusher, hub });
app.get('/health', async () => ({ status: 'ok', connections: hub.connectionCount() }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port, host: config.host });
console.log(`Pusher-compatible real-time service on ${config.host}:${port} (app ${config.pusher.appId}, key ${config.pusher.key})`);
