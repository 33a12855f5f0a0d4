import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, queryRoots } from '@helpdesk/shared';
import { fakeApi } from '@helpdesk/shared/testing';
import type { ContractBalance } from '@helpdesk/shared/resources';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';

const balance = (used: number): ContractBalance => ({
  company_id: 1,
  month: '2026-11',
  hours: {
    package: 600,
    used,
    accepted: Math.max(0, used - 60),
    pending: Math.min(used, 60),
    left: Math.max(0, 600 - used),
    percent: Math.round((used * 1000) / 600) / 10,
    level: used >= 600 ? 'exceeded' : used >= 480 ? 'warning' : 'ok',
  },
  per_kind: [{ kind: 'it', package: null, used, accepted: used, pending: 0, left: null, percent: null, level: 'none' }],
  visits: { package: 2, used: 1, accepted: 1, pending: 0, left: 1, percent: 50, level: 'ok' },
  burn_down: [
    { day: '2026-11-01', left: 480 },
    { day: '2026-11-02', left: 600 - used },
  ],
  runs_out_on: '2026-11-05',
  used_up_on: null,
  terms: { start: null, end: null, renewal: 'none', carry_over_cap_hours: null, carried_over: 0, alert_levels: [80, 100] },
});

describe('the contract balance (VIPs)', () => {
  useClientArea();
  let api: ReturnType<typeof fakeApi>;

  it('shows hours and visits left, the burn-down and the run-out day, and refreshes when the balance goes stale (Polish)', async () => {
    let used = 120;
    api = fakeApi((call) => (call.url === '/client/contract-balance' ? { data: { data: balance(used) } } : { status: 404, data: {} }));
    const { queryClient } = await openAs('vip', '/contract');
    expect(await screen.findByRole('heading', { level: 1, name: 'Umowa' })).toBeInTheDocument();
    const hours = await screen.findByTestId('balance-hours');
    expect(within(hours).getByTestId('balance-hours-left')).toHaveTextContent('08:00');
    expect(hours).toHaveTextContent('Wykorzystano 02:00 z 10:00');
    expect(hours).toHaveAttribute('data-level', 'ok');
    expect(screen.getByRole('img', { name: 'Wykorzystanie pakietu godzin: 08:00 pozostało na 2026-11-02' })).toBeInTheDocument();
    expect(screen.getByTestId('balance-runs-out')).toHaveTextContent('W tym tempie pakiet skończy się 2026-11-05');
    expect(screen.getByTestId('balance-visits')).toHaveTextContent('Pozostałe wizyty1Wykorzystano 1 z 2');

    // A time report added: the shell invalidates the company's balance (STALE_QUERIES.ticketUpdated).
    used = 540;
    await act(() => queryClient.invalidateQueries({ queryKey: [queryRoots.contractBalance, 1] }));
    await waitFor(() => expect(screen.getByTestId('balance-hours-left')).toHaveTextContent('01:00'));
    expect(screen.getByTestId('balance-hours')).toHaveAttribute('data-level', 'warning');
  });

  it('speaks English and offers a retry when the balance cannot be loaded', async () => {
    let fail = true;
    api = fakeApi((call) =>
      call.url !== '/client/contract-balance'
        ? { status: 404, data: {} }
        : fail
          ? { status: 500, data: { message: 'x' } }
          : { data: { data: balance(600) } },
    );
    await act(() => i18n.changeLanguage('en'));
    await openAs('vip', '/contract');
    expect(await screen.findByRole('alert')).toHaveTextContent('The contract balance could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload the balance' }));
    expect(await screen.findByTestId('balance-hours')).toHaveAttribute('data-level', 'exceeded');
    expect(screen.getByTestId('balance-hours-left')).toHaveTextContent('00:00');
    expect(screen.getByTestId('balance-hours')).toHaveTextContent('Used 10:00 of 10:00');
  });

  it('is for VIPs only', async () => {
    api = fakeApi(() => ({ status: 403, data: {} }));
    const { router } = await openAs('client', '/contract');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(api.calls).toHaveLength(0);
  });
});
