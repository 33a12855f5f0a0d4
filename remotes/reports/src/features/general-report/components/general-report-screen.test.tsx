import { act, screen, waitFor, within } from '@testing-library/react';
import { businessMonth } from '@helpdesk/shared/months';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import type { GeneralReport } from '@helpdesk/shared/resources';
import { routes } from '../../../routes.tsx';

// jsdom has no layout for ECharts; the chart's figures are asserted through its props and the tables instead.
jest.mock('../../../components/chart.tsx', () => ({
  Chart: ({ label, series }: { label: string; series: { name: string; values: number[] }[] }) => (
    <div role="img" aria-label={label} data-series={series.map((s) => `${s.name}:${s.values.join(',')}`).join('|')} />
  ),
}));

const kinds = (it: number, admin = 0) => ({ it, admin, developer: 0, specialist: 0 });
const REPORT: GeneralReport = {
  range: { from: '2026-10', to: '2026-11', time_zone: 'Europe/Warsaw' },
  totals: {
    opened: 30,
    resolved: 25,
    backlog_start: 4,
    backlog_end: 9,
    first_response: { met: 18, total: 20 },
    resolution: { met: 15, total: 20 },
    minutes: kinds(600, 120),
    outside_contract_minutes: 90,
    evaluations: { count: 4, average: 4.25 },
  },
  months: [
    {
      month: '2026-10',
      opened: 10,
      resolved: 8,
      backlog: 6,
      first_response: { met: 8, total: 10 },
      resolution: { met: 4, total: 8 },
      minutes: kinds(240),
      outside_contract_minutes: 30,
      evaluations: { count: 1, average: 5 },
    },
    {
      month: '2026-11',
      opened: 20,
      resolved: 17,
      backlog: 9,
      first_response: { met: 10, total: 10 },
      resolution: { met: 11, total: 12 },
      minutes: kinds(360, 120),
      outside_contract_minutes: 60,
      evaluations: { count: 3, average: 4 },
    },
  ],
  by_company: [{ key: '1', label: 'Acme; Sp. z o.o.', opened: 30, resolved: 25 }],
  by_type: [
    { key: 'accident', label: 'accident', opened: 18, resolved: 15 },
    { key: 'question', label: 'question', opened: 12, resolved: 10 },
  ],
  by_category: [{ key: 'network', label: 'network', opened: 30, resolved: 25 }],
  by_priority: [{ key: 'high', label: 'high', opened: 30, resolved: 25 }],
  hours_by_company: [{ company_id: 1, name: 'Acme; Sp. z o.o.', tag: 'ACME', minutes: kinds(600, 120), outside_contract_minutes: 90 }],
};

