import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** Opens a TCP connection, lets `whileConnected` run (the server closing), then sends a request on it. */
async function lateRequest(port: number, whileConnected: () => void, delayMs: number): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  // The server has accepted the connection (its request is not there yet) when the close begins.
  await new Promise((resolve) => setTimeout(resolve, 50));
  whileConnected();
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  await new Promise<void>((resolve) => socket.once('close', () => resolve()).once('error', () => resolve()));
  return answer;
}

describe('graceful close', () => {
  it('serves a request arriving on a connection accepted just before close, and refuses new connections', async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), withoutDatabase: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    let closed: Promise<void> | null = null;
    const answer = await lateRequest(port, () => (closed = app.close()), 100);
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /"status":"ok"/);
    const refused = await new Promise<string>((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''))
        .once('connect', () => resolve('connected')),
    );
    assert.equal(refused, 'ECONNREFUSED');
    await closed;
  });

  it(
    'closes a connection that never sends a request soon after the grace, instead of waiting for it forever',
    { timeout: 10_000 },
    async () => {
      const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), withoutDatabase: true });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const started = Date.now();
      await app.close();
      assert.ok(Date.now() - started < 3000, `closed after ${Date.now() - started} ms`);
      socket.destroy();
    },
  );
});
