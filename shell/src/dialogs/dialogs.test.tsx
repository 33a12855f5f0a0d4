import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, i18n, initI18n, webClient } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { clientUser, staffUser } from '@helpdesk/shared/testing';
import { shellTranslations } from '../i18n/translations.ts';
import { setCurrentUser } from '../session/session.ts';
import { renderWithProviders, testQueryClient } from './test-utils.tsx';
import { ShellDialogs } from './index.tsx';
import { dialogSettings } from './browser-config.ts';
import { applicationServerKey, PUSH_CONSENT_STORAGE_KEY } from './push/push-subscription.ts';
import { formatCountdown, sessionTiming, SESSION_ACTIVITY_SLACK_MS, SESSION_WARNING_MS } from './session/session-timing.ts';
import { markApiActivity } from './session/session-activity.ts';
import { setBrowserConfig } from '../app/startup.ts';
import type { BrowserConfig } from '../federation/runtime-config.ts';

// What the boot read (the HTML's boot data or /config.json): the dialogs do not fetch it again.
const BOOT_CONFIG: BrowserConfig = { apiBase: '/api', remoteOverrideOrigins: [], sessionLifetimeMinutes: 10, pushPublicKey: 'BAAB' };
setBrowserConfig(BOOT_CONFIG);

const user = (kind: 'agent' | 'client', temporary = false): CurrentUser => {
  const options = {
    id: 1,
    firstname: 'Jan',
    lastname: 'Nowak',
    data: { temporary_password: temporary, is_two_factor_authenticated: true },
  };
  return kind === 'agent' ? staffUser('agent', options) : clientUser('client', options);
};

function renderDialogs(current: CurrentUser | null, path = '/ticket') {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, current);
  return renderWithProviders(<ShellDialogs />, { path, queryClient });
}

