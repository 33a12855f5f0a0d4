/** Issue 11 items 6 and 13: hardening headers on pages and API answers; source maps never served. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { LOCAL_OVERRIDE_SOURCES } from '@helpdesk/shared/remote-names';
import { loadConfig, parseOverrideOrigins, parseSecurityContact, type AppConfig } from '../config';
import { overrideWebsocketSources } from './security-headers';
import { makeFakeFrontend, type FakeFrontend } from '../test/fake-dist';
import { login, startServer, type TestServer } from '../test/harness';

const html = { accept: 'text/html' };

/** The CSP as directive → sources. */
function csp(header: string | null): Map<string, string[]> {
  assert.ok(header, 'no Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers on the front end', () => {
  let dist: FakeFrontend;
  let app: FastifyInstance;
  let base: string;
  before(async () => {
    dist = makeFakeFrontend();
    fs.writeFileSync(path.join(dist.shellDist, 'static/js/main.3f9a1c0b.js.map'), '{"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(dist.remotesDir, 'tickets/dist/remoteEntry.js.map'), '{}');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dist.root, 'data'),
      SHELL_DIST: dist.shellDist,
      REMOTES_DIR: dist.remotesDir,
      REMOTE_FINANCE_URL: 'https://finance.cdn.example/app/mf-manifest.json',
      REMOTE_OVERRIDE_ORIGINS: 'https://dev.example.test',
      PUSHER_CLIENT_HOST: 'ws.example.test',
      PUSHER_CLIENT_PORT: '6001',
    });
    app = await buildApp({ config, withoutDatabase: true });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await app.close();
    dist.cleanup();
  });

  it('sends a CSP the shell and its remotes run under, and forbids framing', async () => {
    const res = await fetch(`${base}/admin/ticket`, { headers: html });
    assert.equal(res.status, 200);
    const policy = csp(res.headers.get('content-security-policy'));
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    const scripts = policy.get('script-src')!;
    for (const source of ["'self'", 'https://finance.cdn.example', 'https://dev.example.test', ...LOCAL_OVERRIDE_SOURCES]) {
      assert.ok(scripts.includes(source), `script-src lacks ${source}`);
      assert.ok(policy.get('connect-src')!.includes(source), `connect-src lacks ${source}`);
    }
    assert.ok(!scripts.some((s) => s.includes('[')), 'no IPv6 literal: CSP has no syntax for one');
    assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"));
    const connect = policy.get('connect-src')!;
    for (const source of ["'self'", 'https://finance.cdn.example', 'ws://ws.example.test:6001', 'wss://ws.example.test:6001'])
      assert.ok(connect.includes(source), `connect-src lacks ${source}`);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    // Plain http: no HSTS (it would pin an http-only deployment to https).
    assert.equal(res.headers.get('strict-transport-security'), null);
  });

  it('allows a remote override’s live-reload websocket only while the browser’s override cookie names an allowed origin', async () => {
    const connectFor = async (cookie?: string) => {
      const res = await fetch(`${base}/admin/ticket`, { headers: { ...html, ...(cookie ? { cookie } : {}) } });
      return csp(res.headers.get('content-security-policy')).get('connect-src')!;
    };
    const origins = (value: string) => `helpdesk_override_origins=${encodeURIComponent(value)}`;
    const none = await connectFor();
    assert.ok(!none.some((source) => source.startsWith('ws://localhost') || source.startsWith('ws://127.0.0.1')), none.join(' '));
    const dev = await connectFor(origins('http://127.0.0.1:3004 https://dev.example.test'));
    assert.ok(dev.includes('ws://127.0.0.1:3004'), dev.join(' '));
    assert.ok(dev.includes('wss://dev.example.test'), dev.join(' '));
    // Origins the page may not run code from get no websocket either, and a value that is not an origin is ignored.
    const foreign = await connectFor(origins('https://evil.example http://localhost:3004/path ws://localhost:9'));
    assert.ok(!foreign.some((source) => /evil|localhost:3004|localhost:9/.test(source) && source.startsWith('ws')), foreign.join(' '));
  });

  it('lets shells on other origins load a remote’s files', async () => {
    const res = await fetch(`${base}/remotes/tickets/remoteEntry.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  it('never serves source maps, even ones left in dist', async () => {
    assert.equal((await fetch(`${base}/static/js/main.3f9a1c0b.js.map`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/tickets/remoteEntry.js.map`)).status, 404);
    assert.equal((await fetch(`${base}/static/js/main.3f9a1c0b.js`)).status, 200);
  });
});

