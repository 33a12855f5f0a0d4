import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, setSocketId, webClient } from './client.ts';
import { eventBus } from '../events/event-bus.ts';
import type { ApiErrorEvent } from '../events/events.ts';

/** Captures the request each client would send, answering with the given status. */
function respondWith(status: number, data: unknown = {}, headers: Record<string, string> = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(config);
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  webClient.defaults.adapter = adapter;
  return sent;
}

describe('the shared API client', () => {
  afterEach(() => {
    setSocketId(null);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the session cookie, the XHR header, the XSRF token and the socket id to its own origin', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    setSocketId('123.456');
    const sent = respondWith(200);
    await apiClient.post('/profile/set-lang', { lang: 'en' });
    const config = sent[0]!;
    const headers = AxiosHeaders.from(config.headers);
    expect(config.baseURL).toBe('/api');
    expect(config.withCredentials).toBe(true);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(headers.get('X-Socket-ID')).toBe('123.456');
  });

  it('sends the XSRF token only with a request that changes something, and reads no cookie for one that does not', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        reads += 1;
        return cookie.get!.call(document) as string;
      },
      set: (value: string) => cookie.set!.call(document, value),
    });
    try {
      const sent = respondWith(200);
      await apiClient.get('/admin/ticket');
      await apiClient.delete('/admin/ticket/1');
      expect(AxiosHeaders.from(sent[0]!.headers).get('X-XSRF-TOKEN')).toBeUndefined();
      expect(AxiosHeaders.from(sent[1]!.headers).get('X-XSRF-TOKEN')).toBe('abc=123');
      expect(reads).toBe(1);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('sends no credentials, token or socket id to another host', async () => {
    document.cookie = 'XSRF-TOKEN=secret';
    setSocketId('123.456');
    const sent = respondWith(200);
    await webClient.get('https://status.example.net/ping');
    const headers = AxiosHeaders.from(sent[0]!.headers);
    expect(sent[0]!.withCredentials).toBe(false);
    expect(headers.get('X-XSRF-TOKEN')).toBeUndefined();
    expect(headers.get('X-Socket-ID')).toBeUndefined();
  });

  it('reports failures on the event bus with the status and the server message', async () => {
    const events: ApiErrorEvent[] = [];
    const listener = (event: ApiErrorEvent) => events.push(event);
    eventBus.on('api:error', listener);
    respondWith(403, { message: 'Brak uprawnień' });
    await expect(apiClient.get('/admin/agent/summary')).rejects.toThrow('HTTP 403');
    respondWith(500);
    await expect(apiClient.get('/admin/agent/summary', { silent: true })).rejects.toThrow('HTTP 500');
    respondWith(502, {}, { 'x-request-id': '6f1c2a9e-request' });
    await expect(apiClient.get('/admin/agent/summary')).rejects.toThrow('HTTP 502');
    eventBus.off('api:error', listener);
    expect(events).toEqual([
      { status: 403, message: 'Brak uprawnień', url: '/admin/agent/summary' },
      { status: 500, message: '', url: '/admin/agent/summary', silent: true },
      { status: 502, message: '', url: '/admin/agent/summary', requestId: '6f1c2a9e-request' },
    ]);
  });
});

describe('an early request of the page', () => {
  const early = () => (globalThis as Record<string, unknown>).__helpdeskEarlyRequests as Map<string, Promise<unknown>>;
  const answer = (status: number, data: unknown) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Map([['content-type', 'application/json']]),
      json: async () => data,
    });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__helpdeskEarlyRequests;
  });

  it('answers the first call with the same path and parameters, in any order, once', async () => {
    (globalThis as Record<string, unknown>).__helpdeskEarlyRequests = new Map([
      ['/api/admin/ticket?company_id=2&filter=new&page=1', answer(200, { data: ['early'] })],
    ]);
    const sent = respondWith(200, { data: ['network'] });
    const first = await apiClient.get('/admin/ticket', { params: { filter: 'new', company_id: 2, page: 1 } });
    expect(first.data).toEqual({ data: ['early'] });
    expect(first.status).toBe(200);
    expect(sent).toHaveLength(0);
    expect(early().size).toBe(0);
    const second = await apiClient.get('/admin/ticket', { params: { filter: 'new', company_id: 2, page: 1 } });
    expect(second.data).toEqual({ data: ['network'] });
    expect(sent).toHaveLength(1);
  });

  it('leaves other calls to the network, and asks again when the early answer failed', async () => {
    (globalThis as Record<string, unknown>).__helpdeskEarlyRequests = new Map([
      ['/api/admin/ticket/3?', answer(500, {})],
      ['/api/admin/dashboard?', answer(200, { data: 'early' })],
    ]);
    const sent = respondWith(200, { data: 'network' });
    expect((await apiClient.get('/admin/ticket/4')).data).toEqual({ data: 'network' });
    expect((await apiClient.post('/admin/dashboard')).data).toEqual({ data: 'network' });
    expect((await apiClient.get('/admin/ticket/3')).data).toEqual({ data: 'network' });
    expect(sent.map((config) => config.url)).toEqual(['/admin/ticket/4', '/admin/dashboard', '/admin/ticket/3']);
    expect([...early().keys()]).toEqual(['/api/admin/dashboard?']);
  });
});

describe('an early request nobody took', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__helpdeskEarlyRequests;
    jest.restoreAllMocks();
  });

  it('is dropped once the page has been open a while: a later call gets fresh data', async () => {
    const stale = Promise.resolve({ ok: true, status: 200, statusText: 'OK', headers: new Map(), json: async () => ({ data: 'old' }) });
    (globalThis as Record<string, unknown>).__helpdeskEarlyRequests = new Map([['/api/admin/ticket/3?', stale]]);
    jest.spyOn(performance, 'now').mockReturnValue(60_000);
    const sent = respondWith(200, { data: 'fresh' });
    expect((await apiClient.get('/admin/ticket/3')).data).toEqual({ data: 'fresh' });
    expect(sent).toHaveLength(1);
    expect(((globalThis as Record<string, unknown>).__helpdeskEarlyRequests as Map<string, unknown>).size).toBe(0);
  });
});
