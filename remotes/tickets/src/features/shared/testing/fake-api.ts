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
}

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

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
    const { status = 200, data = null } = await handler(call);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
