import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, invalid, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import type { TimeAcceptItem } from '@helpdesk/shared/resources';
import { routes } from '../../../routes.tsx';

const admin = staffUser('admin', { roles: ['agent', 'admin'] });

const item = (id: number, change: Partial<TimeAcceptItem> = {}): TimeAcceptItem => ({
  id,
  agent: { id: 3, name: 'Artur Agent' },
  day: '2026-11-02',
  from_hour: '18:00',
  kind: 'it',
  minutes: 90,
  description: 'Serwer po godzinach',
  additional_works: false,
  overtime: 50,
  outside_contract: false,
  arrival: false,
  needs_accept: true,
  accepted_at: null,
  rejected_at: null,
  reject_reason: null,
  created_at: '2026-11-02T18:00:00.000Z',
  ticket: { id: 42, fullid: 'ACME-42', subject: 'Serwer nie działa' },
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  reasons: ['overtime'],
  previous: null,
  resubmitted_at: null,
  locked: false,
  ...change,
});

const CORRECTED = item(2, {
  minutes: 60,
  day: '2026-11-03',
  previous: {
    day: '2026-11-03',
    from_hour: '18:00',
    kind: 'it',
    minutes: 90,
    description: 'Serwer po godzinach',
    overtime: 50,
    outside_contract: false,
    arrival: false,
    reject_reason: 'Za długo',
  },
  resubmitted_at: '2026-11-04T08:00:00.000Z',
});
const LOCKED = item(3, { day: '2026-10-30', locked: true, reasons: ['arrival'], overtime: 0, arrival: true });

const lookups = (url: string) => {
  if (url === '/admin/lookups/agents') return { data: { data: [{ id: 3, name: 'Artur Agent' }] } };
  if (url === '/admin/lookups/companies') return { data: { data: [{ id: 1, name: 'Acme Sp. z o.o.', tag: 'ACME' }] } };
  return null;
};

