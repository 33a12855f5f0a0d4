import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { IMMUTABLE, NO_CACHE } from '../../platform/static';
import { makeFakeFrontend, type FakeFrontend } from '../../test/fake-dist';
import { sessions } from '../../platform/db/schema';
import { login, startServer } from '../../test/harness';
import { SESSION_LIFETIME_MINUTES } from './routes';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('front-end serving', () => {
  let dist: FakeFrontend;
  let app: FastifyInstance;
  let base: string;

  before(async () => {
    dist = makeFakeFrontend();
    const config = loadConfig({
      NODE_ENV: 'test',
      SHELL_DIST: dist.shellDist,
      REMOTES_DIR: dist.remotesDir,
      REMOTE_FINANCE_URL: 'http://localhost:9999/mf-manifest.json',
      REMOTE_OVERRIDE_ORIGINS: 'https://dev.example.test, http://localhost:3001',
    });
    app = await buildApp({ config, withoutDatabase: true });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    await app.close();
    dist.cleanup();
  });

  it('answers /health', async () => {
    const res = await fetch(`${base}/health`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { status: 'ok' });
  });

  it('serves /remotes.json with env overrides, no-cache', async () => {
    const res = await fetch(`${base}/remotes.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    const body = (await res.json()) as Record<string, string>;
    // The build this server ships is named by its version; one it does not hold (or on another origin) is as configured.
    assert.match(body.tickets!, /^\/remotes\/tickets\/v\/[0-9a-f]{16}\/mf-manifest\.json$/);
    assert.deepEqual(body, {
      tickets: body.tickets,
      management: '/remotes/management/mf-manifest.json',
      reports: '/remotes/reports/mf-manifest.json',
      finance: 'http://localhost:9999/mf-manifest.json',
      client: '/remotes/client/mf-manifest.json',
    });
  });

  it('serves /config.json with the Echo options of this server', async () => {
    const res = await fetch(`${base}/config.json`);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    const body = (await res.json()) as Record<string, any>;
    assert.equal(body.apiBase, '/api');
    assert.deepEqual(body.remoteOverrideOrigins, ['https://dev.example.test', 'http://localhost:3001']);
    const port = Number(new URL(base).port);
    assert.equal(body.echo.broadcaster, 'pusher');
    assert.equal(body.echo.cluster, 'eu');
    assert.equal(body.echo.wsHost, '127.0.0.1');
    assert.equal(body.echo.wsPort, port);
    assert.equal(body.echo.wssPort, port);
    assert.equal(body.echo.forceTLS, false);
    assert.equal(body.echo.authEndpoint, '/broadcasting/auth');
    assert.equal(body.sessionLifetimeMinutes, SESSION_LIFETIME_MINUTES);
    // Tests generate a VAPID pair per data directory: browsers subscribe with its public half.
    assert.match(body.pushPublicKey, /^B[A-Za-z0-9_-]{86}$/);
    assert.deepEqual(body.echo.enabledTransports, ['ws', 'wss']);
    assert.equal(typeof body.echo.key, 'string');
  });

  it('serves the shell index at / with no-cache', async () => {
    const res = await fetch(`${base}/`, { headers: html });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    assert.match(await res.text(), /<title>shell<\/title>/);
  });

  it('falls back to the shell index for client-side routes', async () => {
    for (const route of ['/admin/ticket?filter=new', '/ticket/show/12', '/login']) {
      const res = await fetch(`${base}${route}`, { headers: html });
      assert.equal(res.status, 200, route);
      assert.equal(res.headers.get('cache-control'), NO_CACHE);
      assert.match(await res.text(), /<title>shell<\/title>/, route);
    }
  });

  it('does not fall back for API-like paths, non-HTML requests or other methods', async () => {
    for (const route of ['/api/nope', '/remotes/tickets/nope.js', '/sanctum/nope', '/broadcasting/nope', '/app/nope']) {
      const res = await fetch(`${base}${route}`, { headers: html });
      assert.equal(res.status, 404, route);
      await res.body?.cancel();
    }
    const json = await fetch(`${base}/admin/ticket`, { headers: { accept: 'application/json' } });
    assert.equal(json.status, 404);
    await json.body?.cancel();
    const post = await fetch(`${base}/admin/ticket`, { method: 'POST', headers: html });
    assert.equal(post.status, 404);
    await post.body?.cancel();
  });

  it('marks hashed shell assets immutable and unhashed ones no-cache', async () => {
    const hashed = await fetch(`${base}/static/js/main.3f9a1c0b.js`);
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers.get('cache-control'), IMMUTABLE);
    assert.equal(await hashed.text(), 'console.log("shell")');
    const plain = await fetch(`${base}/favicon.ico`);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get('cache-control'), NO_CACHE);
    await plain.body?.cancel();
  });

  it('serves a remote with CORS and the cache rules', async () => {
    const manifest = await fetch(`${base}/remotes/tickets/mf-manifest.json`, { headers: { origin: 'http://other.test' } });
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), NO_CACHE);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(((await manifest.json()) as { id: string }).id, 'tickets');

    const entry = await fetch(`${base}/remotes/tickets/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), NO_CACHE);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    await entry.body?.cancel();

    const chunk = await fetch(`${base}/remotes/tickets/static/js/async/123.0a1b2c3d4e5f.js`);
    assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
    await chunk.body?.cancel();

    const index = await fetch(`${base}/remotes/tickets/index.html`);
    assert.equal(index.headers.get('cache-control'), NO_CACHE);
    await index.body?.cancel();
  });

  it('answers 404 for a remote whose dist is missing, and keeps running', async () => {
    const res = await fetch(`${base}/remotes/finance/mf-manifest.json`);
    assert.equal(res.status, 404);
    await res.body?.cancel();
    const health = await fetch(`${base}/health`);
    assert.equal(health.status, 200);
    await health.body?.cancel();
  });
});