/** A browser with the Push API: permission, service worker, push manager. */
function installPush(permission: NotificationPermission = 'default', grant: NotificationPermission = 'granted') {
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1' }) };
  const pushManager = { getSubscription: jest.fn(async () => null), subscribe: jest.fn(async () => subscription) };
  const registration = { pushManager };
  const Notification = Object.assign(jest.fn(), {
    permission,
    requestPermission: jest.fn(async () => {
      Notification.permission = grant;
      return grant;
    }),
  });
  Object.assign(window, { Notification, PushManager: jest.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { Notification, pushManager, serviceWorker: navigator.serviceWorker as unknown as { register: jest.Mock } };
}

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
beforeEach(() => {
  localStorage.clear();
  markApiActivity(Date.now());
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { Notification?: unknown }).Notification;
  delete (window as { PushManager?: unknown }).PushManager;
});

describe('settings and timing', () => {
  it('reads the lifetime and push key from /config.json, with defaults', () => {
    expect(dialogSettings({})).toEqual({ sessionLifetimeMinutes: 120, pushPublicKey: null });
    expect(dialogSettings({ sessionLifetimeMinutes: 30, pushPublicKey: 'k' })).toEqual({ sessionLifetimeMinutes: 30, pushPublicKey: 'k' });
    expect(dialogSettings({ pushPublicKey: null }).pushPublicKey).toBeNull();
    expect(dialogSettings({ sessionLifetimeMinutes: -1 }).sessionLifetimeMinutes).toBe(120);
  });

  it('warns two minutes before the earliest possible expiry and formats the countdown', () => {
    const timing = sessionTiming(1_000_000, 120);
    expect(timing.expiresAt).toBe(1_000_000 + 120 * 60_000 - SESSION_ACTIVITY_SLACK_MS);
    expect(timing.expiresAt - timing.warnAt).toBe(SESSION_WARNING_MS);
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('decodes a base64url VAPID key', () => {
    expect([...applicationServerKey('AQID_w')]).toEqual([1, 2, 3, 255]);
  });
});

describe('temporary password', () => {
  it('asks on ordinary pages and opens the agent profile carrying the path', async () => {
    const { router } = renderDialogs(user('agent', true), '/admin/ticket?filter=new');
    expect(await screen.findByRole('alertdialog', { name: 'Hasło tymczasowe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień teraz' }));
    expect(router.state.location.pathname).toBe('/admin/profile');
    expect(router.state.location.state).toEqual({ from: '/admin/ticket?filter=new' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('skips for this page only and never shows on profile pages', async () => {
    const { router } = renderDialogs(user('client', true), '/ticket');
    await userEvent.click(await screen.findByRole('button', { name: 'Pomiń' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/project'));
    expect(await screen.findByRole('alertdialog', { name: 'Hasło tymczasowe' })).toBeInTheDocument();
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows nothing without a temporary password or without a user', () => {
    renderDialogs(null);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('push consent', () => {
  it('on agreement asks the browser, registers the worker, subscribes and saves the token', async () => {
    const { Notification, pushManager, serviceWorker } = installPush();
    const post = jest.spyOn(webClient, 'post').mockResolvedValue({ status: 204, data: '' });
    renderDialogs(user('client'));
    await userEvent.click(await screen.findByRole('button', { name: 'Zgadzam się' }));
    expect(Notification.requestPermission).toHaveBeenCalled();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/save-token', { token: JSON.stringify({ endpoint: 'https://push.example/1' }) }),
    );
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(localStorage.getItem(PUSH_CONSENT_STORAGE_KEY)).toBe('accepted');
  });

  it('remembers “Nie teraz” and does not ask again', async () => {
    installPush();
    const first = renderDialogs(user('client'));
    await userEvent.click(await screen.findByRole('button', { name: 'Nie teraz' }));
    expect(localStorage.getItem(PUSH_CONSENT_STORAGE_KEY)).toBe('declined');
    first.unmount();
    renderDialogs(user('client'));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Zgadzam się' })).not.toBeInTheDocument();
  });

  it('does not ask where push is unsupported or already decided by the browser', async () => {
    installPush('denied');
    renderDialogs(user('agent'), '/admin');
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask when the server does not push (no VAPID key in /config.json)', async () => {
    const { Notification, serviceWorker } = installPush();
    setBrowserConfig({ ...BOOT_CONFIG, pushPublicKey: null });
    try {
      renderDialogs(user('client'));
      await act(async () => undefined);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(Notification.requestPermission).not.toHaveBeenCalled();
      expect(serviceWorker.register).not.toHaveBeenCalled();
    } finally {
      setBrowserConfig(BOOT_CONFIG);
    }
  });

  it('subscribes again when the browser’s subscription was made for another server key', async () => {
    const { pushManager } = installPush('granted');
    localStorage.setItem(PUSH_CONSENT_STORAGE_KEY, 'accepted');
    const stale = { options: { applicationServerKey: new Uint8Array([9, 9]).buffer }, unsubscribe: jest.fn(async () => true) };
    pushManager.getSubscription.mockResolvedValueOnce(stale as never);
    const post = jest.spyOn(webClient, 'post').mockResolvedValue({ status: 204, data: '' });
    renderDialogs(user('client'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/save-token', { token: JSON.stringify({ endpoint: 'https://push.example/1' }) }),
    );
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey('BAAB') });
  });

  it('waits while the temporary-password prompt is pending', async () => {
    installPush();
    renderDialogs(user('client', true));
    expect(await screen.findByRole('alertdialog', { name: 'Hasło tymczasowe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zgadzam się' })).not.toBeInTheDocument();
  });
});

describe('session timeout', () => {
  /** Second by second, letting React commit between the dialog's ticks. */
  async function advance(ms: number) {
    for (let elapsed = 0; elapsed < ms; elapsed += 1_000) await act(async () => jest.advanceTimersByTimeAsync(1_000));
  }

  it('counts down before the session ends; staying signed in asks the server and closes it', async () => {
    jest.useFakeTimers({ now: Date.now() + 60 * 60_000 });
    markApiActivity(Date.now());
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async () => {
      markApiActivity(Date.now());
      return { data: user('client') };
    });
    renderDialogs(user('client'));
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // lifetime 10 min (config.json) − 1 min slack − 2 min warning
    await act(async () => jest.advanceTimersByTimeAsync(7 * 60_000));
    expect(await screen.findByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Za 2:00 zostaniesz wylogowany');
    await advance(30_000);
    // (tabster marks the surface aria-hidden between fake-timer ticks in jsdom: look the text up directly)
    expect(screen.getByText(/Za 1:(30|29) zostaniesz wylogowany/)).toBeInTheDocument();

    await act(async () => screen.getByText('Pozostań zalogowany').click());
    expect(get).toHaveBeenCalledWith('/user', expect.objectContaining({ silent: true }));
    await advance(1_000);
    expect(screen.queryByText(/zostaniesz wylogowany/)).not.toBeInTheDocument();
  });

  it('checks with the server at zero instead of assuming the session ended', async () => {
    // Activity only moves forward (tabs share it): start later than the previous test's clock.
    jest.useFakeTimers({ now: Date.now() + 2 * 60 * 60_000 });
    markApiActivity(Date.now());
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: user('client') });
    renderDialogs(user('client'));
    await act(async () => jest.advanceTimersByTimeAsync(7 * 60_000));
    await advance(2 * 60_000 + 1_000);
    expect(get).toHaveBeenCalledWith('/user', expect.objectContaining({ silent: true }));
  });
});
