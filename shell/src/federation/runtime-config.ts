/**
 * Deployment facts the shell reads at start instead of baking them into the build: where each remote's
 * manifest lives (/remotes.json) and the browser config (/config.json). Changing a remote's URL needs no rebuild.
 */
import type { RemoteManifestMap } from '@helpdesk/shared';
import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';

export interface EchoConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  forceTLS?: boolean;
  enabledTransports?: string[];
  authEndpoint?: string;
}

export interface BrowserConfig {
  apiBase: string;
  /** Origins (besides localhost) a developer may point a remote override at. */
  remoteOverrideOrigins: string[];
  /** False: a localhost override counts only when remoteOverrideOrigins lists it (production: the CSP blocks others). */
  localOverrides?: boolean;
  echo?: EchoConfig;
  /** Minutes of inactivity after which the server ends a session. */
  sessionLifetimeMinutes?: number;
  /** The server's VAPID public key (base64url) browsers subscribe with; null: push is off, nobody is asked. */
  pushPublicKey?: string | null;
}

const DEFAULT_CONFIG: BrowserConfig = { apiBase: '/api', remoteOverrideOrigins: [] };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * remotes.json, keeping only known remote names with absolute (resolved) URLs. `deployment`: the id of a deployment
 * this browser heard of, so that a server instance which has not seen it yet reads it first.
 */
export async function fetchRemoteManifests(deployment?: number): Promise<Record<RemoteName, string>> {
  return remoteManifestsFrom(await getJson<RemoteManifestMap>(deployment ? `/remotes.json?deployment=${deployment}` : '/remotes.json'));
}

/** A remote-locations map (remotes.json or the HTML's boot data): known remote names, URLs resolved. */
export function remoteManifestsFrom(raw: RemoteManifestMap): Record<RemoteName, string> {
  const map = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = raw[name];
    if (typeof url === 'string' && url) map[name] = new URL(url, window.location.href).href;
  }
  return map;
}

/** A config (config.json or the HTML's boot data) over the same-origin defaults. */
export function browserConfigFrom(value: Partial<BrowserConfig>): BrowserConfig {
  return { ...DEFAULT_CONFIG, ...value };
}

/** config.json; a missing or broken file falls back to same-origin defaults rather than blocking the app. */
export async function fetchBrowserConfig(): Promise<BrowserConfig> {
  try {
    return browserConfigFrom(await getJson<Partial<BrowserConfig>>('/config.json'));
  } catch (error) {
    console.error('config.json unavailable, using defaults', error);
    return DEFAULT_CONFIG;
  }
}
