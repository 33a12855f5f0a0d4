/**
 * Issue 18: two real server processes on one PostgreSQL and one Redis. Real time crosses instances, presence
 * drops a killed instance's viewers, the login limit is shared, and the IMAP poller and the reminder scheduler
 * run on one instance at a time, failing over when it is killed (kill -9). Runs in the PostgreSQL pass.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import PusherRest from 'pusher';
import Pusher from 'pusher-js';
import { loadConfig } from '../config';
import { startDovecot, type Dovecot } from '../modules/mail-intake/dovecot';
import { rawMail } from '../modules/mail-intake/test-mail';
import { localDate } from '../modules/reminders/occurrences';
import { seed } from '../modules/seed/seed';
import { channelAuth } from '../platform/broadcasting/signature';
import { openDatabase, type Database } from '../platform/db/client';
import { companies, reminderRuns, reminders, tickets } from '../platform/db/schema';
import { CLUSTER_SECRETS, clusterSkipReason, sharedEnv, startInstance, startRedis, waitFor, type Instance, type Redis } from './cluster';
import { Client, freshPostgres, login } from './harness';

const skip = clusterSkipReason();
if (skip) console.log(`# cluster tests skipped: ${skip}`);
const pusherConfig = loadConfig({ ...CLUSTER_SECRETS }).pusher;

/** A pusher-js client on one instance; private/presence auth signed here as /broadcasting/auth would. */
function connect(instance: Instance, userId?: number): Pusher {
  return new Pusher(pusherConfig.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: instance.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const channelData = JSON.stringify({ user_id: userId, user_info: { id: userId } });
        callback(null, {
          auth: channelAuth(pusherConfig.key, pusherConfig.secret, socketId, channelName, channelData),
          channel_data: channelData,
        });
      },
    },
  });
}

