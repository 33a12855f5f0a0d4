/**
 * For unit tests only: answers the shared apiClient's calls at its adapter (no network), with real axios errors
 * for 4xx/5xx so the app's error helpers (status, message, 422 fields) see what they see in production.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@helpdesk/shared';

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  /** Holds the answer back until the promise settles (loading states). */
  after?: Promise<unknown>;
}

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/** The fakes installed and not yet restored, newest last. */
const installed: { restore: () => void }[] = [];

/** Puts back the real adapter (`setUpScreenTests` does it after each test). */
export function restoreFakeApis(): void {
  while (installed.length > 0) installed.at(-1)!.restore();
}

export function fakeApi(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const { status = 200, data = null, after } = await handler(call);
    if (after) await after;
    // Through the wire the screen gets a copy, never the fake server's own objects.
    const response: AxiosResponse = { status, statusText: String(status), data: structuredClone(data), headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  const fake = {
    calls,
    /** The calls to one URL (and method). */
    to: (url: string | RegExp, method?: string) =>
      calls.filter((c) => (typeof url === 'string' ? c.url === url : url.test(c.url)) && (!method || c.method === method)),
    restore: () => {
      const index = installed.indexOf(fake);
      if (index < 0) return;
      // Fakes installed after this one go too: each holds the adapter it replaced.
      installed.splice(index);
      apiClient.defaults.adapter = original;
    },
  };
  installed.push(fake);
  return fake;
}

/** A Laravel paginator page of rows. */
export function page<T>(data: T[], meta: Partial<{ current_page: number; last_page: number; total: number; per_page: number }> = {}) {
  const total = meta.total ?? data.length;
  return {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, from: data.length ? 1 : null, to: data.length || null, total, per_page: 20, path: '', ...meta },
  };
}

/** A 422 answer in Laravel's shape. */
export const invalid = (errors: Record<string, string[]>) => ({ status: 422, data: { message: Object.values(errors)[0]![0], errors } });
