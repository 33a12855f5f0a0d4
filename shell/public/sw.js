/*
 * The helpdesk's push service worker (served at /sw.js so its scope is the whole app). It only shows pushed
 * notifications and focuses or opens the app on click; it caches nothing, so deployments are never stale.
 * Payload (JSON): { title, body | message | text, url | ticket id, tag }.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const data = payload.data && typeof payload.data === 'object' ? { ...payload.data, ...payload } : payload;
  const title = data.title || 'Helpdesk';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : data.ticket ? `/ticket/show/${data.ticket}` : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || data.message || data.text || '',
      tag: data.tag || undefined,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
