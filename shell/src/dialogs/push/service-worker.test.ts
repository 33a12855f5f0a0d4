/** The push service worker (public/sw.js) in a stand-in worker scope: what it shows, and where a click leads. */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Handler = (event: unknown) => void;
interface Tab {
  url: string;
  navigate: jest.Mock;
  focus: jest.Mock;
}

function loadWorker(tabs: Tab[]) {
  const handlers: Record<string, Handler> = {};
  const self = {
    location: new URL('https://helpdesk.test/sw.js'),
    addEventListener: (name: string, handler: Handler) => (handlers[name] = handler),
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: { matchAll: jest.fn(async () => tabs), openWindow: jest.fn(async () => null), claim: jest.fn() },
  };
  vm.runInNewContext(fs.readFileSync(path.join(import.meta.dirname, '../../../public/sw.js'), 'utf8'), { self, URL });
  const dispatch = async (name: string, extra: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers[name]!({ waitUntil: (p: Promise<unknown>) => (pending = p), ...extra });
    await pending;
  };
  return { self, dispatch };
}

const tab = (url: string): Tab => {
  const t: Tab = { url, navigate: jest.fn(), focus: jest.fn() };
  t.navigate.mockImplementation(async () => t);
  t.focus.mockImplementation(async () => t);
  return t;
};

describe('push service worker', () => {
  it('shows the pushed title, body, icon and tag; the url stays inside the app', async () => {
    const { self, dispatch } = loadWorker([]);
    const push = (payload: object) => dispatch('push', { data: { json: () => payload } });
    await push({ title: 'A/5: Drukarka', body: 'Status został zmieniony', url: '/admin/ticket/show/5', tag: 'ticket-5' });
    await push({ title: 'X', body: 'Y', url: '//evil.test/phish' });
    expect(self.registration.showNotification.mock.calls).toEqual([
      [
        'A/5: Drukarka',
        expect.objectContaining({
          body: 'Status został zmieniony',
          icon: '/notification-icon.png',
          tag: 'ticket-5',
          data: { url: 'https://helpdesk.test/admin/ticket/show/5' },
        }),
      ],
      ['X', expect.objectContaining({ data: { url: 'https://helpdesk.test/' } })],
    ]);
  });

  it('a click focuses an open tab and takes it to the page; without one it opens a window', async () => {
    const open = tab('https://helpdesk.test/admin');
    const withTab = loadWorker([tab('https://other.test/'), open]);
    const notification = { close: jest.fn(), data: { url: 'https://helpdesk.test/admin/ticket/show/5' } };
    await withTab.dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://helpdesk.test/admin/ticket/show/5');
    expect(withTab.self.clients.openWindow).not.toHaveBeenCalled();

    const noTab = loadWorker([]);
    await noTab.dispatch('notificationclick', { notification });
    expect(noTab.self.clients.openWindow).toHaveBeenCalledWith('https://helpdesk.test/admin/ticket/show/5');
  });
});
