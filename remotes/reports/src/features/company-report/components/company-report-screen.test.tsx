import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, paths, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import type { CompanyReport, HoursFigures, MonthFigures } from '@helpdesk/shared/resources';
import { routes } from '../../../routes.tsx';

jest.mock('../../../components/chart.tsx', () => ({
  Chart: ({ label, series }: { label: string; series: { name: string; values: number[] }[] }) => (
    <div role="img" aria-label={label} data-series={series.map((s) => `${s.name}:${s.values.join(',')}`).join('|')} />
  ),
}));

const hours = (charged: number, pkg: number | null): HoursFigures => ({
  reported_minutes: charged,
  charged_minutes: charged,
  accepted_minutes: charged,
  pending_minutes: 0,
  package_minutes: pkg,
  remaining_minutes: pkg === null ? null : Math.max(0, pkg - charged),
  over_minutes: pkg === null ? 0 : Math.max(0, charged - pkg),
});
/** A month; `waiting` minutes of its hours and one of its two arrivals still wait for acceptance. */
const month = (m: string, it: number, opened: number, waiting = 0): MonthFigures => ({
  month: m,
  hours: {
    ...hours(it, 600),
    accepted_minutes: it - waiting,
    pending_minutes: waiting,
    outside_contract_minutes: 30,
    per_kind: { it: hours(it, null), admin: hours(0, null), developer: hours(0, null), specialist: hours(0, null) },
  },
  arrivals: { used: 2, accepted: waiting ? 1 : 2, pending: waiting ? 1 : 0, package: 4, remaining: 2, limit: null },
  tickets: { opened, resolved: opened - 1 },
  sla: { first_response: { met: 3, breached: 1, total: 4 }, resolution: { met: 1, breached: 1, total: 2 } },
});
const report = (id: number, name: string, tag: string): CompanyReport => ({
  company: { id, name, short_name: name, tag },
  contract: { charging_model: 'universal', hours: { package_minutes: 600, per_kind: null }, arrivals: { package: 4, limit: null } },
  range: { from: '2026-10', to: '2026-11', time_zone: 'Europe/Warsaw' },
  months: [month('2026-10', 480, 5), month('2026-11', 720, 7, 90)],
});
const COMPANIES = [
  { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
  { id: 2, name: 'Beta SA', short_name: 'Beta', tag: 'BETA' },
];

describe('staff company report', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('an assigned agent picks among its companies and sees hours against the package, arrivals, SLA and charts (Polish)', async () => {
    store.set(currentUserAtom, staffUser('agent', { roles: ['agent', 'assigned-agent'], companies: [1, 2] }));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/company-report/1') return { data: { data: report(1, 'Acme Sp. z o.o.', 'ACME') } };
      if (call.url === '/admin/company-report/2') return { data: { data: report(2, 'Beta SA', 'BETA') } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/company-report?from=2026-10&to=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raport firmy Acme Sp. z o.o.' })).toBeInTheDocument();
    // "All companies" in the sidebar shows the first company without choosing it as the sidebar's filter.
    expect(new URLSearchParams(router.state.location.search).get('company')).toBeNull();
    expect(api.to('/admin/company-report/1')[0]!.params).toEqual({ from: '2026-10', to: '2026-11' });
    expect(screen.getByTestId('figure-hours')).toHaveTextContent('Czas rozliczony20:00Pakiet w okresie: 20:00, ponad pakiet: 02:00');
    expect(screen.getByTestId('figure-arrivals')).toHaveTextContent('4');
    // Hours and arrivals alike: the period's accepted part and what waits, with what the figures count on hover.
    expect(screen.getByTestId('figure-hours-accepted')).toHaveTextContent(/^W tym zaakceptowane 18:30 · czeka na akceptację 01:30$/);
    const arrivals = screen.getByTestId('figure-arrivals-accepted');
    expect(arrivals).toHaveTextContent(/^W tym zaakceptowane 3 · czeka na akceptację 1$/);
    await u.hover(within(arrivals).getByLabelText('Co oznaczają te liczby'));
    expect(await screen.findByText(/Zaakceptowane: tylko przyjazdy już zaakceptowane\.$/)).toBeInTheDocument();
    expect(screen.getByTestId('figure-outside')).toHaveTextContent('01:00');
    expect(screen.getByTestId('figure-sla')).toHaveTextContent('50%Pierwsza odpowiedź: 75%');
    expect(screen.getByText('Pakiet godzin: wspólny')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Czas rozliczony wg rodzaju pracy (h)' })).toHaveAttribute(
      'data-series',
      expect.stringContaining('IT:8,12'),
    );
    const months = screen.getByRole('table', { name: 'Miesiące' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent(
      /lis 2026.*12:00 \/ 10:00.*12:00.*02:00.*00:30.*2 \/ 4.*7.*6.*75%.*50%/,
    );
    await u.selectOptions(screen.getByRole('combobox', { name: 'Firma' }), '2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raport firmy Beta SA' })).toBeInTheDocument();
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('report_company')).toBe('2');
    expect(address.get('company')).toBeNull();
  }, 60_000);

  it('opened for a company (a report link) shows it while the sidebar’s company filter stays as it was', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/company-report/1') return { data: { data: report(1, 'Acme Sp. z o.o.', 'ACME') } };
      if (call.url === '/admin/company-report/2') return { data: { data: report(2, 'Beta SA', 'BETA') } };
      return { status: 404, data: {} };
    });
    const link = paths.staff.companyReport({ company: 2, from: '2026-10', to: '2026-11' }).replace('/admin', '');
    const { router } = await renderRoute(routes, `${link}&company=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Raport firmy Beta SA' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('company')).toBe('1');
  });

  it('reads in English with the company from the address', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    await act(() => i18n.changeLanguage('en'));
    fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      return { data: { data: report(1, 'Acme Sp. z o.o.', 'ACME') } };
    });
    await renderRoute(routes, '/company-report?company=1&from=2026-10&to=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company report: Acme Sp. z o.o.' })).toBeInTheDocument();
    expect(screen.getByTestId('figure-hours')).toHaveTextContent('Charged time20:00Package in the period: 20:00, over it: 02:00');
    expect(screen.getByRole('table', { name: 'Months' })).toBeInTheDocument();
    expect(screen.getByTestId('figure-arrivals-accepted')).toHaveTextContent(/^Of which accepted 3 · waiting for acceptance 1$/);
  });

  it('shows that there are no companies', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    fakeApi((call) => (call.url === '/admin/lookups/companies' ? { data: { data: [] } } : { status: 404, data: {} }));
    await renderRoute(routes, '/company-report');
    expect(await screen.findByText('Nie masz przypisanych firm.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the report cannot be loaded', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    fakeApi((call) => (call.url === '/admin/lookups/companies' ? { data: { data: COMPANIES } } : { status: 500, data: { message: 'x' } }));
    await renderRoute(routes, '/company-report');
    expect(await screen.findByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('sends an agent without an assigned company to /error', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    fakeApi(() => ({ data: { data: [] } }));
    const { router } = await renderRoute(routes, '/company-report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
