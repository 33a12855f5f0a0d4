import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { login, startServer, type TestServer } from '../../test/harness';

/**
 * A shell build with a server renderer of its own making (the real one is the shell's server bundle, tried by the e2e
 * suite): what it is asked, and what the server makes of each answer.
 */
function fakeShell(): { dist: string; cleanup: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-ssr-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'server', 'package.json'), '{"type":"commonjs"}');
  fs.writeFileSync(
    path.join(dist, 'server', 'main.js'),
    `const fs = require('node:fs');
    const path = require('node:path');
    exports.render = async (request) => {
      const mode = new URL(request.url).searchParams.get('mode');
      if (mode === 'throw') throw new Error('render broke');
      if (mode === 'crash') process.exit(1);
      if (mode === 'spin') {
        // Holds its thread's CPU until the test releases it (or 20 s pass), saying when it starts and ends.
        fs.writeFileSync(path.join(__dirname, 'spinning'), '');
        const deadline = Date.now() + 20000;
        while (!fs.existsSync(path.join(__dirname, 'release')) && Date.now() < deadline);
        fs.writeFileSync(path.join(__dirname, 'spun'), '');
      }
      if (mode === 'hang') {
        // Never ends by itself within the test: only a stopped thread frees its place.
        const deadline = Date.now() + 60000;
        while (Date.now() < deadline);
      }
      if (mode === 'answer') {
        const missing = await request.fetch(request.apiBase + '/no-such-route', { headers: { accept: 'application/json', cookie: request.cookie } });
        const text = await missing.text();
        return { kind: 'html', status: 200, head: '', body: '<main data-answer>' + missing.status + ' ' + missing.headers.get('content-type') + ' ' + JSON.parse(text).message + '</main>', state: {} };
      }
      if (mode === 'list' || mode === 'other-list') {
        // The list's first request as its screen spells it (parameters in another order than the server's rule), or
        // one the rule does not guess.
        const query = mode === 'list' ? 'page=1&per_page=20&sort=-created_at&filter=all' : 'filter=all&sort=-created_at&page=1&per_page=50';
        const list = await request.fetch(request.apiBase + '/admin/ticket?' + query, { headers: { accept: 'application/json', cookie: request.cookie, referer: new URL(request.url).origin + '/', 'x-requested-with': 'XMLHttpRequest' } });
        const answer = await list.json();
        return { kind: 'html', status: 200, head: '', body: '<main data-list>' + list.status + ' ' + answer.data.map((row) => row.id).join(',') + '</main>', state: {} };
      }
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 2000));
      if (mode === 'slower') await new Promise((resolve) => setTimeout(resolve, 3000));
      if (mode === 'skip') return { kind: 'skip', reason: 'time-zone' };
      if (mode === 'redirect') return { kind: 'redirect', location: '/error' };
      const me = await request.fetch(request.apiBase + '/user', { headers: { accept: 'application/json', cookie: request.cookie, referer: new URL(request.url).origin + '/' } });
      const answer = await me.json();
      return {
        kind: 'html',
        status: 200,
        head: '<style data-test>.x{}</style>',
        body: '<main data-rendered>' + answer.data.email + ' ' + (request.nonce ? 'nonce' : 'no-nonce') + ' ' + Object.keys(request.remotes).sort().join(',') + '</main>',
        state: { queries: { mutations: [], queries: [] }, router: { loaderData: {} }, company: 'all' },
      };
    };`,
  );
  return { dist, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const html = { accept: 'text/html', 'x-requested-with': '' };

function bootOf(page: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="helpdesk-boot">(.*?)<\/script>/s.exec(page)?.[1];
  assert.ok(json, 'the page has its boot block');
  return JSON.parse(json) as Record<string, unknown>;
}

async function renders(server: TestServer): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(/^helpdesk_server_renders_total\{outcome="([^"]+)"[^}]*\} (\d+)/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}

/** GET /api/admin/ticket requests answered so far (/metrics). */
async function listRequests(server: TestServer): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  return [
    ...text.matchAll(/^helpdesk_http_request_duration_seconds_count\{[^}]*method="GET",route="\/api\/admin\/ticket"[^}]*\} (\d+)/gm),
  ].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe('the first screen rendered on the server', () => {
  let shell: ReturnType<typeof fakeShell>;
  let server: TestServer;

  before(async () => {
    shell = fakeShell();
    server = await startServer({
      tickets: 5,
      env: { SHELL_DIST: shell.dist, SSR_BUDGET_MS: '500', SSR_WORKERS: '2', SSR_MAX_CONCURRENT: '2' },
    });
  });

  after(async () => {
    await server.close();
    shell.cleanup();
  });

  it('renders a signed-in page with its state in the boot block, its API asked in-process with the page cookies', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const res = await agent.get<string>('/admin/ticket', html);
    assert.equal(res.status, 200);
    const page = res.body;
    assert.match(page, /<div id="root"><main data-rendered>agent@demo\.test nonce [a-z,]+<\/main><\/div>/);
    assert.match(page, /<style data-test>\.x\{\}<\/style>.*<\/head>/s);
    const boot = bootOf(page);
    assert.deepEqual(boot.ssr, { queries: { mutations: [], queries: [] }, router: { loaderData: {} }, company: 'all' });
    // The data is in the page: the first script asks for nothing.
    assert.equal(boot.early, undefined);
    // The nonce the renderer was given is the one the page's policy allows.
    const policy = res.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    assert.equal((await renders(server)).rendered, 1);
    // The render's wall and CPU time, for the browser's navigation entry (the page-load bench reads them).
    assert.match(res.headers.get('server-timing') ?? '', /^ssr;dur=\d+\.\d, ssr-cpu;dur=\d+\.\d$/);
  });

  it('sends the client boot, counted by reason, when the render throws, runs out of time or declines', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const reasons: Record<string, string> = { throw: 'error', slow: 'budget', skip: 'time-zone' };
    for (const mode of ['throw', 'slow', 'skip']) {
      const res = await agent.get<string>(`/admin/ticket?mode=${mode}`, html);
      assert.equal(res.status, 200, mode);
      // The reason, in the page's own answer as well as in /metrics.
      assert.equal(res.headers.get('server-timing'), `ssr;desc="${reasons[mode]}"`, mode);
      const page = res.body;
      assert.match(page, /<div id="root"><\/div>/, mode);
      assert.equal(bootOf(page).ssr, undefined, mode);
    }
    const counted = await renders(server);
    assert.equal(counted.error, 1);
    assert.equal(counted.budget, 1);
    assert.equal(counted['time-zone'], 1);
  });

  it('sends the client boot while as many renders as allowed run, even ones past their budget, and renders again after', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    // The test before left a render running past its budget (mode=slow, 2 s): it has ended after this.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const untilRendered = async () => {
      for (let tries = 0; tries < 60; tries++) {
        const res = await agent.get<string>('/admin/ticket', html);
        if (res.headers.get('server-timing')?.startsWith('ssr;dur=')) return res;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.fail('no page was rendered once the renders had ended');
    };
    const before = await renders(server);
    // Two renders that outlive their budget: their pages get the client boot, but they hold the process until they end.
    await agent.get<string>('/admin/ticket?mode=slower', html);
    await agent.get<string>('/admin/ticket?mode=slower', html);
    const busy = await agent.get<string>('/admin/ticket', html);
    assert.equal(busy.headers.get('server-timing'), 'ssr;desc="busy"');
    assert.equal(bootOf(busy.body).ssr, undefined);
    const counted = await renders(server);
    assert.equal(counted.busy, (before.busy ?? 0) + 1);
    assert.equal(counted.budget, (before.budget ?? 0) + 2);
    // Once one has ended, the next page is rendered.
    assert.match((await untilRendered()).body, /<main data-rendered>agent@demo\.test/);
  });

  it("lends the page's actor to the render's API requests only: the same header from outside is ignored", async () => {
    // The fake renderer's page shows what /api/user answered it, with the actor the page lent (policy.ts lendActor).
    const agent = await login(server.base, 'agent@demo.test');
    assert.match((await agent.get<string>('/admin/ticket', html)).body, /<main data-rendered>agent@demo\.test/);
    for (const token of ['', 'x'.repeat(32), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const stranger = await fetch(`${server.base}/api/user`, {
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-helpdesk-lent-actor': token },
      });
      assert.equal(stranger.status, 401, `token "${token}"`);
    }
  });

  it("asks for the first screen's data as the render starts; the render's own request takes that answer", async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const direct = await agent.get<{ data: { id: number }[] }>('/api/admin/ticket?filter=all&sort=-created_at&page=1&per_page=20');
    const ids = direct.body.data.map((row) => row.id).join(',');
    assert.ok(ids.length > 0, 'the agent sees tickets');
    const before = await listRequests(server);
    const page = await agent.get<string>('/admin/ticket?mode=list&filter=all', html);
    assert.match(page.body, new RegExp(`<main data-list>200 ${ids}</main>`));
    // Asked once: by the server as the render started, taken by the render.
    assert.equal((await listRequests(server)) - before, 1);
    // A render that asks for something else gets its own answer (the guess was asked for nothing).
    const other = await agent.get<string>('/admin/ticket?mode=other-list&filter=all', html);
    assert.match(other.body, new RegExp(`<main data-list>200 ${ids}</main>`));
    assert.equal((await listRequests(server)) - before, 1 + 2);
  });

  it('follows a redirect the renderer decided', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const res = await agent.get('/admin/ticket?mode=redirect', html);
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/error');
  });

  it('renders nothing for a signed-out visitor or a page with a developer override', async () => {
    const before = await renders(server);
    const anonymous = await fetch(`${server.base}/admin/ticket`, { headers: html });
    assert.match(await anonymous.text(), /<div id="root"><\/div>/);
    assert.equal(anonymous.headers.get('server-timing'), null);
    const agent = await login(server.base, 'agent@demo.test');
    agent.cookies.set('helpdesk_override_origins', encodeURIComponent('http://localhost:3001'));
    const overridden = await agent.get<string>('/admin/ticket', html);
    assert.match(overridden.body, /<div id="root"><\/div>/);
    const after = await renders(server);
    // A signed-out page is the sign-in form, never rendered here and no fallback; an override is one.
    assert.deepEqual(after, { ...before, override: (before.override ?? 0) + 1 });
  });

  it('renders on a worker thread: an API request is answered while a render holds its thread', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const spinning = path.join(shell.dist, 'server', 'spinning');
    const spun = path.join(shell.dist, 'server', 'spun');
    const page = agent.get<string>('/admin/ticket?mode=spin', html);
    try {
      while (!fs.existsSync(spinning)) await new Promise((resolve) => setTimeout(resolve, 20));
      // On the request thread the render would hold the event loop: this would answer only after it ended.
      const me = await agent.get<{ data: { email: string } }>('/api/user');
      assert.equal(me.body.data.email, 'agent@demo.test');
      assert.equal(fs.existsSync(spun), false, 'the render still runs');
    } finally {
      fs.writeFileSync(path.join(shell.dist, 'server', 'release'), '');
    }
    assert.equal((await page).status, 200);
  });

  it("gives the renderer the server's answers whole: status, headers, body", async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const res = await agent.get<string>('/admin/ticket?mode=answer', html);
    assert.match(res.body, /<main data-answer>404 application\/json; charset=utf-8 [^<]+<\/main>/);
  });

  it('sends the client boot, counted as an error, when the render thread dies, and renders again after', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const before = await renders(server);
    const res = await agent.get<string>('/admin/ticket?mode=crash', html);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('server-timing'), 'ssr;desc="error"');
    assert.match(res.body, /<div id="root"><\/div>/);
    assert.equal((await renders(server)).error, (before.error ?? 0) + 1);
    // A new thread takes the next render.
    const again = await agent.get<string>('/admin/ticket', html);
    assert.match(again.body, /<main data-rendered>agent@demo\.test/);
  });
});

