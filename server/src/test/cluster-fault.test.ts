/**
 * Issue 18 fault test: two instances behind nginx under a bounded load of ticket reads and writes. kill -9 of
 * one instance loses no acknowledged write and its sockets reconnect to the other within 10 s and hear later
 * events; a rolling restart (SIGTERM one, start it, then the other) fails no request. PostgreSQL pass only.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import PusherRest from 'pusher';
import Pusher from 'pusher-js';
import { loadConfig } from '../config';
import { seed } from '../modules/seed/seed';
import { openDatabase, type Database } from '../platform/db/client';
import { tickets } from '../platform/db/schema';
import {
  CLUSTER_SECRETS,
  clusterSkipReason,
  sharedEnv,
  startInstance,
  startNginx,
  startRedis,
  waitFor,
  type Instance,
  type Nginx,
  type Redis,
} from './cluster';
import { freshPostgres, login, type Client } from './harness';

const skip = clusterSkipReason({ nginx: true });
if (skip) console.log(`# cluster fault tests skipped: ${skip}`);
const pusherConfig = loadConfig({ ...CLUSTER_SECRETS }).pusher;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Load {
  acknowledged: { id: number; subject: string }[];
  failures: string[];
  requests: number;
  stop(): Promise<void>;
}

/** `workers` loops of: list the tickets, file one; every 201 is remembered as acknowledged. */
function startLoad(client: Client, workers: number, tag: string): Load {
  const load: Load = { acknowledged: [], failures: [], requests: 0, stop: async () => undefined };
  const t0 = Date.now();
  const at = () => `@${((Date.now() - t0) / 1000).toFixed(1)}s`;
  let running = true;
  let n = 0;
  const loop = async (w: number) => {
    while (running) {
      try {
        load.requests++;
        const list = await client.get('/api/client/ticket?page=1');
        if (list.status !== 200) load.failures.push(`GET ${list.status} ${at()}`);
        const subject = `${tag} ${w}-${++n}`;
        load.requests++;
        const made = await client.post('/api/client/ticket', { subject, body: 'Obciążenie klastra' });
        if (made.status === 201) load.acknowledged.push({ id: made.body.data.id, subject });
        else load.failures.push(`POST ${made.status} ${at()}`);
      } catch (error) {
        load.failures.push(`${(error as Error).message} ${at()}`);
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, w) => loop(w));
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return load;
}

async function openSockets(instance: Instance): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  return Number(/^helpdesk_realtime_open_sockets\{[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0);
}

describe('two instances behind nginx: kill -9 and a rolling restart', { skip }, () => {
  let dir: string;
  let pgdb: { url: string; drop(): Promise<void> };
  let database: Database;
  let redis: Redis;
  let nginx: Nginx;
  const instances: Instance[] = [];
  let client: Client;
  let socket: Pusher | undefined;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-fault-'));
    pgdb = await freshPostgres(process.env.DATABASE_URL!);
    database = await openDatabase({ dataDir: path.join(dir, 'unused'), databaseUrl: pgdb.url });
    await seed(database.db, { tickets: 30 });
    redis = await startRedis();
    const env = sharedEnv({
      databaseUrl: pgdb.url,
      redisUrl: redis.url,
      dir,
      extra: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_LOGIN_PER_IP: '1000' },
    });
    instances.push(...(await Promise.all([startInstance('a', env), startInstance('b', env)])));
    nginx = await startNginx(instances.map((i) => i.port));
    client = await login(nginx.base, 'client@demo.test');
  });

  after(async () => {
    socket?.disconnect();
    await Promise.all(instances.map((i) => i.kill('SIGKILL')));
    await nginx?.stop();
    await database?.close();
    await pgdb?.drop();
    await redis?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('kill -9 under load: every acknowledged write is stored, the socket reconnects to the other instance within 10 s and hears later events', async () => {
    socket = new Pusher(pusherConfig.key, {
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: nginx.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    const channel = socket.subscribe('fault-test');
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    const heard: unknown[] = [];
    channel.bind('after-kill', (data: unknown) => heard.push(data));
    const firstSocketId = socket.connection.socket_id;
    // The instance serving the socket is the one to kill.
    const counts = await Promise.all(instances.map(openSockets));
    const victim = instances[counts.indexOf(1)]!;
    const survivor = instances.find((i) => i !== victim)!;
    assert.deepEqual([...counts].sort(), [0, 1]);

    const load = startLoad(client, 4, 'Awaria');
    await sleep(1500);
    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    await waitFor(
      'the socket on the other instance',
      async () => socket!.connection.state === 'connected' && socket!.connection.socket_id !== firstSocketId,
      10_000,
      50,
    );
    const reconnectMs = Date.now() - killedAt;
    await sleep(1500);
    await load.stop();
    console.log(
      `# kill -9: ${load.requests} requests, ${load.acknowledged.length} writes acknowledged, ${load.failures.length} failed (${[...new Set(load.failures)].join(', ')}), socket back after ${reconnectMs} ms`,
    );

    assert.ok(load.acknowledged.length > 10, 'the load wrote tickets');
    const stored = await database.db
      .select({ id: tickets.id, subject: tickets.subject })
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          load.acknowledged.map((w) => w.id),
        ),
      );
    assert.deepEqual(new Map(stored.map((t) => [t.id, t.subject])), new Map(load.acknowledged.map((w) => [w.id, w.subject])));
    assert.equal(await openSockets(survivor), 1);
    await waitFor('the subscription again', async () => channel.subscribed, 5000, 20);
    const rest = new PusherRest({
      appId: pusherConfig.appId,
      key: pusherConfig.key,
      secret: pusherConfig.secret,
      host: '127.0.0.1',
      port: String(survivor.port),
      useTLS: false,
    });
    await rest.trigger('fault-test', 'after-kill', { ok: true });
    await waitFor('the later event', async () => heard.length > 0, 5000, 20);
    assert.deepEqual(heard, [{ ok: true }]);
    await victim.restart();
  });

  it('a rolling restart (SIGTERM one, start it, then the other) fails no request, and the socket follows', async () => {
    const load = startLoad(client, 4, 'Restart');
    const reconnects: string[] = [];
    socket!.connection.bind('connected', () => reconnects.push(socket!.connection.socket_id));
    const t0 = Date.now();
    for (const instance of instances) {
      await sleep(1000);
      console.log(`# SIGTERM ${instance.name} @${((Date.now() - t0) / 1000).toFixed(1)}s`);
      assert.equal(await instance.kill('SIGTERM'), 0, `${instance.name} exits cleanly on SIGTERM`);
      await sleep(500);
      await instance.restart();
      console.log(`# ${instance.name} ready again @${((Date.now() - t0) / 1000).toFixed(1)}s`);
    }
    await sleep(1000);
    await load.stop();
    console.log(
      `# rolling restart: ${load.requests} requests, ${load.acknowledged.length} writes, ${load.failures.length} failed, socket reconnected ${reconnects.length}×`,
    );
    assert.equal(load.failures.length, 0, `failed: ${load.failures.slice(0, 5).join(', ')}\nnginx: ${nginx.errors()}`);
    assert.ok(load.acknowledged.length > 10);
    const stored = await database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          load.acknowledged.map((w) => w.id),
        ),
      );
    assert.equal(stored.length, load.acknowledged.length);
    assert.equal(socket!.connection.state, 'connected');
    assert.ok(reconnects.length >= 1, 'the socket was told to reconnect (4200) and did');
  });
});