function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  Object.assign(URL, { createObjectURL: (blob: Blob) => ((last = blob), 'blob:x'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return { files, restore: () => click.mockRestore() };
}

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('general report', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('shows the period’s figures, charts with their tables, the monthly table, and exports the CSV (Polish)', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    const api = fakeApi((call) => (call.url === '/admin/general-report' ? { data: { data: REPORT } } : { status: 404, data: {} }));
    const u = userEvent.setup();
    await renderRoute(routes, '/general-report?from=2026-10&to=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raport ogólny' })).toBeInTheDocument();
    expect(api.to('/admin/general-report')[0]!.params).toEqual({ from: '2026-10', to: '2026-11' });
    expect(await screen.findByTestId('figure-opened')).toHaveTextContent('Otwarte30Rozwiązane: 25');
    expect(screen.getByTestId('figure-backlog')).toHaveTextContent('9');
    expect(screen.getByTestId('figure-first-response')).toHaveTextContent('90%');
    expect(screen.getByTestId('figure-resolution')).toHaveTextContent('75%');
    expect(screen.getByTestId('figure-hours')).toHaveTextContent('12:00');
    expect(screen.getByTestId('figure-evaluations')).toHaveTextContent('4,25');
    const trend = await screen.findByRole('img', { name: 'Zgłoszenia w miesiącach' });
    expect(trend).toHaveAttribute('data-series', 'Otwarte:10,20|Rozwiązane:8,17|Zaległe na koniec:6,9');
    // The breakdown chart names types in Polish; its table carries the same figures.
    expect(await screen.findByRole('img', { name: 'Wg typu' })).toHaveAttribute('data-series', 'Otwarte:18,12|Rozwiązane:15,10');
    const breakdown = within(screen.getByTestId('chart-breakdown')).getByRole('table', { name: 'Wg typu' });
    expect(within(breakdown).getByRole('row', { name: 'Awaria 18 15' })).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Podział zgłoszeń' }), 'by_priority');
    expect(await screen.findByRole('img', { name: 'Wg priorytetu' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-breakdown')).getByRole('row', { name: 'Wysoki 30 25' })).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Miesiące' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent(/lis 2026.*20.*17.*9.*100%.*92%.*06:00.*02:00/);
    expect(
      within(screen.getByRole('table', { name: 'Godziny wg firm' })).getByRole('row', { name: /Acme; Sp\. z o\.o\. 10:00 02:00/ }),
    ).toBeInTheDocument();

    const downloads = captureDownloads();
    try {
      await u.click(screen.getByRole('button', { name: 'Eksport' }));
      await u.click(await screen.findByRole('menuitem', { name: 'CSV (tabela miesięczna)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]!.name).toBe('general-report-2026-10-2026-11.csv');
      const csv = (await text(downloads.files[0]!.blob)).replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]).toBe(
        'Miesiąc;Otwarte;Rozwiązane;Zaległe na koniec;SLA pierwszej odpowiedzi;SLA rozwiązania;IT;Administracja;Programista;Specjalista;Poza umową;Oceny;Średnia ocena',
      );
      // Durations h:mm, shares as percentages, the Polish dialect by default.
      expect(csv[1]).toBe('2026-10;10;8;6;80%;50%;4:00;0:00;0:00;0:00;0:30;1;5');

      // The English dialect chosen in the menu: commas, and the decimal point of the average.
      await u.click(screen.getByRole('button', { name: 'Eksport' }));
      await u.click(await screen.findByRole('menuitemradio', { name: 'Angielski (przecinek, kropka dziesiętna)' }));
      await u.click(await screen.findByRole('menuitem', { name: 'CSV (tabela miesięczna)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(2));
      const en = (await text(downloads.files[1]!.blob)).replace(/^\uFEFF/, '').split('\r\n');
      expect(en[0]!.startsWith('Miesiąc,Otwarte,Rozwiązane,')).toBe(true);
      expect(en[1]).toBe('2026-10,10,8,6,80%,50%,4:00,0:00,0:00,0:00,0:30,1,5');
    } finally {
      downloads.restore();
    }
  }, 60_000);

  it('reads in English and changes the period through the presets', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi(() => ({ data: { data: REPORT } }));
    const u = userEvent.setup();
    await renderRoute(routes, '/general-report?from=2026-10&to=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'General report' })).toBeInTheDocument();
    expect(await screen.findByTestId('figure-first-response')).toHaveTextContent('First-response SLA90%Met: 18 of 20');
    expect(within(screen.getByTestId('chart-breakdown')).getByRole('row', { name: 'Accident 18 15' })).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'lastYear');
    const year = new Date().getFullYear() - 1;
    await waitFor(() => expect(api.to('/admin/general-report').at(-1)!.params).toEqual({ from: `${year}-01`, to: `${year}-12` }));
  });

  it('never asks for a month after the current one (the server refuses it)', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi(() => ({ data: { data: REPORT } }));
    const u = userEvent.setup();
    // The business calendar's month and year (Poland), as the server counts them, whatever the test machine's zone.
    const current = businessMonth(new Date());
    const year = Number(current.slice(0, 4));
    // An address (an old link) whose end is in the future is read up to the current month.
    await renderRoute(routes, `/general-report?from=${year - 1}-01&to=2999-12`);
    await waitFor(() => expect(api.to('/admin/general-report').at(-1)!.params).toEqual({ from: `${year - 1}-01`, to: current }));
    for (const name of ['From month', 'To month']) expect(screen.getByLabelText(name)).toHaveAttribute('max', current);
    // "This year" is the year so far.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'thisYear');
    await waitFor(() => expect(api.to('/admin/general-report').at(-1)!.params).toEqual({ from: `${year}-01`, to: current }));
  });

  it('shows the error with a retry when the report cannot be loaded', async () => {
    store.set(currentUserAtom, staffUser('admin'));
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/general-report');
    expect(await screen.findByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('sends a manager to /error', async () => {
    store.set(currentUserAtom, staffUser('manager'));
    fakeApi(() => ({ data: { data: REPORT } }));
    const { router } = await renderRoute(routes, '/general-report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
