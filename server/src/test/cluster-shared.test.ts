/**
 * State two real server processes share through PostgreSQL, Redis and the attachment store: an export started on A
 * is polled, downloaded and restarted on B (its owner only), a job whose instance died reads as failed, expired
 * jobs lose their files; `pusher:subscription_count` counts the subscribers on every instance and drops a killed
 * instance's. Runs in the PostgreSQL pass.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import PusherRest from 'pusher';
import Pusher from 'pusher-js';
import { loadConfig } from '../config';
import { seed } from '../modules/seed/seed';
import { openDatabase, type Database } from '../platform/db/client';
import { exportJobs, users } from '../platform/db/schema';
import { CLUSTER_SECRETS, clusterSkipReason, sharedEnv, startInstance, startRedis, waitFor, type Instance, type Redis } from './cluster';
import { Client, freshPostgres, login } from './harness';

const skip = clusterSkipReason();
if (skip) console.log(`# cluster shared-state tests skipped: ${skip}`);
const pusherConfig = loadConfig({ ...CLUSTER_SECRETS }).pusher;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The same signed-in session, talking to another instance. */
function sameSessionOn(client: Client, instance: Instance): Client {
  const other = new Client(instance.base);
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  return other;
}

async function download(client: Client, url: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const res = await fetch(client.base + '/api' + url, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

async function pollUntilDone(client: Client, id: string): Promise<Record<string, unknown>> {
  let job: Record<string, unknown> = { status: 'running' };
  for (let i = 0; i < 400 && job.status === 'running'; i++) {
    await sleep(25);
    const res = await client.get(`/api/admin/exports/${id}`);
    assert.equal(res.status, 200);
    job = res.body.data;
  }
  return job;
}

function connect(instance: Instance): Pusher {
  return new Pusher(pusherConfig.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: instance.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
}

describe('two instances share export jobs and subscription counts (issue 18)', { skip }, () => {
  let dir: string;
  let pgdb: { url: string; drop(): Promise<void> };
  let database: Database;
  let redis: Redis;
  let a: Instance;
  let b: Instance;
  const sockets: Pusher[] = [];

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-shared-'));
    pgdb = await freshPostgres(process.env.DATABASE_URL!);
    database = await openDatabase({ dataDir: path.join(dir, 'unused'), databaseUrl: pgdb.url });
    await seed(database.db, { tickets: 30 });
    redis = await startRedis();
    const env = sharedEnv({
      databaseUrl: pgdb.url,
      redisUrl: redis.url,
      dir,
      extra: { PRESENCE_TTL_SECONDS: '3', EXPORT_STALE_SECONDS: '2' },
    });
    [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  });

  after(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
    await database?.close();
    await pgdb?.drop();
    await redis?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an export started on A is polled and downloaded on B; another user gets 404 on either instance', async () => {
    const adminOnA = await login(a.base, 'admin@demo.test');
    const adminOnB = sameSessionOn(adminOnA, b);
    const started = await adminOnA.post('/api/admin/reports/exports', {
      report: 'agent',
      format: 'csv',
      query: { from: '2025-01-01', to: '2025-12-31', view: 'companies' },
    });
    assert.equal(started.status, 202);
    const id = started.body.data.id as string;
    // The very first poll may already land on B.
    assert.equal((await adminOnB.get(`/api/admin/exports/${id}`)).status, 200);
    const job = await pollUntilDone(adminOnB, id);
    assert.equal(job.status, 'done');
    assert.equal(job.progress, 1);
    const fromB = await download(adminOnB, job.download_url as string);
    const fromA = await download(adminOnA, job.download_url as string);
    assert.equal(fromB.status, 200);
    assert.equal(fromB.type, 'text/csv; charset=utf-8');
    assert.ok(fromB.bytes.length > 3 && fromB.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'a CSV with its BOM');
    assert.ok(fromB.bytes.equals(fromA.bytes), 'both instances serve the same file');
    // The file is in the store both instances share, not in the process that wrote it.
    assert.ok(fs.existsSync(path.join(dir, 'attachments', 'exports', `${id}.csv`)));

    const manager = await login(b.base, 'manager@demo.test');
    for (const other of [manager, sameSessionOn(manager, a)]) {
      assert.equal((await other.get(`/api/admin/exports/${id}`)).status, 404);
      assert.equal((await download(other, job.download_url as string)).status, 404);
      assert.equal((await other.post(`/api/admin/exports/${id}/restart`)).status, 404);
    }
  });

  it('a job whose instance stopped renewing it reads as failed on the other instance, and its owner restarts it there', async () => {
    const adminOnB = await login(b.base, 'admin@demo.test');
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    // What a killed instance leaves behind: a running job it no longer renews.
    const id = randomUUID();
    await database.db.insert(exportJobs).values({
      id,
      ownerId: admin!.id,
      kind: 'report',
      format: 'xlsx',
      params: { report: 'daily', format: 'xlsx', query: { day: '2026-03-02' } },
      lang: 'en',
      fileName: 'daily-2026-03-02.xlsx',
      instance: 'killed-instance',
      rows: 3,
      expectedRows: 10,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const running = (await adminOnB.get(`/api/admin/exports/${id}`)).body.data;
    assert.equal(running.status, 'running');
    assert.equal(running.progress, 0.3);
    await sleep(2500);
    const failed = (await adminOnB.get(`/api/admin/exports/${id}`)).body.data;
    assert.equal(failed.status, 'failed');
    assert.equal(failed.download_url, null);
    assert.equal((await download(adminOnB, `/admin/exports/${id}/file`)).status, 404);

    const restarted = await adminOnB.post(`/api/admin/exports/${id}/restart`);
    assert.equal(restarted.status, 200);
    assert.equal(restarted.body.data.id, id);
    const done = await pollUntilDone(sameSessionOn(adminOnB, a), id);
    assert.equal(done.status, 'done');
    const file = await download(sameSessionOn(adminOnB, a), done.download_url as string);
    assert.equal(file.status, 200);
    assert.equal(file.bytes.subarray(0, 2).toString(), 'PK', 'an XLSX (ZIP) file');
    const [row] = await database.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    assert.equal(row!.instance, 'b', 'it ran on the instance asked to restart it');
    // Restarting a finished job changes nothing.
    assert.equal((await adminOnB.post(`/api/admin/exports/${id}/restart`)).body.data.status, 'done');
  });

  it('expired jobs are deleted with their files when an instance sweeps', async () => {
    const admin = await login(a.base, 'admin@demo.test');
    const started = await admin.post('/api/admin/reports/exports', { report: 'daily', format: 'csv', query: { day: '2026-03-02' } });
    const id = started.body.data.id as string;
    assert.equal((await pollUntilDone(admin, id)).status, 'done');
    const file = path.join(dir, 'attachments', 'exports', `${id}.csv`);
    assert.ok(fs.existsSync(file));
    await database.db
      .update(exportJobs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(exportJobs.id, id));
    assert.equal((await admin.get(`/api/admin/exports/${id}`)).status, 404, 'an expired job is gone at once');
    // Starting another export (on B) sweeps the expired ones.
    await sameSessionOn(admin, b).post('/api/admin/reports/exports', { report: 'daily', format: 'csv', query: { day: '2026-03-03' } });
    await waitFor('the expired file deleted', async () => !fs.existsSync(file), 5000, 50);
    assert.equal((await database.db.select().from(exportJobs).where(eq(exportJobs.id, id))).length, 0);
  });

  it('pusher:subscription_count counts subscribers on both instances, and drops a killed instance’s within its expiry', async () => {
    const counts = new Map<Pusher, number[]>();
    const subscribe = async (p: Pusher) => {
      sockets.push(p);
      counts.set(p, []);
      const channel = p.subscribe('count-test');
      channel.bind('pusher:subscription_count', (data: { subscription_count: number }) => counts.get(p)!.push(data.subscription_count));
      await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    };
    const last = (p: Pusher) => counts.get(p)!.at(-1);
    const onA = connect(a);
    const onB1 = connect(b);
    const onB2 = connect(b);
    await subscribe(onA);
    await subscribe(onB1);
    await waitFor('both told 2', async () => last(onA) === 2 && last(onB1) === 2, 5000, 20);
    await subscribe(onB2);
    await waitFor('all three told 3', async () => [onA, onB1, onB2].every((p) => last(p) === 3), 5000, 20);
    // The Pusher HTTP API of either instance agrees.
    for (const instance of [a, b]) {
      const rest = new PusherRest({
        appId: pusherConfig.appId,
        key: pusherConfig.key,
        secret: pusherConfig.secret,
        host: '127.0.0.1',
        port: String(instance.port),
        useTLS: false,
      });
      const info = await (await rest.get({ path: '/channels/count-test', params: { info: 'subscription_count' } })).json();
      assert.deepEqual(info, { occupied: true, subscription_count: 3 });
    }
    onB2.unsubscribe('count-test');
    await waitFor('the others told 2', async () => last(onA) === 2 && last(onB1) === 2, 5000, 20);
    // kill -9: A cannot say goodbye; its subscriber stops counting when its alive key expires (3 s).
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    await waitFor('B told 1', async () => last(onB1) === 1, 8000, 20);
    assert.ok(Date.now() - killedAt <= 3000 + 2500, `within the expiry (took ${Date.now() - killedAt} ms)`);
  });
});