const connected = (p: Pusher) => waitFor('pusher connected', async () => p.connection.state === 'connected', 10_000, 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobRuns(instance: Instance, job: string, outcome: string): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  const m = new RegExp(`^helpdesk_job_runs_total\\{job="${job}",outcome="${outcome}"[^}]*\\} (\\d+)`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

describe('two server instances on PostgreSQL + Redis', { skip }, () => {
  let dir: string;
  let pgdb: { url: string; drop(): Promise<void> };
  let database: Database;
  let redis: Redis;
  let dovecot: Dovecot | null = null;
  let a: Instance;
  let b: Instance;
  let env: Record<string, string>;
  const sockets: Pusher[] = [];

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-cluster-'));
    pgdb = await freshPostgres(process.env.DATABASE_URL!);
    database = await openDatabase({ dataDir: path.join(dir, 'unused'), databaseUrl: pgdb.url });
    await seed(database.db, { tickets: 30 });
    redis = await startRedis();
    dovecot = await startDovecot();
    const imap: Record<string, string> = dovecot
      ? {
          IMAP_HOST: '127.0.0.1',
          IMAP_PORT: String(dovecot.port),
          IMAP_SECURE: 'false',
          IMAP_USER: dovecot.user,
          IMAP_PASSWORD: dovecot.password,
          IMAP_POLL_SECONDS: '1',
        }
      : {};
    env = sharedEnv({
      databaseUrl: pgdb.url,
      redisUrl: redis.url,
      dir,
      extra: { PRESENCE_TTL_SECONDS: '3', REMINDER_INTERVAL_SECONDS: '1', ...imap },
    });
    // A first, so that it holds the job leases; then B.
    a = await startInstance('a', env);
    await waitFor(
      'A runs the jobs',
      async () => (await jobRuns(a, 'reminders', 'ok')) > 0 && (!dovecot || (await jobRuns(a, 'imap-poller', 'ok')) > 0),
      20_000,
    );
    b = await startInstance('b', env);
  });

  after(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
    await database?.close();
    await pgdb?.drop();
    await redis?.stop();
    await dovecot?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an event published on A reaches a pusher-js client on B exactly once (and one on A once)', async () => {
    const onA = connect(a);
    const onB = connect(b);
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    const got = { a: [] as unknown[], b: [] as unknown[] };
    await Promise.all(
      [
        [onA, got.a],
        [onB, got.b],
      ].map(
        ([p, list]) =>
          new Promise<void>((resolve) => {
            const channel = (p as Pusher).subscribe('cluster-test');
            channel.bind('pusher:subscription_succeeded', () => resolve());
            channel.bind('hello', (data: unknown) => (list as unknown[]).push(data));
          }),
      ),
    );
    const rest = new PusherRest({
      appId: pusherConfig.appId,
      key: pusherConfig.key,
      secret: pusherConfig.secret,
      host: '127.0.0.1',
      port: String(a.port),
      useTLS: false,
    });
    await rest.trigger('cluster-test', 'hello', { n: 1 });
    await waitFor('the event on B', async () => got.b.length > 0, 5000, 20);
    await sleep(500);
    assert.deepEqual(got.b, [{ n: 1 }]);
    assert.deepEqual(got.a, [{ n: 1 }]);
  });

  it('the login limit is shared: failed attempts split over A and B still reach it', async () => {
    const email = 'nobody-cluster@demo.test';
    const clients = [new Client(a.base), new Client(b.base)];
    for (const c of clients) assert.equal((await c.get('/sanctum/csrf-cookie')).status, 204);
    const statuses: number[] = [];
    // RATE_LIMIT_LOGIN_PER_ACCOUNT is 5: five refusals of the password, then 429 whichever instance answers.
    for (let i = 0; i < 7; i++) statuses.push((await clients[i % 2]!.post('/login', { email, password: 'wrong-password-1' })).status);
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429, 429]);
  });

  const [company] = [{ id: 0 }];
  const addReminder = async (title: string) => {
    if (!company.id) company.id = (await database.db.select({ id: companies.id }).from(companies).limit(1))[0]!.id;
    const [r] = await database.db
      .insert(reminders)
      .values({ title, companyId: company.id, day: localDate(new Date(), loadConfig({}).reminders.timeZone), period: 'once' })
      .returning();
    return r!.id;
  };
  const deliver = async (subject: string) => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot!.port,
      secure: false,
      auth: { user: dovecot!.user, pass: dovecot!.password },
      logger: false,
    });
    await imap.connect();
    await imap.append('INBOX', rawMail({ from: 'client@demo.test', subject, text: 'z klastra' }));
    await imap.logout();
  };
  const ticketsWith = async (subject: string) => (await database.db.select().from(tickets).where(eq(tickets.subject, subject))).length;

  it('a due reminder and the IMAP poller run once, on the instance holding the job lease', async () => {
    const reminderId = await addReminder('Klaster: przypomnienie 1');
    if (dovecot) await deliver('Klaster: e-mail 1');
    await waitFor('the reminder ticket', async () => (await ticketsWith('Klaster: przypomnienie 1')) > 0, 15_000);
    if (dovecot) await waitFor('the e-mail ticket', async () => (await ticketsWith('Klaster: e-mail 1')) > 0, 15_000);
    await sleep(2500);
    assert.equal(await ticketsWith('Klaster: przypomnienie 1'), 1);
    assert.equal((await database.db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, reminderId))).length, 1);
    if (dovecot) assert.equal(await ticketsWith('Klaster: e-mail 1'), 1);
    // Only A ran passes; B looked every second and found the lease taken.
    assert.ok((await jobRuns(a, 'reminders', 'ok')) > 1);
    assert.equal(await jobRuns(b, 'reminders', 'ok'), 0);
    assert.ok((await jobRuns(b, 'reminders', 'skipped')) > 1);
    if (dovecot) {
      assert.equal(await jobRuns(b, 'imap-poller', 'ok'), 0);
      assert.ok((await jobRuns(b, 'imap-poller', 'skipped')) > 0);
    } else console.log('# IMAP part not run: Dovecot (dovecot-imapd) is not installed');
  });

  it('presence shows viewers from both instances, and a killed instance’s viewer disappears within its expiry', async () => {
    const viewerA = connect(a, 101);
    const viewerB = connect(b, 102);
    sockets.push(viewerA, viewerB);
    await Promise.all([connected(viewerA), connected(viewerB)]);
    const membersOf = (p: Pusher) =>
      new Set(
        Object.keys((p.channel('presence-ticket.1') as unknown as { members: { members: Record<string, unknown> } }).members.members),
      );
    const joined = (p: Pusher) =>
      new Promise<void>((resolve) => p.subscribe('presence-ticket.1').bind('pusher:subscription_succeeded', () => resolve()));
    await joined(viewerA);
    await joined(viewerB);
    await waitFor('both viewers on A', async () => membersOf(viewerA).size === 2, 5000, 20);
    assert.deepEqual([...membersOf(viewerB)].sort(), ['101', '102']);
    // Who types: a client event from A's socket reaches B's, with its sender, and is not echoed to A.
    const typing = new Promise<{ data: unknown; userId: unknown }>((resolve) =>
      viewerB
        .channel('presence-ticket.1')
        .bind('client-typing', (data: unknown, meta: { user_id?: unknown }) => resolve({ data, userId: meta?.user_id })),
    );
    let echoed = false;
    viewerA.channel('presence-ticket.1').bind('client-typing', () => (echoed = true));
    viewerA.channel('presence-ticket.1').trigger('client-typing', { typing: true });
    assert.deepEqual(await Promise.race([typing, sleep(5000).then(() => null)]), { data: { typing: true }, userId: '101' });
    await sleep(300);
    assert.equal(echoed, false);
    // kill -9: A cannot say goodbye; its presence entries expire with its alive key (PRESENCE_TTL_SECONDS=3).
    viewerA.disconnect();
    const removed = new Promise<number>((resolve) =>
      viewerB.channel('presence-ticket.1').bind('pusher:member_removed', () => resolve(Date.now())),
    );
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    const at = await Promise.race([removed, sleep(10_000).then(() => 0)]);
    assert.ok(at > 0, 'member_removed reached B');
    assert.ok(at - killedAt <= 3000 + 2000, `gone within the expiry (took ${at - killedAt} ms)`);
    assert.deepEqual([...membersOf(viewerB)], ['102']);
  });

  it('after the lease holder is killed, the other instance takes the jobs over and they still run once', async () => {
    assert.notEqual(a.child.signalCode, null, 'A was killed by the previous test');
    const reminderId = await addReminder('Klaster: przypomnienie 2');
    if (dovecot) await deliver('Klaster: e-mail 2');
    await waitFor('the reminder ticket from B', async () => (await ticketsWith('Klaster: przypomnienie 2')) > 0, 15_000);
    if (dovecot) await waitFor('the e-mail ticket from B', async () => (await ticketsWith('Klaster: e-mail 2')) > 0, 15_000);
    await sleep(1500);
    assert.equal(await ticketsWith('Klaster: przypomnienie 2'), 1);
    assert.equal((await database.db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, reminderId))).length, 1);
    assert.ok((await jobRuns(b, 'reminders', 'ok')) > 0);
    if (dovecot) {
      assert.equal(await ticketsWith('Klaster: e-mail 2'), 1);
      assert.ok((await jobRuns(b, 'imap-poller', 'ok')) > 0);
    }
    // A comes back and finds the leases taken: B keeps them.
    await a.restart();
    await sleep(2000);
    assert.equal(await jobRuns(a, 'reminders', 'ok'), 0);
    assert.ok((await jobRuns(a, 'reminders', 'skipped')) > 0);
  });

  it('with Redis gone an instance is not ready, but writes still succeed (their real-time events are lost, not the writes)', async () => {
    const client = await login(b.base, 'client@demo.test');
    await redis.stop();
    const made = await client.post('/api/client/ticket', { subject: 'Klaster: bez Redisa', body: 'Redis nie działa' });
    assert.equal(made.status, 201);
    assert.equal(await ticketsWith('Klaster: bez Redisa'), 1);
    const ready = await fetch(`${b.base}/ready`);
    assert.equal(ready.status, 503);
    assert.equal(((await ready.json()) as { checks: { redis: boolean } }).checks.redis, false);
    assert.equal((await fetch(`${b.base}/health`)).status, 200);
    // Sign-in keeps working on the instance's own counters: wrong passwords are 422 (never 500), and the
    // per-account limit still holds.
    const guesser = new Client(b.base);
    await guesser.get('/sanctum/csrf-cookie');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await guesser.post('/login', { email: 'vip@demo.test', password: 'wrong-password' })).status);
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
  });
});
