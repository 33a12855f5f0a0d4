import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';
import { lastMonth } from '../api/invoicing.ts';

const AMOUNTS = { package: 150_000, overtime: 30_000, extra_visits: 8_050, total: 188_050 };
const ZERO = { package: 0, overtime: 0, extra_visits: 0, total: 0 };
const line = (id: number, short: string, status: 'draft' | 'approved' | 'exported', amounts = AMOUNTS) => ({
  company: { id, tag: short.toUpperCase(), short_name: short },
  month: '2026-10',
  status,
  amounts,
  notes: status === 'draft' ? null : 'FV 10/2026',
  approved_at: status === 'draft' ? null : '2026-11-02T08:00:00.000Z',
  approved_by: status === 'draft' ? null : { id: 1, name: 'Adam Admin' },
  exported_at: null,
  invoice_number: status === 'draft' ? null : 'FV/2026/11/1',
});
const MONTH_DATA = (acme: 'draft' | 'approved') => ({
  month: '2026-10',
  vat_rate: 23,
  lines: [line(1, 'Acme', acme), line(2, 'Budex', 'draft', { ...ZERO, package: 50_000, total: 50_000 })],
  totals: { package: 200_000, overtime: 30_000, extra_visits: 8_050, total: 238_050 },
});
const kinds = Object.fromEntries(
  ['it', 'admin', 'developer', 'specialist'].map((k) => [
    k,
    { reported_minutes: 0, charged_minutes: 0, package_minutes: null, over_minutes: 0 },
  ]),
);
const DETAIL = {
  line: line(1, 'Acme', 'draft'),
  history: [] as unknown[],
  documents: [
    {
      id: 7,
      kind: 'VAT',
      number: 'FV/2026/11/1',
      month: '2026-10',
      issue_date: '2026-11-02',
      due_date: '2026-11-16',
      net: 188_050,
      vat: 43_252,
      gross: 231_302,
      corrects_number: null,
    },
  ],
  hours_used: { package: 300, used: 480, accepted: 420, pending: 60, left: 0, percent: 160, level: 'exceeded' },
  figures: {
    month: '2026-10',
    pricing_id: 21,
    package_minutes: 300,
    reported_minutes: 400,
    charged_minutes: 420,
    over_minutes: 120,
    outside_contract_minutes: 0,
    per_kind: kinds,
    arrivals: { used: 1, package: 0, extra: 1 },
    amounts: AMOUNTS,
    reports: [
      {
        report_id: 502,
        ticket_id: 42,
        agent_id: 3,
        day: '2026-10-03',
        kind: 'specialist',
        minutes: 100,
        charged_minutes: 120,
        over_minutes: 120,
        overtime_percent: 50,
        outside_contract: false,
        arrival: true,
        extra_visit: true,
        overtime_amount: 45_000,
        visit_amount: 8_050,
      },
    ],
  },
};

