import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { addMonths, businessMonth } from '@helpdesk/shared/months';
import { setHydrationTime } from '@helpdesk/shared';
import { fakeApi } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';
import type { CompanyReport, HoursFigures, MonthFigures } from '@helpdesk/shared/resources';

const hours = (charged: number, pkg: number | null): HoursFigures => ({
  reported_minutes: charged - 15,
  charged_minutes: charged,
  accepted_minutes: charged,
  pending_minutes: 0,
  package_minutes: pkg,
  remaining_minutes: pkg === null ? null : Math.max(0, pkg - charged),
  over_minutes: pkg === null ? 0 : Math.max(0, charged - pkg),
});

/** A month; `waiting` puts 2 h and one of two arrivals still waiting for acceptance. */
function month(key: string, charged: number, waiting = false): MonthFigures {
  return {
    month: key,
    hours: {
      ...hours(charged, 1800),
      ...(waiting ? { accepted_minutes: charged - 120, pending_minutes: 120 } : {}),
      outside_contract_minutes: 30,
      per_kind: { it: hours(charged, 1200), admin: hours(0, 600), developer: hours(0, null), specialist: hours(0, null) },
    },
    arrivals: waiting
      ? { used: 2, accepted: 1, pending: 1, package: 2, remaining: 0, limit: 4 }
      : { used: 1, accepted: 1, pending: 0, package: 2, remaining: 1, limit: 4 },
    tickets: { opened: 12, resolved: 10 },
    sla: { first_response: { met: 9, breached: 3, total: 12 }, resolution: { met: 8, breached: 2, total: 10 } },
  };
}

