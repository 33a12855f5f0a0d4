import { fetchWithRetry, manifestFetchInit } from './retry-plugin.ts';

const response = (status: number) => new Response('{}', { status });

describe('fetchWithRetry', () => {
  it('retries network errors and 5xx, then returns the first good answer', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    const result = await fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 1 }, fetchImpl);
    expect(result.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(response(404));
    expect((await fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 1 }, fetchImpl)).status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the configured retries with the last error', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('offline'));
    await expect(fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 1 }, fetchImpl)).rejects.toThrow('offline');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});

describe('manifestFetchInit', () => {
  it('lets the cache answer a manifest whose URL names its version', () => {
    expect(manifestFetchInit('/remotes/tickets/v/0a1b2c3d4e5f6a7b/mf-manifest.json', {})).toEqual({});
    expect(manifestFetchInit('http://localhost/remote-versions/finance/1.4.0/mf-manifest.json', undefined)).toEqual({});
  });

  it('revalidates any other manifest', () => {
    expect(manifestFetchInit('/remotes/tickets/mf-manifest.json', {})).toEqual({ cache: 'no-cache' });
    expect(manifestFetchInit('http://localhost:3001/mf-manifest.json', {})).toEqual({ cache: 'no-cache' });
    // Not a version: a short name, or a directory below it.
    expect(manifestFetchInit('/remotes/tickets/v/abc/mf-manifest.json', {})).toEqual({ cache: 'no-cache' });
    expect(manifestFetchInit('/remotes/tickets/v/0a1b2c3d4e5f6a7b/sub/mf-manifest.json', {})).toEqual({ cache: 'no-cache' });
  });
});
