import { fetchWithRetry } from './retry-plugin.ts';

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
