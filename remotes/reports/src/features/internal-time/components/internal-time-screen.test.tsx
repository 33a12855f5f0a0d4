import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, invalid, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import type { InternalTime } from '@helpdesk/shared/resources';
import { routes } from '../../../routes.tsx';

const entry = (id: number, change: Partial<InternalTime> = {}): InternalTime => ({
  id,
  agent: { id: 3, name: 'Artur Agent' },
  day: '2026-11-02',
  from_hour: '09:00',
  minutes: 60,
  category: 'meeting',
  description: 'Odprawa zespołu',
  created_at: '2026-11-02T09:00:00.000Z',
  ...change,
});

describe('internal time (reports)', () => {
  const { toasts } = setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('an agent lists its month with the total, adds (server messages under the fields), edits and deletes', async () => {
    store.set(currentUserAtom, staffUser('agent', { id: 3 }));
    let entries = [entry(1), entry(2, { day: '2026-11-03', minutes: 30, category: 'learning', description: '' })];
    const api = fakeApi((call) => {
      if (call.url === '/admin/internal-time' && call.method === 'GET')
        return { data: { ...page(entries), summary: { minutes: entries.reduce((s, e) => s + e.minutes, 0) } } };
      if (call.url === '/admin/internal-time' && call.method === 'POST') {
        const body = call.body as { description: string; minutes: number };
        if (body.minutes > 1440) return invalid({ minutes: ['Wartość musi być mniejsza lub równa 1440'] });
        const created = entry(9, { ...(call.body as object), day: '2026-11-04' });
        entries = [...entries, created];
        return { status: 201, data: { data: created, message: 'Czas wewnętrzny został dodany' } };
      }
      if (call.url === '/admin/internal-time/1' && call.method === 'PUT') {
        entries = entries.map((e) => (e.id === 1 ? { ...e, ...(call.body as object) } : e));
        return { data: { data: entries[0], message: 'Czas wewnętrzny został zaktualizowany' } };
      }
      if (call.url === '/admin/internal-time/2' && call.method === 'DELETE') {
        entries = entries.filter((e) => e.id !== 2);
        return { data: { message: 'Czas wewnętrzny został usunięty' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/internal-time');
    expect(await screen.findByRole('heading', { level: 1, name: 'Czasy wewnętrzne' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('internal-time-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Spotkanie')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nauka')).toBeInTheDocument();
    expect(screen.getByTestId('internal-time-total')).toHaveTextContent('Razem: 01:30');
    // The month's range; an agent has no agent filter.
    const params = api.to('/admin/internal-time', 'GET').at(-1)!.params as { from: string; to: string };
    expect(params.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Dodaj czas wewnętrzny' }));
    let dialog = await screen.findByRole('dialog');
    const minutes = within(dialog).getByRole('spinbutton', { name: /Czas \(minuty\)/ });
    await u.clear(minutes);
    await u.type(minutes, '2000');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: /Kategoria/ }), 'offers');
    await u.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(/1440/)).toBeInTheDocument();
    await u.clear(minutes);
    await u.type(minutes, '45');
    await u.type(within(dialog).getByRole('textbox', { name: /Opis/ }), 'Oferta dla klienta');
    await u.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/admin/internal-time', 'POST').at(-1)!.body).toMatchObject({
      minutes: 45,
      category: 'offers',
      description: 'Oferta dla klienta',
      from_hour: '08:00',
    });
    expect(toasts.map((x) => x.body)).toContain('Czas wewnętrzny został dodany');
    await waitFor(() => expect(screen.getAllByTestId('internal-time-row')).toHaveLength(3));

    await u.click(screen.getByRole('button', { name: 'Edytuj wpis z dnia 2026-11-02' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Opis/ })).toHaveValue('Odprawa zespołu');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: /Kategoria/ }), 'fix-mistakes');
    await u.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.to('/admin/internal-time/1', 'PUT')).toHaveLength(1));
    expect(api.to('/admin/internal-time/1', 'PUT')[0]!.body).toMatchObject({ category: 'fix-mistakes', minutes: 60, day: '2026-11-02' });
    await waitFor(() => expect(within(screen.getAllByTestId('internal-time-row')[0]!).getByText('Poprawa błędów')).toBeInTheDocument());

    // The rows are the kit's light rows: plain cells; one delete confirmation for the table, the focus back on cancel.
    expect(screen.getAllByTestId('internal-time-row')[0]!.querySelector('.fui-TableCell')).toBeNull();
    const deleteButton = screen.getByRole('button', { name: 'Usuń wpis z dnia 2026-11-03' });
    await u.click(deleteButton);
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();
    expect(api.to('/admin/internal-time/2', 'DELETE')).toHaveLength(0);
    await u.click(deleteButton);
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Usuń|Tak|Potwierdź/ }));
    await waitFor(() => expect(api.to('/admin/internal-time/2', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('internal-time-row')).toHaveLength(2));
  }, 60_000);

  it('a manager filters by agent and logs time for an agent (English)', async () => {
    store.set(currentUserAtom, staffUser('manager', { roles: ['agent', 'manager'] }));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: [{ id: 3, name: 'Artur Agent' }] } };
      if (call.url === '/admin/internal-time' && call.method === 'GET')
        return { data: { ...page([entry(1)]), summary: { minutes: entry(1).minutes } } };
      if (call.url === '/admin/internal-time' && call.method === 'POST')
        return { status: 201, data: { data: entry(5), message: 'Internal time added' } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/internal-time');
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal times' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('internal-time-row');
    expect(within(row!).getByText('Meeting')).toBeInTheDocument();
    expect(within(row!).getByText('Artur Agent')).toBeInTheDocument();
    expect(row!.querySelector('.fui-TableCell')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Agent' })).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Agent' }), '3');
    await waitFor(() => expect(api.to('/admin/internal-time', 'GET').at(-1)!.params).toMatchObject({ agent_id: 3 }));

    await u.click(screen.getByRole('button', { name: 'Add internal time' }));
    const dialog = await screen.findByRole('dialog');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: /Agent/ }), '3');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('/admin/internal-time', 'POST')).toHaveLength(1));
    expect(api.to('/admin/internal-time', 'POST')[0]!.body).toMatchObject({ agent_id: 3, category: 'meeting', minutes: 60 });
  }, 60_000);

  it('shows the empty month and lets the agent add from there', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    fakeApi(() => ({ data: { ...page([]), summary: { minutes: 0 } } }));
    const u = userEvent.setup();
    await renderRoute(routes, '/internal-time');
    expect(await screen.findByText('Brak czasu wewnętrznego w tym miesiącu')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Dodaj czas wewnętrzny' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the error with a retry when the entries cannot be loaded', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/internal-time');
    expect(await screen.findByText(/Nie udało się wczytać czasu wewnętrznego\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('pages through the month with the server’s pagination; the total is the whole month’s (Polish and English)', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    const api = fakeApi((call) => {
      const current = Number(call.params.page);
      return {
        data: { ...page([entry(current)], { current_page: current, last_page: 3, total: 45, per_page: 20 }), summary: { minutes: 2700 } },
      };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/internal-time');
    expect(await screen.findAllByTestId('internal-time-row')).toHaveLength(1);
    expect(screen.getByTestId('internal-time-total')).toHaveTextContent('Razem: 45:00');
    expect(screen.getByText('Strona 1 z 3')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(api.to('/admin/internal-time', 'GET').at(-1)!.params).toMatchObject({ page: 2, per_page: 20 }));
    expect(await screen.findByText('Strona 2 z 3')).toBeInTheDocument();
    // Another category starts again from the first page.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Kategoria' }), 'learning');
    await waitFor(() => expect(api.to('/admin/internal-time', 'GET').at(-1)!.params).toMatchObject({ category: 'learning', page: 1 }));
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('internal-time-total')).toHaveTextContent('Total: 45:00');
  }, 60_000);
});
