import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import { devServerConfig, parseShellOrigins, shellOriginAllowed, shellOriginGuard } from './dev-server.ts';

/** Runs the guard on a request with these headers: the status it answered (or 'next') and the headers it set. */
function guard(headers: Record<string, string>, listed = '') {
  const set: Record<string, string> = {};
  let status: number | 'next' = 'next';
  let body = '';
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    end(text: string) {
      status = this.statusCode;
      body = text;
    },
  };
  shellOriginGuard(parseShellOrigins(listed))({ headers } as unknown as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return { status, body, headers: set };
}

describe('a remote’s dev server and the shells it serves', () => {
  it('serves local shells on any port and the listed staging shells, nothing else', () => {
    const shells = parseShellOrigins(' https://staging.helpdesk.example , http://10.0.0.5:8080');
    assert.deepEqual(shells.listed, ['https://staging.helpdesk.example', 'http://10.0.0.5:8080']);
    for (const origin of ['http://localhost:8000', 'https://127.0.0.1:9443', 'https://staging.helpdesk.example', 'http://10.0.0.5:8080'])
      assert.ok(shellOriginAllowed(origin, shells), origin);
    for (const origin of ['https://evil.example', 'http://10.0.0.5:8081', 'https://staging.helpdesk.example.evil.test', 'null'])
      assert.ok(!shellOriginAllowed(origin, shells), origin);
    assert.throws(() => parseShellOrigins('staging.helpdesk.example'), /DEV_SHELL_ORIGINS: "staging.helpdesk.example" is not an origin/);
    assert.throws(() => parseShellOrigins('ftp://files.example'), /is not http\(s\)/);
  });

  it('refuses another site’s page naming the variable, answers an allowed shell with CORS for it, and lets same-origin through', () => {
    const foreign = guard({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', referer: 'https://evil.example/page' });
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /DEV_SHELL_ORIGINS=https:\/\/evil\.example/);
    const staging = guard(
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://staging.helpdesk.example' },
      'https://staging.helpdesk.example',
    );
    assert.equal(staging.status, 'next');
    assert.equal(staging.headers['access-control-allow-origin'], 'https://staging.helpdesk.example');
    const local = guard({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', referer: 'http://127.0.0.1:8000/admin' });
    assert.equal(local.status, 'next');
    assert.equal(guard({ 'sec-fetch-site': 'same-origin' }).status, 'next');
    assert.equal(guard({}).status, 'next', 'curl or the address bar');
  });

  it('takes DEV_PORT and fixes the live-reload socket to the dev server, whatever page it runs in', () => {
    const config = devServerConfig(
      { port: 3004, isShell: false },
      { DEV_PORT: '4004', DEV_SHELL_ORIGINS: 'https://staging.helpdesk.example' },
    );
    assert.equal(config.port, 4004);
    assert.deepEqual(config.allowedHosts, ['localhost', '127.0.0.1', '.localhost', 'staging.helpdesk.example']);
    assert.deepEqual((config.client as { webSocketURL: unknown }).webSocketURL, {
      protocol: 'ws',
      hostname: 'localhost',
      port: 4004,
      pathname: '/ws',
    });
  });
});
