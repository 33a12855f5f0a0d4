/**
 * Small UI choices remembered for this browser (sidebar theme, summary panel, pinned menu), kept in one cookie so the
 * server renders the first screen as the browser will (#39): `helpdesk_ui`, `key=value` pairs joined by `&`. A choice
 * made before the cookie existed is still read from localStorage (and moves into the cookie when next written). Private
 * mode or a refused cookie must not break the page: reads fall back, writes are best effort.
 */
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared/constants';
import { cookieIn, narrowIn } from './time-zone-cookie.ts';

export const UI_SETTINGS_COOKIE = 'helpdesk_ui';
const YEAR_SECONDS = 365 * 24 * 3600;

/** In a server render: the Cookie header of the request being rendered (the renderer's request scope). */
let serverCookies: () => string | undefined = () => undefined;

export function setServerCookies(resolver: () => string | undefined): void {
  serverCookies = resolver;
}

function cookieHeader(): string {
  return serverCookies() ?? (typeof document === 'undefined' ? '' : document.cookie);
}

export function uiSettings(header: string = cookieHeader()): URLSearchParams {
  return new URLSearchParams(cookieIn(header, UI_SETTINGS_COOKIE) ?? '');
}

export function readSetting(key: string, fallback: string): string {
  const value = uiSettings().get(key);
  if (value !== null) return value;
  if (serverCookies() !== undefined || typeof localStorage === 'undefined') return fallback;
  try {
    return localStorage.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Whether the window is at the mobile breakpoint: the browser's own, or what it last said in a server render. */
export function narrowViewport(): boolean {
  const header = serverCookies();
  if (header !== undefined) return narrowIn(header) ?? false;
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

export function writeSetting(key: string, value: string): void {
  if (typeof document === 'undefined') return;
  const settings = uiSettings();
  settings.set(key, value);
  document.cookie = `${UI_SETTINGS_COOKIE}=${encodeURIComponent(settings.toString())}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
