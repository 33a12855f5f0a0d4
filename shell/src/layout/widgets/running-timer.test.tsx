/**
 * The top bar's running-timer chip: nothing while no timer runs; the ticket and the ticking time after a reload
 * (without announcing it); start and stop elsewhere announced politely; stopping opens the ticket's filled form.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, runningTimerQuery } from '@helpdesk/shared';
import type { RunningTimer } from '@helpdesk/shared/resources';
import { fakeApi } from '@helpdesk/shared/testing';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { RunningTimer as RunningTimerChip } from './running-timer.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
jest.setTimeout(60_000);

const running = (startedAt: Date): RunningTimer => ({
  ticket: { id: 42, fullid: 'ACME-42', subject: 'Drukarka' },
  started_at: startedAt.toISOString(),
});

function serve(timer: { current: RunningTimer | null }) {
  return fakeApi((call) => {
    if (call.url === '/admin/timer' && call.method === 'GET') return { data: { data: timer.current } };
    if (call.url === '/admin/timer' && call.method === 'DELETE') {
      timer.current = null;
      return { data: { data: { ticket_id: 42, day: '2026-11-27', from_hour: '09:00', minutes: 40 }, message: 'Stoper został zatrzymany' } };
    }
    return { data: {} };
  });
}

const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

describe('the running-timer chip', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('shows nothing while no timer runs', async () => {
    api = serve({ current: null });
    renderWithProviders(<RunningTimerChip />, { path: '/admin' });
    await waitFor(() => expect(api.to('/admin/timer')).toHaveLength(1));
    expect(screen.queryByTestId('running-timer')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('after a reload shows the running timer’s ticket, linking to it, and its time ticking each second, unannounced', async () => {
    api = serve({ current: running(new Date(Date.now() - 3_725_000)) });
    renderWithProviders(<RunningTimerChip />, { path: '/admin' });
    const link = await screen.findByRole('link', { name: 'Stoper działa: ACME-42 — otwórz zgłoszenie' });
    expect(link).toHaveAttribute('href', '/admin/ticket/show/42');
    expect(link).toHaveTextContent('ACME-42');
    const elapsed = within(link).getByRole('timer');
    expect(elapsed.textContent).toMatch(/^1:02:[0-5]\d$/);
    const first = elapsed.textContent;
    await waitFor(() => expect(elapsed.textContent).not.toBe(first), { timeout: 3000 });
    expect(liveRegion()).toHaveTextContent('');
  });

  it('follows a timer started and stopped in another tab (the real-time signal refetches it), announcing each once', async () => {
    const timer = { current: null as RunningTimer | null };
    api = serve(timer);
    const { queryClient } = renderWithProviders(<RunningTimerChip />, { path: '/admin' });
    await waitFor(() => expect(api.to('/admin/timer')).toHaveLength(1));
    timer.current = running(new Date());
    await act(() => queryClient.invalidateQueries({ queryKey: runningTimerQuery.queryKey }));
    expect(await screen.findByTestId('running-timer')).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Stoper uruchomiony: ACME-42'));
    timer.current = null;
    await act(() => queryClient.invalidateQueries({ queryKey: runningTimerQuery.queryKey }));
    await waitFor(() => expect(screen.queryByTestId('running-timer')).not.toBeInTheDocument());
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Stoper zatrzymany'));
  });

  it('stops from any page into the ticket’s time tab with the report form filled (keyboard)', async () => {
    api = serve({ current: running(new Date(Date.now() - 40 * 60_000)) });
    const { router } = renderWithProviders(
      [
        { path: '/admin', element: <RunningTimerChip /> },
        { path: '/admin/ticket/show/:id', element: <RunningTimerChip /> },
      ],
      { path: '/admin' },
    );
    const u = userEvent.setup();
    await screen.findByTestId('running-timer');
    await u.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await u.tab();
    expect(screen.getByRole('button', { name: 'Zatrzymaj stoper i uzupełnij raport czasu' })).toHaveFocus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ticket/show/42'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'time',
      report_day: '2026-11-27',
      report_from: '09:00',
      report_minutes: '40',
    });
    expect(api.to('/admin/timer', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('running-timer')).not.toBeInTheDocument());
  });
});
