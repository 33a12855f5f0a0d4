/**
 * The runtime remotes, in one place: the shell, the build, the server's remotes.json, lint, e2e and the bench read
 * this list. Plain data without imports, so any of them (Node scripts included) can load it.
 */
export const REMOTE_NAMES = ['tickets', 'management', 'reports', 'finance', 'client'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Where a developer's local override of one remote may load from (README "Running one remote against a deployed
 * shell"), as Content-Security-Policy sources: the shell applies an override from exactly these (besides the
 * deployment's REMOTE_OVERRIDE_ORIGINS) and the server's CSP allows exactly these. No IPv6 literal such as [::1]:
 * CSP has no syntax for one, so the browser would block the override the shell accepted.
 */
export const LOCAL_OVERRIDE_SOURCES = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*'] as const;

/** Whether a URL lies within LOCAL_OVERRIDE_SOURCES: the same scheme and host, any port (as `:*` allows). */
export function isLocalOverrideUrl(url: URL): boolean {
  return LOCAL_OVERRIDE_SOURCES.some((source) => {
    const [scheme, hostPort] = source.split('://') as [string, string];
    return url.protocol === `${scheme}:` && url.hostname === hostPort.replace(/:\*$/, '');
  });
}

/**
 * Where a deployment serves the versions of a remote it published (README "Deploying a remote"): one folder per
 * version under this prefix, immutable because the path names the version. The server writes and serves them, the
 * shell accepts them as a same-origin override, the canary guard reads the version a browser ran from the path.
 */
export const remoteVersionsPrefix = (remote: string): string => `/remote-versions/${remote}/`;

/** A published version's manifest path. */
export const remoteVersionManifestPath = (remote: string, version: string): string =>
  `${remoteVersionsPrefix(remote)}${encodeURIComponent(version)}/mf-manifest.json`;

/** The version a published manifest path names; null for any other path, or one whose version does not decode. */
export function versionOfManifestPath(remote: string, pathname: string): string | null {
  const prefix = remoteVersionsPrefix(remote);
  if (!pathname.startsWith(prefix) || !pathname.endsWith('/mf-manifest.json')) return null;
  const name = pathname.slice(prefix.length, -'/mf-manifest.json'.length);
  if (!name || name.includes('/')) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}
