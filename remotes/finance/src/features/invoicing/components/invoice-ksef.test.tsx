import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';
import { lastMonth } from '../api/invoicing.ts';

const AMOUNTS = { package: 150_000, overtime: 0, extra_visits: 0, total: 150_000 };
const LINE = {
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  month: '2026-10',
  status: 'approved',
  amounts: AMOUNTS,
  notes: null,
  approved_at: '2026-11-02T08:00:00.000Z',
  approved_by: { id: 1, name: 'Adam Admin' },
  exported_at: null,
};
const kinds = Object.fromEntries(
  ['it', 'admin', 'developer', 'specialist'].map((k) => [
    k,
    { reported_minutes: 0, charged_minutes: 0, package_minutes: null, over_minutes: 0 },
  ]),
);
const DOCUMENT = {
  id: 7,
  kind: 'VAT',
  number: 'FV/2026/10/1',
  month: '2026-10',
  issue_date: '2026-11-02',
  due_date: '2026-11-16',
  net: 150_000,
  vat: 34_500,
  gross: 184_500,
  corrects_number: null,
};
const DETAIL = {
  line: LINE,
  figures: {
    month: '2026-10',
    pricing_id: 21,
    package_minutes: 300,
    reported_minutes: 0,
    charged_minutes: 0,
    over_minutes: 0,
    outside_contract_minutes: 0,
    per_kind: kinds,
    arrivals: { used: 0, package: 0, extra: 0 },
    amounts: AMOUNTS,
    reports: [],
  },
  hours_used: { package: 300, used: 0, accepted: 0, pending: 0, left: 300, percent: 0, level: 'ok' },
  history: [] as unknown[],
  documents: [DOCUMENT],
};

describe('invoicing screen: KSeF', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin')));
  afterEach(() => store.set(currentUserAtom, null));

  it('offers the FA(3) file per invoice and the month’s ZIP, and sends an invoice to KSeF with the answer as a toast', async () => {
    let verdict: 'accepted' | 'rejected' = 'accepted';
    const api = fakeApi((call) => {
      if (call.url === '/admin/invoicing') {
        return { data: { data: { month: '2026-10', vat_rate: 23, lines: [LINE], totals: AMOUNTS } } };
      }
      if (call.url === '/admin/invoicing/1') return { data: { data: DETAIL } };
      if (call.url === '/admin/invoice-documents/7/ksef') {
        return verdict === 'accepted'
          ? {
              data: {
                data: { status: 'accepted', ksef_number: '5260250274-20261102-0A1B2C-3D4E5F-9C' },
                message: 'KSeF przyjął fakturę, numer KSeF: 5260250274-20261102-0A1B2C-3D4E5F-9C',
              },
            }
          : { data: { data: { status: 'rejected', ksef_number: null }, message: 'KSeF odrzucił fakturę: 450' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/invoicing');
    const [row] = await screen.findAllByTestId('invoicing-row');
    expect(screen.getByRole('link', { name: 'Pliki KSeF (FA(3), ZIP)' })).toHaveAttribute(
      'href',
      `/api/admin/invoicing/ksef.zip?month=${lastMonth()}`,
    );
    await u.click(within(row!).getByRole('button', { name: 'Szczegóły: Acme' }));
    const document = await screen.findByTestId('invoice-document');
    expect(within(document).getByRole('link', { name: 'Pobierz plik FA(3) (KSeF) faktury FV/2026/10/1' })).toHaveAttribute(
      'href',
      '/api/admin/invoice-documents/7/xml',
    );
    await u.click(within(document).getByRole('button', { name: 'Wyślij fakturę FV/2026/10/1 do KSeF' }));
    await waitFor(() => expect(api.to('/admin/invoice-documents/7/ksef')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ intent: 'success', body: expect.stringContaining('numer KSeF: 5260250274-20261102') }),
      ),
    );
    verdict = 'rejected';
    await u.click(within(document).getByRole('button', { name: 'Wyślij fakturę FV/2026/10/1 do KSeF' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'warning', body: 'KSeF odrzucił fakturę: 450' })));
  });
});
