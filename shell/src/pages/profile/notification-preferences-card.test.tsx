import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient, i18n, initI18n, toast } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../../dialogs/test-utils.tsx';
import { dialogSettingsQuery } from '../../dialogs/browser-config.ts';
import { NotificationPreferencesCard } from './notification-preferences-card.tsx';

const on = (mail: boolean, push: boolean) => ({ mail, push });
const CLIENT = {
  preferences: { ticket_created: on(true, false), ticket_answered: on(true, false), ticket_status_changed: on(true, false) },
  defaults: { ticket_created: on(true, false), ticket_answered: on(true, false), ticket_status_changed: on(true, false) },
};
const STAFF_DEFAULTS = {
  ticket_created: on(false, true),
  ticket_answered: on(false, true),
  ticket_assigned: on(true, true),
  ticket_status_changed: on(false, true),
  note_mention: on(false, true),
  sla_warning: on(false, true),
};
const STAFF = { preferences: STAFF_DEFAULTS, defaults: STAFF_DEFAULTS };

function failure(status: number) {
  const response = { status, data: { message: 'Server Error' }, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError(String(status), 'ERR_BAD_RESPONSE', undefined, undefined, response as never);
}

/** Push as a browser with a service worker, PushManager and a granted-or-default permission. */
function withPushSupport() {
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { permission: 'default' }, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return () => {
    delete (window as unknown as Record<string, unknown>).PushManager;
    delete (window as unknown as Record<string, unknown>).Notification;
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  };
}

function renderCard(kind: 'agent' | 'client', pushKey: string | null = null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(dialogSettingsQuery.queryKey, { sessionLifetimeMinutes: 120, pushPublicKey: pushKey });
  return renderWithProviders(<NotificationPreferencesCard kind={kind} />, { queryClient });
}

const switchFor = (event: string, channel: 'E-mail' | 'Push') => screen.getByRole('switch', { name: `${event}: ${channel}` });

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
afterEach(() => jest.restoreAllMocks());

it('shows a client the events that concern them with the defaults, and the Push column disabled where push is unavailable', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: CLIENT } });
  renderCard('client');
  expect(await screen.findByRole('heading', { name: 'Powiadomienia' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.getAttribute('data-event'))).toEqual(['ticket_created', 'ticket_answered', 'ticket_status_changed']);
  expect(screen.getByText('Potwierdzenie przyjęcia Twojego zgłoszenia')).toBeInTheDocument();
  expect(screen.queryByText('Wzmianka w notatce')).not.toBeInTheDocument();
  expect(switchFor('Odpowiedź w zgłoszeniu', 'E-mail')).toBeChecked();
  const push = switchFor('Odpowiedź w zgłoszeniu', 'Push');
  expect(push).not.toBeChecked();
  expect(push).toBeDisabled();
  expect(push).toHaveAccessibleDescription('Ta przeglądarka nie obsługuje powiadomień push, więc kolumna Push jest nieaktywna.');
  expect(screen.getByRole('button', { name: 'Przywróć domyślne' })).toBeDisabled();
});

it('says push is not configured when the browser could take it but the server has no key', async () => {
  const restore = withPushSupport();
  try {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: STAFF } });
    renderCard('agent', null);
    await screen.findByRole('table');
    expect(screen.getByText(/nie są skonfigurowane na tym serwerze/)).toBeInTheDocument();
    expect(switchFor('Ostrzeżenie SLA', 'Push')).toBeDisabled();
  } finally {
    restore();
  }
});

it('toggles with the keyboard and the mouse and saves the whole matrix', async () => {
  const restore = withPushSupport();
  try {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: STAFF } });
    const chosen = { ...STAFF_DEFAULTS, sla_warning: on(true, true), ticket_assigned: on(true, false) };
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { data: { preferences: chosen, defaults: STAFF_DEFAULTS } } });
    const success = jest.spyOn(toast, 'success');
    renderCard('agent', 'BPUBLICKEY');
    await screen.findByRole('table');
    expect(document.getElementById('notification-push-note')).toBeNull();

    const slaMail = switchFor('Ostrzeżenie SLA', 'E-mail');
    slaMail.focus();
    await userEvent.keyboard(' ');
    expect(slaMail).toBeChecked();
    const assignedPush = switchFor('Przypisanie zgłoszenia', 'Push');
    expect(assignedPush).toBeEnabled();
    await userEvent.click(assignedPush);
    expect(assignedPush).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Przywróć domyślne' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz powiadomienia' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/profile/notification-preferences', { preferences: chosen }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ustawienia powiadomień zostały zapisane.'));
    expect(switchFor('Ostrzeżenie SLA', 'E-mail')).toBeChecked();
  } finally {
    restore();
  }
});

it('keeps the choices when saving fails, and a retry sends them again', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: CLIENT } });
  const chosen = { ...CLIENT.preferences, ticket_status_changed: on(false, false) };
  const put = jest
    .spyOn(apiClient, 'put')
    .mockRejectedValueOnce(failure(500))
    .mockResolvedValueOnce({ data: { data: { preferences: chosen, defaults: CLIENT.defaults } } });
  renderCard('client');
  await screen.findByRole('table');
  await userEvent.click(switchFor('Zmiana statusu', 'E-mail'));
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz powiadomienia' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać ustawień powiadomień. Twoje wybory zostały zachowane');
  expect(switchFor('Zmiana statusu', 'E-mail')).not.toBeChecked();
  expect(switchFor('Odpowiedź w zgłoszeniu', 'E-mail')).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Zapisz powiadomienia' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
  expect(put).toHaveBeenNthCalledWith(1, '/profile/notification-preferences', { preferences: chosen });
  expect(put).toHaveBeenNthCalledWith(2, '/profile/notification-preferences', { preferences: chosen });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(switchFor('Zmiana statusu', 'E-mail')).not.toBeChecked();
});

it('restores the defaults and reads in English', async () => {
  await i18n.changeLanguage('en');
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    data: { data: { ...CLIENT, preferences: { ...CLIENT.preferences, ticket_answered: on(false, false) } } },
  });
  const { unmount } = renderCard('client');
  try {
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const answered = await screen.findByRole('switch', { name: 'Answer on a ticket: E-mail' });
    expect(answered).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(answered).toBeChecked();
  } finally {
    unmount();
    await i18n.changeLanguage('pl');
  }
});
