import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, i18n, initI18n } from '@helpdesk/shared';
import type { OutboxSummary } from '@helpdesk/shared/resources';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { ControlCenterPage } from './control-center-page.tsx';
import { formatAge } from './outbox-card.tsx';

const status = {
  mail: { working: true, last_fetched_at: '2026-11-20T08:15:00Z' },
  realtime: { connections: 1, channels: 1, driver: 'embedded' },
  database: { driver: 'pglite' },
  server: { version: '0.1.0', started_at: '2026-11-20T06:00:00Z' },
};

const summary: OutboxSummary = {
  waiting: 4,
  failed_24h: 2,
  sent_24h: 118,
  oldest_waiting_seconds: 200,
  recent_failures: [
    { id: 9, channel: 'mail', recipient: 'n…@acme.pl', reason: '550 5.1.1 no such user', failed_at: '2026-11-20T08:10:00.000Z' },
    { id: 7, channel: 'sms', recipient: '…200', reason: null, failed_at: '2026-11-20T07:00:00.000Z' },
  ],
};

beforeAll(async () => {
  await initI18n(shellTranslations);
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('pl'));
});
afterEach(() => jest.restoreAllMocks());

function serve(outbox: OutboxSummary | Error) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url) => {
    if (url === '/admin/outbox/summary') {
      if (outbox instanceof Error) throw outbox;
      return { data: { data: outbox } };
    }
    return { data: { data: url === '/admin/control-center' ? status : [] } };
  });
}

describe('control centre: the outbox card', () => {
  it('shows what waits and for how long, the last 24 hours, and the last failures with their reasons', async () => {
    serve(summary);
    renderWithProviders(<ControlCenterPage />, { path: '/admin/control-center' });
    const card = await screen.findByTestId('outbox-card');
    expect(await within(card).findByTestId('outbox-waiting')).toHaveTextContent('4');
    expect(within(card).getByTestId('outbox-oldest')).toHaveTextContent('3 min');
    expect(within(card).getByTestId('outbox-failed')).toHaveTextContent('2');
    expect(within(card).getByTestId('outbox-sent')).toHaveTextContent('118');
    expect(screen.getByRole('heading', { level: 3, name: 'Wysyłka' })).toBeInTheDocument();
    const failures = within(card).getAllByRole('listitem');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toHaveTextContent('e-mail');
    expect(failures[0]).toHaveTextContent('n…@acme.pl');
    expect(failures[0]).toHaveTextContent('550 5.1.1 no such user');
    expect(failures[1]).toHaveTextContent('SMS');
    expect(failures[1]).toHaveTextContent('serwer nie podał powodu');
    expect(within(card).getByRole('list', { name: 'Ostatnie nieudane' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 3, name: 'Outbox' })).toBeInTheDocument();
    expect(within(card).getByText('Oldest waiting')).toBeInTheDocument();
  });

  it('says when nothing waits and nothing failed', async () => {
    serve({ waiting: 0, failed_24h: 0, sent_24h: 3, oldest_waiting_seconds: null, recent_failures: [] });
    renderWithProviders(<ControlCenterPage />, { path: '/admin/control-center' });
    const card = await screen.findByTestId('outbox-card');
    expect(await within(card).findByText('nic nie czeka')).toBeInTheDocument();
    expect(within(card).getByText('Brak nieudanych wysyłek.')).toBeInTheDocument();
  });

  it('a failed load says so inside the card, with a retry, and the rest of the page stays', async () => {
    const get = serve(new Error('500'));
    renderWithProviders(<ControlCenterPage />, { path: '/admin/control-center' });
    expect(await screen.findByText('Nie udało się wczytać stanu wysyłki.')).toBeInTheDocument();
    expect(await screen.findByTestId('mail-status')).toBeInTheDocument();
    get.mockImplementation(async (url) => ({ data: { data: url === '/admin/outbox/summary' ? summary : status } }));
    await userEvent.click(within(screen.getByTestId('outbox-card')).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('outbox-waiting')).toHaveTextContent('4');
  });
});

describe('formatAge', () => {
  it('says an age in its largest whole unit, in the language’s words', () => {
    expect(formatAge(45, 'pl')).toBe('45 sek.');
    expect(formatAge(200, 'pl')).toBe('3 min');
    expect(formatAge(2 * 3600 + 59, 'en')).toBe('2 hr');
    expect(formatAge(5 * 86_400, 'pl')).toBe('5 dni');
  });
});
