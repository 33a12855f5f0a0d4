/**
 * Which push endpoints the server may post to. A subscription is something a browser (any signed-in user) hands the
 * server, and its endpoint becomes the URL of a server-side request: only https on the known push services is
 * accepted, so a saved subscription can never make the server call an internal address. PUSH_ENDPOINT_ORIGINS adds
 * origins (a self-hosted push service, a test's local one).
 */

/** Host names of the browsers' push services: an exact name, or `.suffix` for any host below it. */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge, Opera, Samsung (Firebase Cloud Messaging)
  'updates.push.services.mozilla.com', // Firefox (autopush)
  '.push.services.mozilla.com',
  '.push.apple.com', // Safari (web.push.apple.com)
  '.notify.windows.com', // Windows Push Notification Services (older Edge)
] as const;

/** PUSH_ENDPOINT_ORIGINS: comma-separated `https://host[:port]` origins; anything else is refused at start. */
export function parsePushEndpointOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`PUSH_ENDPOINT_ORIGINS: not an origin: "${entry}"`);
    }
    if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash || url.username || url.password)
      throw new Error(`PUSH_ENDPOINT_ORIGINS: "${entry}" must be an https origin (https://host[:port], no path)`);
    return url.origin;
  });
}

function knownHost(hostname: string): boolean {
  return KNOWN_PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? hostname.endsWith(known) : hostname === known));
}

/** May the server post to this endpoint: https, no credentials in it, on a known push service or an added origin. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  // The push services listen on the default port; another port on their names is not theirs to vouch for.
  return url.port === '' && knownHost(url.hostname.toLowerCase());
}