describe('invoicing screen', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin')));
  afterEach(() => store.set(currentUserAtom, null));

  it('lists last month per company, explains a company down to its entries, approves one after confirmation (pl)', async () => {
    let acme: 'draft' | 'approved' = 'draft';
    const api = fakeApi((call) => {
      if (call.url === '/admin/invoicing/approve') {
        acme = 'approved';
        return { data: { data: MONTH_DATA(acme), message: 'Zatwierdzono rozliczenia: 1' } };
      }
      if (call.url === '/admin/invoicing') return { data: { data: MONTH_DATA(acme) } };
      if (call.url === '/admin/invoicing/pending') return { data: { data: [] } };
      if (call.url === '/admin/invoicing/1') return { data: { data: DETAIL } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/invoicing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fakturowanie miesięczne' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('invoicing-row');
    expect(api.to('/admin/invoicing')[0]!.params).toEqual({ month: lastMonth() });
    expect(first).toHaveTextContent(/Acme\s*1500,00\s*zł\s*300,00\s*zł\s*80,50\s*zł\s*1880,50\s*zł\s*Szkic/);
    expect(second).toHaveTextContent('Budex');
    expect(screen.getByTestId('invoicing-totals')).toHaveTextContent(/2380,50\s*zł.*Stawka VAT w eksporcie: 23 %/);
    expect(screen.queryByRole('link', { name: 'Eksport XLSX' })).toBeNull();

    await u.click(within(first!).getByRole('button', { name: 'Szczegóły: Acme' }));
    const detail = await screen.findByTestId('invoicing-detail');
    expect(await within(detail).findByTestId('invoicing-entry')).toHaveTextContent(
      /2026-10-03.*#42.*Specjalista \+50%.*dodatkowa wizyta.*01:40.*02:00.*02:00.*530,50\s*zł/,
    );
    expect(within(detail).getByTestId('invoice-document')).toHaveTextContent(
      /FV\/2026\/11\/1\s*Faktura VAT\s*2026-11-02\s*1880,50\s*zł\s*432,52\s*zł\s*2313,02\s*zł/,
    );
    expect(within(detail).getByRole('link', { name: 'Pobierz PDF faktury FV/2026/11/1' })).toHaveAttribute(
      'href',
      '/api/admin/invoice-documents/7/pdf',
    );
    // The month's used hours (every surface's figure) beside the accepted time the amounts bill.
    expect(within(detail).getByTestId('invoicing-hours-used')).toHaveTextContent(
      'Wykorzystano 08:00 (w tym zaakceptowane 07:00, czeka na akceptację 01:00)',
    );
    expect(detail).toHaveTextContent('Czas zaakceptowany (rozliczany) 07:00');

    await u.click(within(first!).getByRole('button', { name: 'Zatwierdź: Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Zatwierdzić rozliczenie Acme za');
    expect(dialog).toHaveTextContent('raportów czasu nie będzie można zmienić');
    expect(api.to('/admin/invoicing/approve')).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zatwierdź' })).toBeEnabled());
    await u.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(api.to('/admin/invoicing/approve')).toHaveLength(1));
    expect(api.to('/admin/invoicing/approve')[0]!.body).toEqual({ month: lastMonth(), company_ids: [1] });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Zatwierdzono rozliczenia: 1' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('invoicing-row')[0]).toHaveTextContent(/Zatwierdzone\s*FV\/2026\/11\/1\s*FV 10\/2026/),
    );
    expect(screen.getByRole('link', { name: 'Eksport XLSX' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/export?month=${lastMonth()}&format=xlsx`,
    );
    expect(screen.getByRole('link', { name: 'Eksport CSV' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/export?month=${lastMonth()}&format=csv&dialect=pl`,
    );
    expect(screen.getByRole('link', { name: 'Eksport CSV (szczegóły)' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/export?month=${lastMonth()}&format=csv&detail=1&dialect=pl`,
    );
  });

  it('approves all drafts of the chosen month after confirmation (en)', async () => {
    await act(() => i18n.changeLanguage('en'));
    let approved = false;
    const api = fakeApi((call) => {
      if (call.url === '/admin/invoicing/approve') {
        approved = true;
        return { data: { data: MONTH_DATA('approved'), message: 'Invoices approved: 2' } };
      }
      if (call.url === '/admin/invoicing') return { data: { data: MONTH_DATA(approved ? 'approved' : 'draft') } };
      if (call.url === '/admin/invoicing/pending') return { data: { data: [] } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/invoicing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly invoicing' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('invoicing-row'))[0]).toHaveTextContent(/Acme\s*PLN 1,500.00.*PLN 1,880.50\s*Draft/);
    // jsdom types no month into a month input: the change event stands for the browser's picker.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() => expect(api.to('/admin/invoicing').at(-1)!.params).toEqual({ month: '2026-09' }));
    await u.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Approve 2 invoices for 2026-09?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled());
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.to('/admin/invoicing/approve')).toHaveLength(1));
    expect(api.to('/admin/invoicing/approve')[0]!.body).toEqual({ month: '2026-09' });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Invoices approved: 2' }));
    expect(await screen.findByRole('link', { name: 'Export CSV (detail)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/invoicing\/export\?month=\d{4}-\d{2}&format=csv&detail=1&dialect=en$/),
    );
  });

  it('lists the waiting reports in the approve dialog, moves one to the next month, then approves (pl)', async () => {
    let waiting = true;
    const report = {
      id: 77,
      company: { id: 1, tag: 'ACME', short_name: 'Acme' },
      ticket: { id: 65, fullid: 'ACME-65', subject: 'Serwer po godzinach' },
      agent: { id: 3, name: 'Anna Agent' },
      day: '2026-10-30',
      from_hour: '18:00',
      minutes: 195,
      kind: 'it',
      overtime: 50,
      outside_contract: false,
      arrival: false,
      description: 'Aktualizacja',
    };
    const api = fakeApi((call) => {
      if (call.url === '/admin/invoicing') return { data: { data: MONTH_DATA('draft') } };
      if (call.url === '/admin/invoicing/pending') return { data: { data: waiting ? [report] : [] } };
      if (call.url === '/admin/time-accept/move') {
        waiting = false;
        return { data: { data: { count: 1 }, message: 'Przeniesiono raporty czasu na następny miesiąc: 1' } };
      }
      if (call.url === '/admin/invoicing/approve')
        return { data: { data: MONTH_DATA('approved'), message: 'Zatwierdzono rozliczenia: 1' } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/invoicing');
    const [first] = await screen.findAllByTestId('invoicing-row');
    await u.click(within(first!).getByRole('button', { name: 'Zatwierdź: Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    const item = await within(dialog).findByTestId('pending-report');
    expect(dialog).toHaveTextContent('Raporty czasu czekające na akceptację: 1.');
    expect(item).toHaveTextContent(/ACME-65 — Serwer po godzinach.*2026-10-30 18:00 · 03:15 · Anna Agent.*IT.*Nadgodziny 50%/);
    expect(within(dialog).getByRole('button', { name: 'Zatwierdź' })).toBeDisabled();
    await u.click(within(item).getByRole('button', { name: 'Przenieś na następny miesiąc raport: 2026-10-30 · Anna Agent' }));
    await u.type(within(item).getByLabelText('Powód przeniesienia (opcjonalnie)'), 'Dokończone w listopadzie');
    await u.click(within(item).getByRole('button', { name: 'Przenieś na następny miesiąc' }));
    await waitFor(() => expect(api.to('/admin/time-accept/move')).toHaveLength(1));
    expect(api.to('/admin/time-accept/move')[0]!.body).toEqual({ ids: [77], reason: 'Dokończone w listopadzie' });
    await waitFor(() => expect(within(dialog).queryByTestId('pending-report')).toBeNull());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zatwierdź' })).toBeEnabled());
    await u.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(api.to('/admin/invoicing/approve')).toHaveLength(1));
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Zatwierdzono rozliczenia: 1' }));
  });

  it('reopens an approved month with a reason and shows the month history (en)', async () => {
    await act(() => i18n.changeLanguage('en'));
    let reopened = false;
    const history = [
      {
        id: 1,
        action: 'reopened',
        reason: 'Missing arrival',
        user: { id: 1, name: 'Adam Admin' },
        at: '2026-11-05T09:00:00.000Z',
        voided: { approved_at: '2026-11-02T08:00:00.000Z', approved_by: { id: 1, name: 'Adam Admin' }, amounts: AMOUNTS },
      },
    ];
    const api = fakeApi((call) => {
      if (call.url === '/admin/invoicing') return { data: { data: MONTH_DATA(reopened ? 'draft' : 'approved') } };
      if (call.url === '/admin/invoicing/1')
        return { data: { data: reopened ? { ...DETAIL, history } : { ...DETAIL, line: line(1, 'Acme', 'approved') } } };
      if (call.url === '/admin/invoicing/1/reopen') {
        if (!(call.body as { reason: string }).reason)
          return { status: 422, data: { message: 'x', errors: { reason: ['You must give a reason for reopening the month.'] } } };
        reopened = true;
        return { data: { data: { ...DETAIL, history }, message: 'The month 2026-10 was reopened: its invoicing is a draft again' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/invoicing');
    const [first] = await screen.findAllByTestId('invoicing-row');
    await u.click(within(first!).getByRole('button', { name: 'Details: Acme' }));
    const detail = await screen.findByTestId('invoicing-detail');
    await u.click(await within(detail).findByRole('button', { name: 'Reopen the month' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('You must give a reason for reopening the month.')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Reason for reopening/), 'Missing arrival');
    await u.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(api.to('/admin/invoicing/1/reopen')).toHaveLength(2));
    expect(api.to('/admin/invoicing/1/reopen')[1]!.body).toEqual({ month: lastMonth(), reason: 'Missing arrival' });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'The month 2026-10 was reopened: its invoicing is a draft again' }));
    expect(await within(detail).findByTestId('invoicing-history-entry')).toHaveTextContent(/Reopened .* by Adam Admin: Missing arrival/);
    expect(within(detail).getByTestId('invoicing-history-entry')).toHaveTextContent(
      /Voided approval of .* \(Adam Admin\), total PLN 1,880.50/,
    );
  });

  it('shows the empty state (en) and the error state with a retry (pl)', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeApi(() => ({ data: { data: { month: '2026-10', vat_rate: 23, lines: [], totals: ZERO } } }));
    const { unmount } = await renderRoute(routes, '/invoicing');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No companies to invoice in this month');
    unmount();
    await act(() => i18n.changeLanguage('pl'));
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/invoicing');
    expect(await screen.findByText(/Nie udało się wczytać danych\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('shows the loading state while the month is on its way', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi(() => ({ data: { data: MONTH_DATA('draft') }, after: held }));
    await renderRoute(routes, '/invoicing');
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    release();
    expect(await screen.findAllByTestId('invoicing-row')).toHaveLength(2);
  });
});
