/** Issue 11 items 3 and 7: /dev/outbox only for this machine; the per-IP login limit cannot be dodged with X-Forwarded-For. */
import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { Client, startServer, type TestServer } from '../../test/harness';

/** An address of this machine that is not loopback (the container's interface). */
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

describe('/dev/outbox', () => {
  let server: TestServer;
  before(async () => {
    // Listening on every interface, behind a proxy on this machine.
    server = await startServer({ tickets: 5, host: '0.0.0.0', env: { TRUST_PROXY: '127.0.0.1' } });
  });
  after(async () => server.close());
  const port = () => new URL(server.base).port;

  it('answers a loopback client', async () => {
    const res = await fetch(`http://127.0.0.1:${port()}/dev/outbox`);
    assert.equal(res.status, 200);
    assert.ok(Array.isArray(((await res.json()) as { data: unknown[] }).data));
  });

  it('is 404 for a client on another address', { skip: external ? false : 'this machine has no non-loopback IPv4 address' }, async () => {
    const res = await fetch(`http://${external}:${port()}/dev/outbox`);
    assert.equal(res.status, 404);
    assert.doesNotMatch(await res.text(), /channel|sms/);
  });

  it('is 404 for a remote client whose request a trusted proxy on this machine forwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port()}/dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(res.status, 404);
  });
});

describe('per-IP login limit behind TRUST_PROXY', () => {
  let server: TestServer;
  before(async () => {
    // One proxy hop: the proxy appends the real client (198.51.100.7) to whatever the client sent.
    server = await startServer({ tickets: 5, env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: '5' } });
  });
  after(async () => server.close());

  it('keys on the address the trusted proxy saw, so rotating fake X-Forwarded-For addresses meets the limit', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forwarded = { 'x-forwarded-for': `10.${i}.${i}.${i + 1}, 198.51.100.7` };
      statuses.push((await client.post('/login', { email: `nobody${i}@demo.test`, password: 'wrong' }, forwarded)).status);
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429, 429, 429]);
    // Another real client (another address appended by the proxy) still gets in.
    const other = await client.post('/login', { email: 'nobody@demo.test', password: 'wrong' }, { 'x-forwarded-for': '198.51.100.8' });
    assert.equal(other.status, 422);
  });
});
