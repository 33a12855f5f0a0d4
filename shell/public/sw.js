/*
 * The helpdesk's push service worker, served at /sw.js so its scope is the whole app. It shows what the server
 * pushes and opens it on click; it caches nothing and fetches nothing, so deployments are never stale and the
 * page's Content-Security-Policy (worker-src 'self') is all it needs.
 * Payload (JSON, server/src/platform/outbound/transport.ts PushPayload): { title, body, url, tag }.
 */
const ICON = '/notification-icon.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** A path inside this app; anything else (another origin, `//host`) opens the start page instead. */
function appUrl(value) {
  const path = typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
  return new URL(path, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(typeof payload.title === 'string' && payload.title ? payload.title : 'Helpdesk', {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: ICON,
      tag,
      // A newer push about the same ticket replaces the shown one: let it be noticed again.
      renotify: !!tag,
      data: { url: appUrl(payload.url) },
    }),
  );
});

/** Focus a tab of the app and take it to the notification's page; no tab (or one that cannot be steered): a new one. */
async function openFromNotification(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(url);
  // Focus first: the click's permission to raise a window does not outlast the navigation.
  const focused = (await tab.focus()) || tab;
  if (focused.url === url) return focused;
  try {
    return await focused.navigate(url);
  } catch {
    // navigate() works only in tabs this worker controls (a tab opened before it was installed is not).
    return self.clients.openWindow(url);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // data.url was made an address of this app when the notification was shown.
  event.waitUntil(openFromNotification(event.notification.data?.url || appUrl('/')));
});
