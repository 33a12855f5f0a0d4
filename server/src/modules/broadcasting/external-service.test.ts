/**
 * PUSHER_HOST: the server publishes to an external Pusher-compatible service instead of its own endpoint. The
 * service here is the product's own real-time endpoint run alone (src/realtime-main.ts), as Soketi would be.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import Pusher from 'pusher-js';
import { freePort, waitFor } from '../../test/cluster';
import { startServer, type TestServer } from '../../test/harness';
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import { publishCounters } from '../counters';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('publishing to an external Pusher-compatible service (PUSHER_HOST)', () => {
  let service: ChildProcess;
  let port: number;
  let server: TestServer;
  let pusher: Pusher | undefined;

  // The service and the server must share the app's id, key and secret (as a real deployment's env would).
  const random = () => crypto.randomBytes(24).toString('base64url');
  const secrets = {
    APP_KEY: random(),
    PUSHER_APP_ID: `t-${random()}`,
    PUSHER_APP_KEY: random(),
    PUSHER_APP_SECRET: random(),
    MAIL_INTAKE_TOKEN: random(),
  };

  before(async () => {
    port = await freePort();
    service = spawn(process.execPath, ['--import', 'tsx', 'src/realtime-main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...secrets, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: '' },
      stdio: 'ignore',
    });
    await waitFor('the real-time service', async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, 30_000);
    server = await startServer({ tickets: 10, env: { ...secrets, PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(port) } });
  });
  after(async () => {
    pusher?.disconnect();
    await server?.close();
    service?.kill('SIGTERM');
  });

  it('uses the REST driver, serves no websocket itself, and the event reaches a client of the service', async () => {
    assert.equal(server.config.pusher.driver, 'pusher');
    assert.equal(server.app.hub, null);
    const own = await fetch(`${server.base}/app/${server.config.pusher.key}`);
    assert.equal(own.status, 404);
    pusher = new Pusher(server.config.pusher.key, {
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    const channel = pusher.subscribe('counters');
    await Promise.race([
      new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve())),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no subscription (do the service and the server share the app key?)')), 10_000),
      ),
    ]);
    const received = new Promise<unknown>((resolve) => channel.bind(BROADCAST_EVENTS.countersUpdated, (data: unknown) => resolve(data)));
    await publishCounters(server.app.ctx);
    assert.deepEqual(await Promise.race([received, new Promise((_, reject) => setTimeout(() => reject(new Error('no event')), 5000))]), {});
  });
});