describe('a render that never ends', () => {
  it('holds its place under SSR_MAX_CONCURRENT until its thread is stopped, then the next page is rendered', async () => {
    const shell = fakeShell();
    // Budget 50 ms: the prepare budget is 500 ms, the thread is stopped after 1 s.
    const server = await startServer({
      tickets: 5,
      env: { SHELL_DIST: shell.dist, SSR_BUDGET_MS: '50', SSR_WORKERS: '1', SSR_MAX_CONCURRENT: '1' },
    });
    try {
      const agent = await login(server.base, 'agent@demo.test');
      const hanging = await agent.get<string>('/admin/ticket?mode=hang', html);
      assert.match(hanging.headers.get('server-timing') ?? '', /^ssr;desc=/);
      assert.equal((await agent.get<string>('/admin/ticket', html)).headers.get('server-timing'), 'ssr;desc="busy"');
      for (let tries = 0; tries < 60; tries++) {
        const res = await agent.get<string>('/admin/ticket', html);
        if (res.headers.get('server-timing')?.startsWith('ssr;dur=')) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.fail('no page was rendered while the hung render held the only place');
    } finally {
      await server.close();
      shell.cleanup();
    }
  });
});

describe('SSR=off', () => {
  it('keeps the client boot even with a server build present', async () => {
    const shell = fakeShell();
    const server = await startServer({ tickets: 5, env: { SHELL_DIST: shell.dist, SSR: 'off' } });
    try {
      const agent = await login(server.base, 'agent@demo.test');
      const res = await agent.get<string>('/admin/ticket', html);
      assert.match(res.body, /<div id="root"><\/div>/);
      // Not asked: nothing to time.
      assert.equal(res.headers.get('server-timing'), null);
      assert.deepEqual(await renders(server), {});
    } finally {
      await server.close();
      shell.cleanup();
    }
  });
});

describe('a burst of full loads', () => {
  it('takes its pages one after another, giving the client boot to those with as many waiting behind as renders run', async () => {
    const shell = fakeShell();
    const server = await startServer({
      tickets: 5,
      env: { SHELL_DIST: shell.dist, SSR_BUDGET_MS: '500', SSR_WORKERS: '2', SSR_MAX_CONCURRENT: '2', HTML_MAX_CONCURRENT: '1' },
    });
    try {
      const agent = await login(server.base, 'agent@demo.test');
      // The first page holds the only place until its render's budget runs out (the render itself goes on for 2 s).
      const first = agent.get<string>('/admin/ticket?mode=slow', html);
      await new Promise((resolve) => setTimeout(resolve, 150));
      // Five more arrive meanwhile and wait their turn. Whoever goes with two or more still waiting behind gets the
      // client boot (three of them); the last two are rendered, one render still running beside them.
      const burst = await Promise.all(Array.from({ length: 5 }, () => agent.get<string>('/admin/ticket', html)));
      assert.equal((await first).headers.get('server-timing'), 'ssr;desc="budget"');
      for (const res of burst) assert.equal(res.status, 200);
      const timings = burst.map((res) => res.headers.get('server-timing') ?? '');
      assert.equal(timings.filter((t) => t === 'ssr;desc="busy"').length, 3, timings.join(' | '));
      assert.equal(timings.filter((t) => t.startsWith('ssr;dur=')).length, 2, timings.join(' | '));
      for (const res of burst.filter((r) => r.headers.get('server-timing') === 'ssr;desc="busy"'))
        assert.equal(bootOf(res.body).ssr, undefined);
      const counted = await renders(server);
      assert.equal(counted.busy, 3);
      assert.equal(counted.rendered, 2);
      // Nothing is left waiting.
      const metrics = await (await fetch(`${server.base}/metrics`)).text();
      assert.match(metrics, /^helpdesk_pages_in_progress\{state="waiting"[^}]*\} 0$/m);
    } finally {
      await server.close();
      shell.cleanup();
    }
  });
});
