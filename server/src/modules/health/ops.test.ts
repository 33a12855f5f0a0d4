/** Issue 18 item 4: liveness, readiness, Prometheus metrics (and who may read them), request ids. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../../test/harness';

describe('health, readiness, metrics and request ids', () => {
  let server: TestServer;
  let guarded: TestServer;
  before(async () => {
    server = await startServer({ tickets: 5 });
    guarded = await startServer({ tickets: 5, env: { METRICS_TOKEN: 'metrics-secret-token' } });
  });
  after(async () => {
    await server?.close();
    await guarded?.close();
  });

  it('/health is live and /ready checks the database and its migrations; a draining instance is not ready', async () => {
    assert.equal((await fetch(`${server.base}/health`)).status, 200);
    const ready = await fetch(`${server.base}/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(((await ready.json()) as { checks: object }).checks, { accepting: true, database: true, migrations: true });
    server.app.draining = true;
    try {
      const draining = await fetch(`${server.base}/ready`);
      assert.equal(draining.status, 503);
      assert.equal(((await draining.json()) as { checks: { accepting: boolean } }).checks.accepting, false);
      // Reads are turned away (the balancer retries them elsewhere and marks the instance down); writes are served.
      const read = await fetch(`${server.base}/sanctum/csrf-cookie`, { headers: { 'accept-language': 'en' } });
      assert.equal(read.status, 503);
      assert.equal(read.headers.get('connection'), 'close');
      assert.equal(((await read.json()) as { message: string }).message, 'The server is restarting — try again in a moment');
      assert.equal(server.app.turnedAway, 1);
      assert.equal((await fetch(`${server.base}/health`)).status, 200);
      assert.notEqual(
        (await fetch(`${server.base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
        503,
      );
    } finally {
      server.app.draining = false;
    }
  });

  it('answers with an X-Request-Id, keeping a sane one from the balancer and replacing a bad one', async () => {
    const own = await fetch(`${server.base}/api/lookups/nothing-here`);
    assert.match(own.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    const passed = await fetch(`${server.base}/health`, { headers: { 'x-request-id': 'abcdef0123456789' } });
    assert.equal(passed.headers.get('x-request-id'), 'abcdef0123456789');
    const bad = await fetch(`${server.base}/health`, { headers: { 'x-request-id': 'x y<script>' } });
    assert.notEqual(bad.headers.get('x-request-id'), 'x y<script>');
  });

  it('/metrics: request latency per route, sockets, publish latency, job runs — for the loopback only, never through a proxy', async () => {
    await fetch(`${server.base}/health`);
    const res = await fetch(`${server.base}/metrics`);
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.match(text, /helpdesk_http_request_duration_seconds_bucket\{[^}]*method="GET",route="\/health",status="200"/);
    assert.match(text, /helpdesk_realtime_open_sockets/);
    assert.match(text, /helpdesk_realtime_publish_duration_seconds/);
    assert.match(text, /helpdesk_job_runs_total\{job="reminders",outcome="ok"/);
    const proxied = await fetch(`${server.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    assert.equal(proxied.status, 404);
  });

  it('/metrics reports the event-loop delay: a 200 ms stall of the loop shows as its longest delay', async () => {
    await fetch(`${server.base}/metrics`); // a fresh window
    // After a reset the monitor's first tick only starts the clock: stall once it has ticked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const until = Date.now() + 200;
    while (Date.now() < until); // the loop held, as a parse on the request thread would
    await new Promise((resolve) => setTimeout(resolve, 30));
    const text = await (await fetch(`${server.base}/metrics`)).text();
    const value = (quantile: string) =>
      Number(new RegExp(`^helpdesk_event_loop_delay_seconds\\{quantile="${quantile}"[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1]);
    assert.ok(value('1') >= 0.15, `the longest delay ${value('1')} s shows the stall`);
    assert.ok(value('0.5') >= 0 && value('0.5') <= value('0.99') && value('0.99') <= value('1'));
  });

  it('/metrics with METRICS_TOKEN wants the bearer token, even from the loopback', async () => {
    assert.equal((await fetch(`${guarded.base}/metrics`)).status, 404);
    assert.equal((await fetch(`${guarded.base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status, 404);
    assert.equal((await fetch(`${guarded.base}/metrics`, { headers: { authorization: 'Bearer metrics-secret-token' } })).status, 200);
  });
});