describe('time-report acceptance (reports)', () => {
  const { toasts } = setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('lists the queue with reasons, changes and locks; rejects without a reason → the message, with one → done; accepts the selected', async () => {
    store.set(currentUserAtom, admin);
    let queue = [item(1), CORRECTED, LOCKED];
    const api = fakeApi((call) => {
      const lookup = lookups(call.url);
      if (lookup) return lookup;
      if (call.url === '/admin/time-accept') return { data: page(queue) };
      if (call.url === '/admin/time-accept/reject') {
        const body = call.body as { ids: number[]; reason?: string };
        if (!body.reason?.trim()) return invalid({ reason: ['Musisz podać powód odrzucenia.'] });
        queue = queue.filter((r) => !body.ids.includes(r.id));
        return { data: { data: { count: body.ids.length }, message: 'Raport czasu został odrzucony' } };
      }
      if (call.url === '/admin/time-accept/accept') {
        const body = call.body as { ids: number[] };
        queue = queue.filter((r) => !body.ids.includes(r.id));
        return { data: { data: { count: body.ids.length }, message: 'Raport czasu został zaakceptowany' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/time-accept');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akceptacja czasu' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('time-accept-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'ACME-42 — Serwer nie działa' })).toHaveAttribute('href', '/admin/ticket/show/42');
    expect(within(rows[0]!).getByText('Nadgodziny 50%')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('01:30')).toBeInTheDocument();
    // The corrected report says what changed and why it was rejected before.
    expect(within(rows[1]!).getByText('Poprawiony')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Czas: 01:30 → 01:00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Poprzedni powód odrzucenia: Za długo')).toBeInTheDocument();
    // A locked month offers no decision.
    expect(within(rows[2]!).getByText('Okres zamknięty')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Akceptuj/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('checkbox')).toBeNull();
    // The kit's light rows: plain cells, a native checkbox that the keyboard toggles.
    expect(rows[0]!.querySelector('.fui-TableCell')).toBeNull();
    within(rows[0]!).getByRole('checkbox', { name: 'Zaznacz raport z dnia 2026-11-02 (Artur Agent)' }).focus();
    await u.keyboard(' ');
    expect(screen.getByText('Zaznaczono: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' })).toHaveAttribute('aria-checked', 'mixed');
    await u.keyboard(' ');
    expect(screen.queryByText('Zaznaczono: 1')).toBeNull();

    // Reject without a reason: the server's message under the field, the dialog stays.
    await u.click(screen.getByRole('button', { name: 'Odrzuć raport z dnia 2026-11-02 (Artur Agent)' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(await within(dialog).findByText('Musisz podać powód odrzucenia.')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), 'Brak uzasadnienia nadgodzin');
    await u.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/admin/time-accept/reject').at(-1)!.body).toEqual({ ids: [1], reason: 'Brak uzasadnienia nadgodzin' });
    expect(toasts.map((x) => x.body)).toContain('Raport czasu został odrzucony');
    await waitFor(() => expect(screen.getAllByTestId('time-accept-row')).toHaveLength(2));

    // Select all decidable reports and accept them at once.
    await u.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' }));
    expect(screen.getByText('Zaznaczono: 1')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Akceptuj zaznaczone' }));
    await waitFor(() => expect(api.to('/admin/time-accept/accept')).toHaveLength(1));
    expect(api.to('/admin/time-accept/accept')[0]!.body).toEqual({ ids: [2] });
    await waitFor(() => expect(screen.getAllByTestId('time-accept-row')).toHaveLength(1));
  }, 60_000);

  it('filters by status, agent, company, reason and period (English)', async () => {
    store.set(currentUserAtom, admin);
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi(
      (call) =>
        lookups(call.url) ??
        (call.url === '/admin/time-accept'
          ? { data: page(call.params.status === 'rejected' ? [] : [item(1)]) }
          : { status: 404, data: {} }),
    );
    const u = userEvent.setup();
    await renderRoute(routes, '/time-accept');
    expect(await screen.findByRole('heading', { level: 1, name: 'Time acceptance' })).toBeInTheDocument();
    expect(await screen.findByText('Overtime 50%')).toBeInTheDocument();
    const [row] = screen.getAllByTestId('time-accept-row');
    expect(row!.querySelector('.fui-TableCell')).toBeNull();
    expect(within(row!).getByRole('button', { name: 'Accept the report of 2026-11-02 (Artur Agent)' })).toBeEnabled();
    expect(within(row!).getByText('Waiting')).toBeInTheDocument();
    expect(api.to('/admin/time-accept').at(-1)!.params).toEqual({ status: 'pending', page: 1, per_page: 20 });
    await u.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), '3');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Company' }), '1');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'outside-contract');
    await u.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(api.to('/admin/time-accept').at(-1)!.params).toEqual({
        status: 'pending',
        agent_id: 3,
        company_id: 1,
        reason: 'outside-contract',
        from: '2026-11-01',
        page: 1,
        per_page: 20,
      }),
    );
    await u.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('No time reports for the selected filters')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.to('/admin/time-accept').at(-1)!.params).toEqual({ status: 'pending', page: 1, per_page: 20 }));
  }, 60_000);

  it('its company selector is the company filter of the address: shown as chosen, and a choice goes into the address', async () => {
    store.set(currentUserAtom, admin);
    const api = fakeApi(
      (call) => lookups(call.url) ?? (call.url === '/admin/time-accept' ? { data: page([item(1)]) } : { status: 404, data: {} }),
    );
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/time-accept?company=1');
    expect(await screen.findByText('Nadgodziny 50%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Firma' })).toHaveValue('1'));
    expect(api.to('/admin/time-accept').at(-1)!.params).toMatchObject({ company_id: 1 });
    await u.selectOptions(screen.getByRole('combobox', { name: 'Firma' }), '');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('company')).toBeNull());
    expect(router.state.location.state).toEqual({ chosenCompany: 'all' });
    await waitFor(() => expect(api.to('/admin/time-accept').at(-1)!.params).not.toHaveProperty('company_id'));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Firma' }), '1');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('company')).toBe('1'));
  }, 60_000);

  it('shows the empty queue', async () => {
    store.set(currentUserAtom, admin);
    fakeApi((call) => lookups(call.url) ?? { data: page([]) });
    await renderRoute(routes, '/time-accept');
    expect(await screen.findByText('Brak raportów czasu do akceptacji')).toBeInTheDocument();
  });

  it('shows the error with a retry when the queue cannot be loaded', async () => {
    store.set(currentUserAtom, admin);
    fakeApi((call) => lookups(call.url) ?? { status: 500, data: { message: 'Błąd serwera' } });
    await renderRoute(routes, '/time-accept');
    expect(await screen.findByText(/Nie udało się wczytać raportów czasu\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('a manager opening time acceptance lands on /error', async () => {
    store.set(currentUserAtom, staffUser('manager', { roles: ['agent', 'manager'] }));
    fakeApi(() => ({ data: page([]) }));
    const { router } = await renderRoute(routes, '/time-accept');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('pages through the whole queue with the server’s pagination and its total (Polish and English)', async () => {
    store.set(currentUserAtom, admin);
    const api = fakeApi((call) => {
      const found = lookups(call.url);
      if (found) return found;
      if (call.url !== '/admin/time-accept') return { status: 404, data: {} };
      const current = Number(call.params.page);
      return { data: page([item(current * 100)], { current_page: current, last_page: 27, total: 530, per_page: 20 }) };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/time-accept');
    expect(await screen.findByTestId('time-accept-row')).toHaveAttribute('data-report', '100');
    expect(screen.getByText('Strona 1 z 27')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(screen.getByTestId('time-accept-row')).toHaveAttribute('data-report', '200'));
    expect(api.to('/admin/time-accept').at(-1)!.params).toMatchObject({ status: 'pending', page: 2, per_page: 20 });
    // A new filter starts again from the first page.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), '3');
    await waitFor(() => expect(api.to('/admin/time-accept').at(-1)!.params).toMatchObject({ agent_id: 3, page: 1 }));
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Page 1 of 27')).toBeInTheDocument();
  }, 60_000);
});