/** The report for the asked range: one month of figures per month, the current one with 10 hours charged, some waiting. */
function report(from: string, to: string): CompanyReport {
  const months: MonthFigures[] = [];
  for (let m = dayjs(`${from}-01`); !m.isAfter(dayjs(`${to}-01`)); m = m.add(1, 'month'))
    months.push(m.format('YYYY-MM') === to ? month(to, 600, true) : month(m.format('YYYY-MM'), 1950));
  return {
    company: { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
    contract: {
      charging_model: 'split',
      hours: { package_minutes: 1800, per_kind: { it: 1200, admin: 600, developer: null, specialist: null } },
      arrivals: { package: 2, limit: 4 },
    },
    range: { from, to, time_zone: 'Europe/Warsaw' },
    months,
  };
}

/** The company's issued invoices (under the months). */
const INVOICES = [
  {
    id: 5,
    kind: 'VAT',
    number: 'FV/2026/11/1',
    month: '2026-10',
    issue_date: '2026-11-02',
    due_date: '2026-11-16',
    net: 150_000,
    vat: 34_500,
    gross: 184_500,
    corrects_number: null,
  },
];

/** The VIP's report shows the live contract balance above the months. */
const withBalance =
  (handler: Parameters<typeof fakeApi>[0]): Parameters<typeof fakeApi>[0] =>
  (call) =>
    call.url === '/client/contract-balance'
      ? {
          data: {
            data: {
              company_id: 1,
              month: '2026-11',
              hours: { package: 600, used: 540, accepted: 540, pending: 0, left: 60, percent: 90, level: 'warning' },
              per_kind: [],
              visits: { package: null, used: 0, accepted: 0, pending: 0, left: null, percent: null, level: 'none' },
              burn_down: [],
              runs_out_on: null,
              used_up_on: null,
              terms: { start: null, end: null, renewal: 'none', carry_over_cap_hours: null, carried_over: 0, alert_levels: [80, 100] },
            },
          },
        }
      : call.url === '/client/invoice-documents'
        ? { data: { data: INVOICES } }
        : handler(call);

describe('the company report', () => {
  useClientArea();
  let api: ReturnType<typeof fakeApi>;
  // The business calendar's month (Poland), as the screen and the server count it, whatever the test machine's zone.
  const thisMonth = businessMonth(new Date());

  it('sums up the latest month against the contract and lists the last six months', async () => {
    api = fakeApi(withBalance((call) => ({ data: { data: report(String(call.params.from), String(call.params.to)) } })));
    await openAs('vip', '/company-report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raport firmy' })).toBeInTheDocument();
    expect(api.to('/client/company-report')[0]!.params).toEqual({ from: addMonths(thisMonth, -5), to: thisMonth });
    expect(await screen.findByTestId('report-hours')).toHaveTextContent('10:00');
    const summary = screen.getByTestId('report-summary');
    expect(summary).toHaveTextContent('z pakietu 30:00, pozostało 20:00');
    expect(summary).toHaveTextContent('Rozwiązane: 10');
    expect(summary).toHaveTextContent('80%');
    expect(screen.getByText('Pakiet godzin: osobno dla rodzajów pracy')).toBeInTheDocument();
    expect(screen.getByTestId('balance-hours-left')).toHaveTextContent('01:00');
    // The month's hours and visits alike: used, with the accepted part and what waits beside it.
    expect(screen.getByTestId('report-hours-accepted')).toHaveTextContent(/^W tym zaakceptowane 08:00 · czeka na akceptację 02:00$/);
    const visits = screen.getByTestId('report-arrivals-accepted');
    expect(visits).toHaveTextContent(/^W tym zaakceptowane 1 · czeka na akceptację 1$/);
    await userEvent.setup().hover(within(visits).getByLabelText('Co oznaczają te liczby'));
    expect(await screen.findByText(/Zaakceptowane: tylko przyjazdy już zaakceptowane\.$/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Miesiąc po miesiącu' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    // Newest first; an earlier month went over the package.
    expect(rows[0]).toHaveAttribute('data-month', thisMonth);
    expect(rows[1]).toHaveTextContent('32:30 / 30:00');
    expect(rows[1]).toHaveTextContent('+02:30 ponad pakiet');

    const invoice = await screen.findByTestId('client-invoice');
    expect(invoice).toHaveTextContent(/FV\/2026\/11\/1\s*2026-10\s*2026-11-02\s*2026-11-16\s*1500,00\s*zł\s*1845,00\s*zł/);
    expect(within(invoice).getByRole('link', { name: 'Pobierz PDF faktury FV/2026/11/1' })).toHaveAttribute(
      'href',
      '/api/client/invoice-documents/5/pdf',
    );
  });

  it('a hydrating page asks for the months up to the one it was rendered in', async () => {
    api = fakeApi(withBalance((call) => ({ data: { data: report(String(call.params.from), String(call.params.to)) } })));
    setHydrationTime(new Date(2026, 0, 20, 12).getTime());
    try {
      await openAs('vip', '/company-report');
      await waitFor(() => expect(api.to('/client/company-report')[0]?.params).toEqual({ from: '2025-08', to: '2026-01' }));
    } finally {
      setHydrationTime(undefined);
    }
  });

  it('asks for another range and shows the chosen month', async () => {
    api = fakeApi(withBalance((call) => ({ data: { data: report(String(call.params.from), String(call.params.to)) } })));
    const user = userEvent.setup();
    await openAs('vip', '/company-report');
    await screen.findByTestId('report-summary');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Okres' }), 'Ostatnie 12 miesięcy');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Miesiąc po miesiącu' })).getAllByRole('row')).toHaveLength(13));
    expect(api.to('/client/company-report').at(-1)!.params).toEqual({
      from: addMonths(thisMonth, -11),
      to: thisMonth,
    });

    const earlier = addMonths(thisMonth, -1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), earlier);
    expect(screen.getByTestId('report-hours')).toHaveTextContent('32:30');
    // Nothing waits in that month: no note beside its figures.
    expect(screen.queryByTestId('report-hours-accepted')).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-arrivals-accepted')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    api = fakeApi(
      withBalance((call) =>
        fail
          ? { status: 500, data: { message: 'Błąd serwera' } }
          : { data: { data: report(String(call.params.from), String(call.params.to)) } },
      ),
    );
    const user = userEvent.setup();
    await openAs('vip', '/company-report');
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Błąd serwera');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('report-summary')).toBeInTheDocument();
  });

  it('is for clients with the company-report permission only', async () => {
    api = fakeApi(() => ({ status: 403, data: {} }));
    const { router } = await openAs('client', '/company-report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(api.calls).toHaveLength(0);
  });
});