describe('security headers on API answers', () => {
  let server: TestServer;
  let httpsServer: TestServer;
  before(async () => {
    server = await startServer({ tickets: 5, env: { TRUST_PROXY: '127.0.0.1' } });
    httpsServer = await startServer({ tickets: 5, env: { APP_URL: 'https://helpdesk.example.test' } });
  });
  after(async () => {
    await server.close();
    await httpsServer.close();
  });

  it('marks JSON answers no-store and nosniff, signed in or not', async () => {
    const anonymous = await fetch(`${server.base}/api/user`, { headers: { accept: 'application/json' } });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get('cache-control'), 'no-store');
    assert.equal(anonymous.headers.get('x-content-type-options'), 'nosniff');
    const client = await login(server.base, 'client@demo.test');
    const tickets = await client.get('/api/client/ticket');
    assert.equal(tickets.status, 200);
    assert.equal(tickets.headers.get('cache-control'), 'no-store');
    assert.equal(tickets.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(tickets.headers.get('x-frame-options'), 'DENY');
  });

  it('sends HSTS only when served over https: X-Forwarded-Proto from a trusted proxy, or an https APP_URL', async () => {
    const plain = await fetch(`${server.base}/health`);
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const proxied = await fetch(`${server.base}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.match(proxied.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
    const configured = await fetch(`${httpsServer.base}/health`);
    assert.match(configured.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
  });
});

describe('override websockets in production', () => {
  it('names a localhost dev server only when REMOTE_OVERRIDE_ORIGINS lists it', () => {
    const config = { env: 'production', remoteUrls: {}, remoteOverrideOrigins: ['http://localhost:4000'] } as unknown as AppConfig;
    const cookie = `theme=x; helpdesk_override_origins=${encodeURIComponent('http://localhost:4000 http://localhost:3004')}`;
    assert.deepEqual(overrideWebsocketSources(config, cookie), ['ws://localhost:4000']);
    assert.deepEqual(overrideWebsocketSources(config, 'helpdesk_override_origins=%E0%A4%A'), []);
  });
});

describe('REMOTE_OVERRIDE_ORIGINS', () => {
  it('refuses an IPv6 literal the CSP could not allow, naming it', () => {
    assert.deepEqual(parseOverrideOrigins(' https://dev.example.test , http://localhost:4000'), [
      'https://dev.example.test',
      'http://localhost:4000',
    ]);
    assert.throws(() => parseOverrideOrigins('https://dev.example.test,http://[::1]:3004'), /REMOTE_OVERRIDE_ORIGINS.*\[::1\]:3004/);
  });
});

describe('/.well-known/security.txt', () => {
  let dist: FakeFrontend;
  const apps: FastifyInstance[] = [];
  before(() => {
    dist = makeFakeFrontend();
  });
  after(async () => {
    for (const a of apps) await a.close();
    dist.cleanup();
  });
  const serve = async (env: Record<string, string>) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dist.root, 'data'),
      SHELL_DIST: dist.shellDist,
      REMOTES_DIR: dist.remotesDir,
      ...env,
    });
    const a = await buildApp({ config, withoutDatabase: true });
    apps.push(a);
    return a.listen({ port: 0, host: '127.0.0.1' });
  };

  it('names the deployer’s SECURITY_CONTACT (RFC 9116), and does not exist without one', async () => {
    const base = await serve({ SECURITY_CONTACT: 'security@msp.example' });
    const res = await fetch(`${base}/.well-known/security.txt`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    const body = await res.text();
    assert.match(body, /^Contact: mailto:security@msp\.example$/m);
    const expires = new Date(/^Expires: (\S+)$/m.exec(body)?.[1] ?? '');
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 30 && days < 365, `expires in ${days} days`);
    assert.match(body, /^Preferred-Languages: pl, en$/m);

    const none = await serve({});
    assert.equal((await fetch(`${none}/.well-known/security.txt`)).status, 404);
  });

  it('takes an e-mail, mailto: or https: contact and refuses anything else', () => {
    assert.equal(parseSecurityContact(undefined), null);
    assert.equal(parseSecurityContact(' security@msp.example '), 'mailto:security@msp.example');
    assert.equal(parseSecurityContact('https://msp.example/security'), 'https://msp.example/security');
    assert.throws(() => parseSecurityContact('http://msp.example/security'), /SECURITY_CONTACT/);
    assert.throws(() => parseSecurityContact('call us'), /SECURITY_CONTACT/);
  });
});
