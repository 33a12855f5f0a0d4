/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverRetryPlugin } from './retry-fetch.ts';

describe('serverRetryPlugin', () => {
  let server: http.Server;
  let requests = 0;
  let origin = '';

  beforeAll(async () => {
    // The first request's connection is dropped unanswered, as a server closing a reused keep-alive socket does.
    server = http.createServer((request, response) => {
      requests += 1;
      if (requests === 1) {
        request.socket.destroy();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ name: 'tickets' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a manifest fetch whose connection was dropped with the next attempt, and logs the cause', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = serverRetryPlugin();
    const response = (await plugin.fetch!(`${origin}/remotes/tickets/mf-manifest.json`, {})) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'tickets' });
    expect(requests).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/mf-manifest\.json failed: TypeError: fetch failed \(.+\)/);
    warn.mockRestore();
  });

  it('gives up after two retries with the network error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('fetch failed'));
    await expect(serverRetryPlugin(refused).fetch!(`${origin}/m.json`, {})).rejects.toThrow('fetch failed');
    expect(refused).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
