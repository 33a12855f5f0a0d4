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
        kind: 'it',
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
      /2026-10-03.*#42.*it \+50%.*dodatkowa wizyta.*01:40.*02:00.*02:00.*530,50\s*zł/,
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
    await u.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(api.to('/admin/invoicing/approve')).toHaveLength(1));
    expect(api.to('/admin/invoicing/approve')[0]!.body).toEqual({ month: lastMonth(), company_ids: [1] });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Zatwierdzono rozliczenia: 1' }));
    await waitFor(() => expect(screen.getAllByTestId('invoicing-row')[0]).toHaveTextContent(/Zatwierdzone\s*FV 10\/2026/));
    expect(screen.getByRole('link', { name: 'Eksport XLSX' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/export?month=${lastMonth()}&format=xlsx`,
    );
    expect(screen.getByRole('link', { name: 'Eksport CSV' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/export?month=${lastMonth()}&format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Eksport CSV (szczegóły)' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/export?month=${lastMonth()}&format=csv&detail=1`,
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
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.to('/admin/invoicing/approve')).toHaveLength(1));
    expect(api.to('/admin/invoicing/approve')[0]!.body).toEqual({ month: '2026-09' });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Invoices approved: 2' }));
    expect(await screen.findByRole('link', { name: 'Export CSV (detail)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/invoicing\/export\?month=\d{4}-\d{2}&format=csv&detail=1$/),
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