describe('the shipped remote builds under versioned URLs', () => {
  let dist: FakeFrontend;
  let app: FastifyInstance;
  let base: string;
  const tickets = () => path.join(dist.remotesDir, 'tickets/dist');

  /** The tickets manifest URL /remotes.json names now. */
  const location = async (): Promise<string> => ((await (await fetch(`${base}/remotes.json`)).json()) as { tickets: string }).tickets;

  before(async () => {
    dist = makeFakeFrontend();
    fs.writeFileSync(
      path.join(tickets(), 'mf-manifest.json'),
      JSON.stringify({ id: 'tickets', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
    );
    fs.writeFileSync(path.join(tickets(), 'vendor.0a1b2c3d4e.js'), 'vendor');
    fs.writeFileSync(path.join(tickets(), 'remoteEntry.js.map'), '{}');
    const config = loadConfig({ NODE_ENV: 'test', SHELL_DIST: dist.shellDist, REMOTES_DIR: dist.remotesDir });
    app = await buildApp({ config, withoutDatabase: true });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    await app.close();
    dist.cleanup();
  });

  it('serves the manifest, entry and hashed chunks of the current version immutable, with CORS', async () => {
    const manifestUrl = await location();
    const versioned = manifestUrl.replace(/mf-manifest\.json$/, '');
    const manifest = await fetch(`${base}${manifestUrl}`, { headers: { origin: 'http://other.test' } });
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), IMMUTABLE);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(await manifest.text(), fs.readFileSync(path.join(tickets(), 'mf-manifest.json'), 'utf8'));

    const entry = await fetch(`${base}${versioned}remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), IMMUTABLE);
    assert.equal(await entry.text(), 'var tickets;');

    const chunk = await fetch(`${base}${versioned}static/js/async/123.0a1b2c3d4e5f.js`);
    assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
    assert.equal(await chunk.text(), 'chunk');

    // A file the version does not name keeps being revalidated; source maps are never served.
    const index = await fetch(`${base}${versioned}index.html`);
    assert.equal(index.status, 200);
    assert.equal(index.headers.get('cache-control'), NO_CACHE);
    await index.body?.cancel();
    const map = await fetch(`${base}${versioned}remoteEntry.js.map`);
    assert.equal(map.status, 404);
    await map.body?.cancel();
  });

  it('keeps the un-versioned URLs working, no-cache, beside the versioned ones', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await fetch(`${base}/remotes/tickets/${file}`);
      assert.equal(res.status, 200, file);
      assert.equal(res.headers.get('cache-control'), NO_CACHE, file);
      await res.body?.cancel();
    }
    // A file whose name starts like the version segment is still the plain file.
    const vendor = await fetch(`${base}/remotes/tickets/vendor.0a1b2c3d4e.js`);
    assert.equal(vendor.status, 200);
    assert.equal(await vendor.text(), 'vendor');
  });

  it('answers 404 for an unknown version, a missing file of the current one, and a remote without a build', async () => {
    const versioned = (await location()).replace(/mf-manifest\.json$/, '');
    for (const url of [
      '/remotes/tickets/v/0000000000000000/mf-manifest.json',
      '/remotes/tickets/v/0000000000000000/static/js/async/123.0a1b2c3d4e5f.js',
      `${versioned}nope.js`,
      '/remotes/management/v/0000000000000000/mf-manifest.json',
    ]) {
      const res = await fetch(`${base}${url}`);
      assert.equal(res.status, 404, url);
      assert.notEqual(res.headers.get('cache-control'), IMMUTABLE, url);
      await res.body?.cancel();
    }
  });

  it('gives a rebuilt remote a new version, and the old version answers 404', async () => {
    const before = await location();
    fs.writeFileSync(path.join(tickets(), 'remoteEntry.js'), 'var tickets = "rebuilt";');
    const after = await location();
    assert.notEqual(after, before);
    assert.match(after, /^\/remotes\/tickets\/v\/[0-9a-f]{16}\/mf-manifest\.json$/);
    const old = await fetch(`${base}${before}`);
    assert.equal(old.status, 404);
    await old.body?.cancel();
    const entry = await fetch(`${base}${after.replace(/mf-manifest\.json$/, 'remoteEntry.js')}`);
    assert.equal(entry.headers.get('cache-control'), IMMUTABLE);
    assert.equal(await entry.text(), 'var tickets = "rebuilt";');
  });
});

describe('the session lifetime the browser is told', () => {
  it('is the idle lifetime the server gives a session', async () => {
    const server = await startServer({ tickets: 20 });
    try {
      await login(server.base, 'client@demo.test');
      const [row] = await server.database.db.select().from(sessions);
      assert.ok(row?.userId);
      assert.equal((row.expiresAt.getTime() - row.lastActivity.getTime()) / 60_000, SESSION_LIFETIME_MINUTES);
    } finally {
      await server.close();
    }
  });
});
