/**
 * Local override: a developer runs one remote on their machine and points a deployed shell at it by storing the
 * remote's manifest URL in localStorage. Only localhost and 127.0.0.1 URLs are accepted (the shared
 * LOCAL_OVERRIDE_SOURCES, which the server's CSP allows too; a production server allows them only when listed, and
 * says so with config.json's localOverrides: false), unless the deployment lists more origins in
 * config.json's remoteOverrideOrigins — otherwise anyone who could write localStorage could make the shell run
 * foreign code.
 */
import { isLocalOverrideUrl, REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';

export const OVERRIDE_STORAGE_KEY = 'helpdesk.remoteOverrides';

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
    if ((localAllowed && isLocalOverrideUrl(parsed)) || allowed.has(parsed.origin)) {
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
