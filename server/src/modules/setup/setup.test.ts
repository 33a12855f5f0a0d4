/** Issue 11 item 2: production seeds no demo accounts; the first admin comes from a one-time setup token or the CLI. */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../../config';
import { Client, DEMO_PASSWORD, freshPostgres, latestCode, startServer, type TestServer } from '../../test/harness';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { appSettings, users } from '../../platform/db/schema';
import { issueSetupToken } from './service';

const tsx = path.join(REPO_ROOT, 'server/node_modules/.bin/tsx');
const main = path.join(REPO_ROOT, 'server/src/main.ts');
const SECRETS = {
  APP_KEY: 'k'.repeat(44),
  PUSHER_APP_ID: 'acme-helpdesk',
  PUSHER_APP_KEY: 'public-key-1',
  PUSHER_APP_SECRET: 's'.repeat(44),
  MAIL_INTAKE_TOKEN: 'm'.repeat(44),
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ADMIN = {
  firstname: 'Ola',
  lastname: 'Nowak',
  email: 'Ola@Acme.test',
  phone: '+48 600 100 200',
  password: 'Own-passw0rd-2026',
  password_confirmation: 'Own-passw0rd-2026',
};

describe('production start', () => {
  it('exits non-zero without secrets, naming every variable to set', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-prod-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(tmp, 'data'), PORT: '0' };
      for (const name of Object.keys(SECRETS)) delete env[name];
      const run = spawnSync(tsx, [main], { env, encoding: 'utf8', timeout: 60_000 });
      assert.notEqual(run.status, 0, run.stdout);
      for (const name of Object.keys(SECRETS)) assert.match(run.stderr, new RegExp(`\\b${name}\\b`));
      assert.match(run.stderr, /openssl rand -base64 32/);
      assert.ok(!fs.existsSync(path.join(tmp, 'data')), 'no database was created');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('seeds no demo accounts on an empty database and prints a one-time setup token instead', { timeout: 180_000 }, async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-prod-'));
    const port = await freePort();
    const child = spawn(tsx, [main], {
      env: {
        ...process.env,
        ...SECRETS,
        ALLOW_LOG_DRIVERS: '1',
        NODE_ENV: 'production',
        DATA_DIR: path.join(tmp, 'data'),
        ATTACHMENTS_DIR: path.join(tmp, 'att'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    try {
      const token = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const found = /\/setup with this one-time token:\s+(\S+)/.exec(out);
          if (found) resolve(found[1]!);
          else if (/Demo logins|Seeded the demo/.test(out)) reject(new Error(`seeded the demo: ${out}`));
        }, 200);
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
        setTimeout(() => reject(new Error(`no setup token printed: ${out}`)), 170_000).unref();
        child.once('exit', () => clearInterval(timer));
      });
      assert.ok(token.length >= 40);
      assert.doesNotMatch(out, /Demo logins|Demo1234/);
      const base = `http://127.0.0.1:${port}`;
      const client = new Client(base);
      await client.get('/sanctum/csrf-cookie');
      const demo = await client.post('/login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
      assert.equal(demo.status, 422);
      assert.equal((await client.get('/dev/outbox')).status, 404);
      const created = await new Client(base).post('/setup', { token, ...ADMIN });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const own = await client.post('/login', { email: 'ola@acme.test', password: ADMIN.password });
      assert.equal(own.status, 200);
      assert.equal(own.body.two_factor, true);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('first-admin setup page', () => {
  let server: TestServer;
  let token: { value: string };
  before(async () => {
    server = await startServer({ seed: false });
    token = { value: (await issueSetupToken(server.database.db)).token };
  });
  after(async () => server.close());

  it('shows its form in the browser language', async () => {
    const res = await fetch(`${server.base}/setup`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /First administrator/);
    assert.match(html, /<form method="post" action="\/setup">/);
    const pl = await (await fetch(`${server.base}/setup`, { headers: { accept: 'text/html' } })).text();
    assert.match(pl, /Pierwszy administrator/);
  });

  it('refuses a wrong token and a weak password with 422, creates the admin once, then is gone', async () => {
    const client = new Client(server.base);
    client.lang = 'en';
    const wrong = await client.post('/setup', { ...ADMIN, token: 'guess' });
    assert.equal(wrong.status, 422);
    assert.ok(wrong.body.errors.token);
    const weak = await client.post('/setup', { ...ADMIN, token: token.value, password: 'short', password_confirmation: 'short' });
    assert.equal(weak.status, 422);
    assert.ok(weak.body.errors.password);
    const mismatch = await client.post('/setup', { ...ADMIN, token: token.value, password_confirmation: 'Other-passw0rd-2026' });
    assert.equal(mismatch.status, 422);
    assert.ok(mismatch.body.errors.password_confirmation);

    // An HTML form post (no session, no CSRF cookie: the token is the secret).
    const form = new URLSearchParams({ ...ADMIN, token: token.value! });
    const created = await fetch(`${server.base}/setup`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    assert.equal(created.status, 201);
    assert.match(await created.text(), /href="\/login"/);

    const again = await client.post('/setup', { ...ADMIN, email: 'second@acme.test', token: form.get('token') });
    assert.equal(again.status, 404);
    assert.equal((await fetch(`${server.base}/setup`, { headers: { accept: 'text/html' } })).status, 404);

    // The admin signs in with the chosen password and the SMS code, and is an admin.
    const admin = new Client(server.base);
    await admin.get('/sanctum/csrf-cookie');
    assert.equal((await admin.post('/login', { email: 'ola@acme.test', password: ADMIN.password })).status, 200);
    assert.equal((await admin.post('/api/two-factor/verify', { code: await latestCode(server.base, 'ola@acme.test') })).status, 204);
    const me = await admin.get('/api/user');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.role, 'admin');
    assert.ok(me.body.roles.some((r: { name: string }) => r.name === 'admin'));
  });
});

describe('setup on a server that has an admin', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 5 });
  });
  after(async () => server.close());

  it('answers 404 even with the right token', async () => {
    const { token } = await issueSetupToken(server.database.db);
    const res = await new Client(server.base).post('/setup', { ...ADMIN, token });
    assert.equal(res.status, 404);
  });
});

describe('the setup token across instances', () => {
  let server: TestServer;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherBase: string;
  before(async () => {
    server = await startServer({ seed: false });
    // A second instance of the app on the same database, as a cluster runs them: it shares no memory with the first.
    other = await buildApp({ config: server.config, database: server.database });
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await other.close();
    await server.close();
  });

  it('stores only a hash, refuses an expired token, and works once on any instance', async () => {
    const db = server.database.db;
    const expired = await issueSetupToken(db, new Date(Date.now() - 25 * 3_600_000));
    assert.equal((await fetch(`${server.base}/setup`, { headers: { accept: 'text/html' } })).status, 404, 'only an expired token: no page');
    const issued = await issueSetupToken(db);
    const stored = JSON.stringify(await db.select().from(appSettings));
    assert.ok(!stored.includes(issued.token) && !stored.includes(expired.token), 'the token itself is not stored');

    // Printed by the first instance, usable on the second.
    assert.equal((await fetch(`${otherBase}/setup`, { headers: { accept: 'text/html' } })).status, 200);
    const late = await new Client(otherBase).post('/setup', { ...ADMIN, token: expired.token });
    assert.equal(late.status, 422);
    assert.ok(late.body.errors.token);
    // Two requests with the one token, one on each instance at the same moment: exactly one admin.
    const answers = await Promise.all([
      new Client(otherBase).post('/setup', { ...ADMIN, token: issued.token }),
      new Client(server.base).post('/setup', { ...ADMIN, email: 'other@acme.test', token: issued.token }),
    ]);
    assert.equal(answers.filter((a) => a.status === 201).length, 1, JSON.stringify(answers.map((a) => a.body)));
    assert.ok([404, 422].includes(answers.find((a) => a.status !== 201)!.status), 'the other is refused');
    assert.equal((await db.select().from(users).where(eq(users.role, 'admin'))).length, 1);
    // Spent everywhere.
    for (const base of [server.base, otherBase]) {
      assert.equal((await new Client(base).post('/setup', { ...ADMIN, email: 'third@acme.test', token: issued.token })).status, 404);
    }
    assert.deepEqual(
      (await db.select().from(appSettings)).filter((r) => r.key.startsWith('setup.')),
      [],
      'no token is left',
    );
  });
});

describe(
  'two production processes on one PostgreSQL database',
  { skip: process.env.DATABASE_URL ? false : 'runs in the PostgreSQL pass (DATABASE_URL, server/scripts/with-postgres.sh)' },
  () => {
    it('a token printed by one instance creates the admin on the other, once', { timeout: 240_000 }, async () => {
      const pgDb = await freshPostgres(process.env.DATABASE_URL!);
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-prod-'));
      const children: ReturnType<typeof spawn>[] = [];
      const start = async (name: string) => {
        const port = await freePort();
        const child = spawn(tsx, [main], {
          env: {
            ...process.env,
            ...SECRETS,
            ALLOW_LOG_DRIVERS: '1',
            NODE_ENV: 'production',
            DATABASE_URL: pgDb.url,
            DATA_DIR: path.join(tmp, name),
            ATTACHMENTS_DIR: path.join(tmp, 'att'),
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            SEED_DEMO: '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        let out = '';
        child.stdout!.on('data', (chunk) => (out += chunk));
        child.stderr!.on('data', (chunk) => (out += chunk));
        const token = await new Promise<string>((resolve, reject) => {
          const timer = setInterval(() => {
            const found = /\/setup with this one-time token:\s+(\S+)/.exec(out);
            if (found) {
              clearInterval(timer);
              resolve(found[1]!);
            }
          }, 200);
          child.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${out}`)));
          setTimeout(() => reject(new Error(`${name}: no setup token printed: ${out}`)), 200_000).unref();
          child.once('exit', () => clearInterval(timer));
        });
        return { base: `http://127.0.0.1:${port}`, token };
      };
      try {
        const a = await start('a');
        const b = await start('b');
        assert.notEqual(a.token, b.token);
        const created = await new Client(b.base).post('/setup', { ...ADMIN, token: a.token });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        for (const [base, token] of [
          [a.base, a.token],
          [a.base, b.token],
          [b.base, b.token],
        ] as const) {
          assert.equal(
            (await new Client(base).post('/setup', { ...ADMIN, email: 'second@acme.test', token })).status,
            404,
            `${base} ${token}`,
          );
        }
      } finally {
        for (const child of children) {
          if (child.exitCode !== null) continue;
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        }
        fs.rmSync(tmp, { recursive: true, force: true });
        await pgDb.drop();
      }
    });
  },
);
