/**
 * The API client every app shares (one instance: @helpdesk/shared is a federation singleton).
 * Laravel + Sanctum conventions: cookie session, XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, X-Requested-With on
 * every call, X-Socket-ID once real time is connected (ARCHITECTURE §3, §4).
 */
import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { eventBus } from '../events/event-bus.ts';
import { requestKey } from '../routes/request-key.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message: no error toast. Session reactions (logout on 401/419) still apply. */
    silent?: boolean;
  }
}

export interface ApiConfig {
  /** Base of the product API, '/api' on the same origin by default. */
  apiBase: string;
}

let socketId: string | null = null;

/** Called by the shell's real-time connection; sent as X-Socket-ID so the sender does not get its own echo. */
export function setSocketId(id: string | null): void {
  socketId = id;
}

function isSameOrigin(url: string | undefined, base: string | undefined): boolean {
  if (typeof window === 'undefined') return true;
  try {
    const target = new URL(url ?? '', new URL(base ?? '/', window.location.href));
    return target.origin === window.location.origin;
  } catch {
    return true;
  }
}

/** The methods a CSRF check lets through: they change nothing. */
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Sanctum's JS-readable CSRF cookie, URL-decoded as Laravel expects it back. */
function xsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function withSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // Absolute URLs to other hosts carry no credentials, CSRF token or socket id (spec §7).
  if (!isSameOrigin(config.url, config.baseURL)) {
    config.withCredentials = false;
    config.withXSRFToken = false;
    return config;
  }
  // Only a state-changing request is checked (Laravel's VerifyCsrfToken, and ours, pass GET, HEAD and OPTIONS): each
  // read of document.cookie is a synchronous call into the browser's cookie store, and the token cookie every answer
  // refreshes makes the next read a fresh one (0.5–3 ms on the main thread, bench/page-load 2026-12-01).
  const token = SAFE_METHODS.has((config.method ?? 'get').toLowerCase()) ? null : xsrfToken();
  if (token) config.headers.set('X-XSRF-TOKEN', token);
  if (socketId) config.headers.set('X-Socket-ID', socketId);
  return config;
}

/**
 * Requests the page's first script sent before any screen code loaded (`EARLY_REQUESTS_GLOBAL`, keyed by
 * `requestKey`): the first GET with the same path and parameters takes the answer instead of asking again; each is
 * taken once. A failed or refused early answer is not used: the call then goes to the network as usual. One not
 * taken during the page's first seconds (its screen never asked) is dropped: a later visit gets fresh data.
 */
export const EARLY_REQUESTS_GLOBAL = '__helpdeskEarlyRequests';
const EARLY_REQUESTS_TTL_MS = 10_000;

function adoptEarlyRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const early = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  if (!(early instanceof Map) || !early.size || (config.method ?? 'get') !== 'get' || typeof window === 'undefined') return config;
  if (performance.now() > EARLY_REQUESTS_TTL_MS) {
    early.clear();
    return config;
  }
  const key = requestKey(axios.getUri(config), window.location.href);
  const pending = early.get(key) as Promise<Response> | undefined;
  if (!pending) return config;
  early.delete(key);
  const network = axios.getAdapter(config.adapter ?? axios.defaults.adapter);
  config.adapter = async (adapted): Promise<AxiosResponse> => {
    const response = await pending.catch(() => null);
    if (!response?.ok) return network(adapted);
    return {
      data: await response.json(),
      status: response.status,
      statusText: response.statusText,
      headers: new AxiosHeaders(Object.fromEntries(response.headers)),
      config: adapted,
    };
  };
  return config;
}

function reportFailure(error: unknown): Promise<never> {
  if (error instanceof AxiosError && !axios.isCancel(error)) {
    const data = error.response?.data as { message?: unknown; two_factor?: unknown } | undefined;
    const requestId = error.response?.headers?.['x-request-id'];
    eventBus.emit('api:error', {
      status: error.response?.status ?? 0,
      message: typeof data?.message === 'string' ? data.message : '',
      url: error.config?.url ?? '',
      ...(data?.two_factor === true ? { twoFactor: true } : {}),
      ...(error.config?.silent ? { silent: true } : {}),
      ...(typeof requestId === 'string' && requestId ? { requestId } : {}),
    });
  }
  return Promise.reject(error);
}

function createClient(baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    // The interceptor sets X-XSRF-TOKEN itself, same-origin only; axios' own copy would repeat it.
    xsrfCookieName: undefined,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  client.interceptors.request.use(withSessionHeaders);
  client.interceptors.request.use(adoptEarlyRequest);
  client.interceptors.response.use(undefined, reportFailure);
  return client;
}

/** Calls under the API base: `apiClient.get('/admin/agent/summary')`. */
export const apiClient = createClient('/api');
/** Calls outside the API base (Sanctum, login, logout, broadcasting, save-token): `webClient.post('/login')`. */
export const webClient = createClient('/');

export function configureApi(config: ApiConfig): void {
  apiClient.defaults.baseURL = config.apiBase;
}

/** Laravel's 422 body: `{message, errors: {field: [messages]}}`. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

export function validationErrors(error: unknown): Record<string, string[]> | null {
  if (error instanceof AxiosError && error.response?.status === 422) {
    return (error.response.data as ValidationErrorBody).errors ?? {};
  }
  return null;
}

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** The server's `message` of a failed call, if it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
