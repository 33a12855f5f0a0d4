/**
 * Local override: a developer runs one remote on their machine and points a deployed shell at it by storing the
 * remote's manifest URL in localStorage. Only localhost and 127.0.0.1 URLs are accepted (the shared
 * LOCAL_OVERRIDE_SOURCES, which the server's CSP allows too; a production server allows them only when listed, and
 * says so with config.json's localOverrides: false), unless the deployment lists more origins in
 * config.json's remoteOverrideOrigins — otherwise anyone who could write localStorage could make the shell run
 * foreign code. A version this deployment has published itself (`/remote-versions/<remote>/…` on the shell's own
 * origin) is always accepted: it is the deployment's own code, tried in one browser before it is activated.
 *
 * The applied overrides' origins are also kept in a cookie the server reads for the page's Content-Security-Policy:
 * a dev server's live-reload websocket (ws://localhost:3004/ws) is allowed only while an override points there.
 */
import { isLocalOverrideUrl, REMOTE_NAMES, remoteVersionsPrefix, type RemoteName } from '@helpdesk/shared/remote-names';
import { cookiesTheServerSaw } from '../app/boot-cookies.ts';
import { cookieIn } from '../app/time-zone-cookie.ts';

export const OVERRIDE_STORAGE_KEY = 'helpdesk.remoteOverrides';
/** The cookie naming the applied overrides' origins (space-separated); the server's CSP reads it. */
export const OVERRIDE_COOKIE = 'helpdesk_override_origins';

export interface AppliedOverride {
  remote: RemoteName;
  url: string;
}

export interface RefusedOverride {
  remote: string;
  url: string;
  reason: 'not-allowed-origin' | 'invalid-url' | 'unknown-remote';
}

export interface OverrideDecision {
  applied: AppliedOverride[];
  refused: RefusedOverride[];
}

function readStored(storage: Storage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function decideOverrides(
  stored: Record<string, unknown>,
  allowedOrigins: readonly string[],
  baseUrl: string,
  localAllowed = true,
): OverrideDecision {
  const decision: OverrideDecision = { applied: [], refused: [] };
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, '')));
  for (const [remote, value] of Object.entries(stored)) {
    const url = String(value);
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
      decision.refused.push({ remote, url, reason: 'unknown-remote' });
      continue;
    }
    let parsed: URL;
    try {
      parsed = new URL(url, baseUrl);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    } catch {
      decision.refused.push({ remote, url, reason: 'invalid-url' });
      continue;
    }
    const published = parsed.origin === new URL(baseUrl).origin && parsed.pathname.startsWith(remoteVersionsPrefix(remote));
    if (published || (localAllowed && isLocalOverrideUrl(parsed)) || allowed.has(parsed.origin)) {
      decision.applied.push({ remote: remote as RemoteName, url: parsed.href });
    } else {
      decision.refused.push({ remote, url, reason: 'not-allowed-origin' });
    }
  }
  return decision;
}

/** `localAllowed` false (a production server's config.json): localhost counts only when listed, as in its CSP. */
export function readOverrides(allowedOrigins: readonly string[], localAllowed = true): OverrideDecision {
  return decideOverrides(readStored(window.localStorage), allowedOrigins, window.location.href, localAllowed);
}

export function setOverride(remote: RemoteName, url: string): void {
  const stored = readStored(window.localStorage);
  window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ ...stored, [remote]: url }));
}

export function clearOverride(remote: string): void {
  const stored = readStored(window.localStorage);
  delete stored[remote];
  if (Object.keys(stored).length === 0) window.localStorage.removeItem(OVERRIDE_STORAGE_KEY);
  else window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
}

/** The cookie's value as this page knows it: as the page was served (boot-cookies.ts), then as this page wrote it. */
let known: string | undefined;

/**
 * Writes the cookie the server reads (the origins the applied overrides load from: its CSP, and its renderer, which
 * leaves an overridden page to the browser) and says whether it
 * changed: the page was then served without the websocket its dev server reloads through, so the caller reloads once.
 */
export function syncOverrideCookie(applied: readonly AppliedOverride[], doc: Document = document): boolean {
  if (overrideCookieCurrent(applied, doc)) return false;
  const wanted = cookieValue(applied);
  doc.cookie = wanted
    ? `${OVERRIDE_COOKIE}=${encodeURIComponent(wanted)}; path=/; SameSite=Lax`
    : `${OVERRIDE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  // Cookies blocked: say "unchanged", or every load would reload again.
  known = cookieIn(doc.cookie, OVERRIDE_COOKIE) ?? '';
  return overrideCookieCurrent(applied, doc);
}

/** Whether the page was served knowing these overrides (else the early remote load waits for the reload). */
export function overrideCookieCurrent(applied: readonly AppliedOverride[], doc: Document = document): boolean {
  known ??= cookieIn(cookiesTheServerSaw(doc), OVERRIDE_COOKIE) ?? '';
  return known === cookieValue(applied);
}

/**
 * Every applied override's origin, this one's too: a published version tried here loads from the shell's own origin,
 * and the server must still know the page is overridden (it then sends the client boot instead of rendering the
 * deployed version). The CSP keeps only the origins it may allow, so naming this one adds nothing there.
 */
function cookieValue(applied: readonly AppliedOverride[]): string {
  return [...new Set(applied.map(({ url }) => new URL(url).origin))].sort().join(' ');
}
