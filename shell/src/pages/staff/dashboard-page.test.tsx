import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, companyFilterAtom, i18n, initI18n, store } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { ControlCenterPage } from './control-center-page.tsx';

const figures = {
  open_tickets: 42,
  unassigned_tickets: 3,
  sla_due_today: 0,
  sla_breached: 2,
  my_minutes_this_week: 754,
  waiting_tickets: 5,
};

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
afterEach(() => {
  jest.restoreAllMocks();
  store.set(companyFilterAtom, 'all');
});

describe('dashboard', () => {
  it('shows the figures as cards linking to ticket lists, and follows the company filter', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: figures } });
    renderWithProviders(<DashboardPage />, { path: '/admin' });
    const open = await screen.findByRole('heading', { name: 'Otwarte zgłoszenia' });
    const card = open.closest('[data-figure]') as HTMLElement;
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/admin/ticket?filter=not-resolved');
    expect(screen.getByText('12:34')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/admin/dashboard', { params: {}, silent: true });

    act(() => store.set(companyFilterAtom, 3));
    await screen.findByRole('heading', { name: 'Otwarte zgłoszenia' });
    expect(get).toHaveBeenLastCalledWith('/admin/dashboard', { params: { company_id: 3 }, silent: true });
  });

  it('says when everything is done', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: { ...figures, open_tickets: 0, waiting_tickets: 0 } } });
    renderWithProviders(<DashboardPage />, { path: '/admin' });
    expect(await screen.findByText(/wszystko załatwione/)).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('404'));
    renderWithProviders(<DashboardPage />, { path: '/admin' });
    expect(await screen.findByText('Nie udało się pobrać danych pulpitu.')).toBeInTheDocument();
    get.mockResolvedValue({ data: { data: figures } });
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('42')).toBeInTheDocument();
  });
});

describe('control centre', () => {
  it('shows mail, real-time, database and server status beside the remotes table', async () => {
    const status = {
      mail: { working: false, last_fetched_at: '2026-11-20T08:15:00Z' },
      realtime: { connections: 17, channels: 9, driver: 'embedded' },
      database: { driver: 'pglite' },
      server: { version: '0.1.0', started_at: '2026-11-20T06:00:00Z' },
    };
    const outbox = { waiting: 0, failed_24h: 0, sent_24h: 0, oldest_waiting_seconds: null, recent_failures: [] };
    const answers: Record<string, unknown> = { '/admin/control-center': status, '/admin/outbox/summary': outbox };
    jest.spyOn(apiClient, 'get').mockImplementation(async (url) => ({ data: { data: answers[url] ?? [] } }));
    renderWithProviders(<ControlCenterPage />, { path: '/admin/control-center' });
    expect(await screen.findByTestId('mail-status')).toHaveTextContent('nie działa');
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.getByText('pglite')).toBeInTheDocument();
    expect(screen.getByText(/Ostatnie pobranie: 2026-11-20/)).toBeInTheDocument();
    expect(screen.getByTestId('remote-table')).toBeInTheDocument();
  });

  it('keeps the remotes table when the status call fails', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('404'));
    renderWithProviders(<ControlCenterPage />, { path: '/admin/control-center' });
    expect(await screen.findByText('Nie udało się pobrać stanu systemu.')).toBeInTheDocument();
    expect(screen.getByTestId('remote-table')).toBeInTheDocument();
  });
});
