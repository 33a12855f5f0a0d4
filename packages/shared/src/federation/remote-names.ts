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
