import { act, screen, within } from '@testing-library/react';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute } from '@helpdesk/shared/testing';
import type { ContractBalance } from '@helpdesk/shared/resources';
import { ME, prepareTexts } from '../testing/ticket-show-fixtures.tsx';
import { ContractBalancePanel } from './contract-balance.tsx';

const BALANCE: ContractBalance = {
  company_id: 3,
  month: '2026-11',
  hours: { package: 600, used: 510, accepted: 450, pending: 60, left: 90, percent: 85, level: 'warning' },
  per_kind: [
    { kind: 'it', package: null, used: 450, accepted: 450, pending: 0, left: null, percent: null, level: 'none' },
    { kind: 'admin', package: null, used: 60, accepted: 60, pending: 0, left: null, percent: null, level: 'none' },
  ],
  visits: { package: 2, used: 2, accepted: 2, pending: 0, left: 0, percent: 100, level: 'exceeded' },
  burn_down: [],
  runs_out_on: null,
  used_up_on: null,
  terms: { start: null, end: null, renewal: 'none', carry_over_cap_hours: null, carried_over: 0, alert_levels: [80, 100] },
};

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

async function show(answer: { status?: number; data: unknown }) {
  api = fakeApi((call) =>
    call.method === 'GET' && call.url === '/admin/companies/3/balance' ? answer : { status: 404, data: { message: 'not found' } },
  );
  await prepareTexts();
  store.set(currentUserAtom, ME);
  return renderRoute([{ path: 'x', Component: () => <ContractBalancePanel companyId={3} /> }], '/x');
}

describe('contract balance on the ticket page', () => {
  it('shows hours used and left per staff type and visits, amber from 80 %, red from 100 % (Polish)', async () => {
    await show({ data: { data: BALANCE } });
    const hours = await screen.findByTestId('balance-hours');
    expect(hours).toHaveAttribute('data-level', 'warning');
    expect(within(hours).getByText('Godziny')).toBeInTheDocument();
    expect(within(hours).getByText('85%')).toBeInTheDocument();
    expect(within(hours).getByText('Wykorzystano 08:30 z 10:00, zostało 01:30')).toBeInTheDocument();
    // The accepted part stands beside "used", with its own label; nothing pending, no line.
    expect(within(hours).getByTestId('balance-hours-accepted')).toHaveTextContent('W tym zaakceptowane 07:30 · czeka na akceptację 01:00');
    expect(within(screen.getByTestId('balance-visits')).queryByTestId('balance-visits-accepted')).toBeNull();
    expect(within(screen.getByTestId('balance-kind-it')).getByText('Wykorzystano 07:30')).toBeInTheDocument();
    expect(within(screen.getByTestId('balance-kind-admin')).getByText('Bez limitu')).toBeInTheDocument();
    const visits = screen.getByTestId('balance-visits');
    expect(visits).toHaveAttribute('data-level', 'exceeded');
    expect(within(visits).getByText('Wykorzystano 2 z 2, zostało 0')).toBeInTheDocument();
  });

  it('writes an overdrawn percentage with the language decimal separator (issue #37: "406.7%" in Polish)', async () => {
    await show({ data: { data: { ...BALANCE, hours: { ...BALANCE.hours, used: 2440, left: -1840, percent: 406.7, level: 'exceeded' } } } });
    expect(within(await screen.findByTestId('balance-hours')).getByText('406,7%')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(within(screen.getByTestId('balance-hours')).getByText('406.7%')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pl'));
  });

  it('speaks English and says when the balance could not be loaded', async () => {
    await show({ data: { data: BALANCE } });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Used 08:30 of 10:00, left 01:30')).toBeInTheDocument();
    expect(screen.getByText('Of which accepted 07:30 · waiting for acceptance 01:00')).toBeInTheDocument();
    expect(screen.getByText('Administration')).toBeInTheDocument();
    api!.restore();
    await show({ status: 403, data: { message: 'forbidden' } });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The contract balance could not be loaded.');
  });
});
