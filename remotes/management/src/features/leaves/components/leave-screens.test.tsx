import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import type { Leave } from '@helpdesk/shared/resources';
import { fakeApi, renderRoute, setUpScreenTests, staffUser, type FakeCall } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const agent = staffUser('agent', { id: 3, firstname: 'Artur', lastname: 'Agent' });
const manager = staffUser('manager', { id: 2, firstname: 'Marta', lastname: 'Menedżer' });

const leave = (
  id: number,
  who: { id: number; name: string },
  start: string,
  end: string,
  type: Leave['type'],
  accepted: boolean,
): Leave => ({
  id,
  agent: who,
  start,
  end,
  type,
  description: null,
  accepted_at: accepted ? '2030-01-02T10:00:00.000Z' : null,
  accepted_by: accepted ? { id: 2, name: 'Marta Menedżer' } : null,
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
});
const ARTUR = { id: 3, name: 'Artur Agent' };
const MARTA = { id: 2, name: 'Marta Menedżer' };
const LEAVES = [leave(10, ARTUR, '2030-03-11', '2030-03-13', 'free', false), leave(11, MARTA, '2030-03-18', '2030-03-18', 'health', true)];

const range = (call: FakeCall) =>
  call.method === 'GET' && call.url === '/admin/leave'
    ? { data: { data: LEAVES, holidays: [{ date: '2030-03-20', name: 'Dzień testowy' }] } }
    : undefined;

describe('leaves calendar', () => {
  const { toasts } = setUpScreenTests();

  it('lists the leaves as cards below the mobile breakpoint, each with its dates, state and "open" (issue #37)', async () => {
    store.set(currentUserAtom, manager);
    // A phone's matchMedia, matching the mobile query (jsdom has none).
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      fakeApi((call) => range(call) ?? { status: 404, data: {} });
      await renderRoute(routes, '/leave?date=2030-03-15');
      const list = await screen.findByRole('list', { name: 'Urlopy w widocznym okresie' });
      expect(screen.queryByRole('table', { name: 'Urlopy w widocznym okresie' })).not.toBeInTheDocument();
      const cards = await within(list).findAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Artur Agent');
      expect(cards[0]).toHaveTextContent('Od 2030-03-11 · Do 2030-03-13');
      expect(cards[0]).toHaveTextContent('do akceptacji');
      await userEvent.click(within(cards[0]!).getByRole('button', { name: /Otwórz$/ }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it("shows the month's leaves in their colours with weekends and holidays greyed; an agent edits its own and only views a colleague's, in Polish", async () => {
    store.set(currentUserAtom, agent);
    const api = fakeApi((call) => range(call) ?? { status: 404, data: {} });
    await renderRoute(routes, '/leave?date=2030-03-15');
    expect(await screen.findByRole('heading', { level: 1, name: 'Urlopy' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/admin/leave')).toBe(true));
    // Whole calendar days: the month grid of March 2030 (Monday first) runs from Monday 25 February to Sunday 31 March.
    expect(api.calls.find((c) => c.url === '/admin/leave')!.params).toEqual({ from: '2030-02-25', to: '2030-03-31' });
    expect(screen.getByTestId('leave-period')).toHaveTextContent(/marzec 2030/i);

    const calendar = screen.getByTestId('leave-calendar');
    const event = await within(calendar).findByText('Artur Agent — Urlop wypoczynkowy (do akceptacji)');
    expect(event.closest('.fc-event')).toHaveStyle({ backgroundColor: '#107c10' });
    expect(within(calendar).getByText('Marta Menedżer — Zwolnienie (L4)').closest('.fc-event')).toHaveStyle({ backgroundColor: '#c50f1f' });
    expect(within(calendar).getByText('Dzień testowy')).toBeInTheDocument();
    const cell = (day: string) => calendar.querySelector(`td[data-date="${day}"]`)!;
    const greyClass = [...cell('2030-03-16').classList].find((c) => !c.startsWith('fc'))!;
    expect(greyClass).toBeTruthy();
    expect(cell('2030-03-20')).toHaveClass(greyClass);
    expect(cell('2030-03-19')).not.toHaveClass(greyClass);

    const user = userEvent.setup();
    const list = screen.getByRole('table', { name: 'Urlopy w widocznym okresie' });
    await user.click(within(list).getByRole('button', { name: /^Marta Menedżer — Zwolnienie/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('zaakceptowany')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Akceptuj' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(list).getByRole('button', { name: /^Artur Agent — Urlop wypoczynkowy/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Usuń' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Akceptuj' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Agent/ })).not.toBeInTheDocument();
    // An end before the start is refused before anything is sent.
    const end = dialog.querySelector('input[name="end"]') as HTMLInputElement;
    await user.clear(end);
    await user.type(end, '2030-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Data końca nie może być wcześniejsza niż data początku')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(toasts).toHaveLength(0);
  });

  it('lets a manager accept a pending leave and add one from a day of the calendar, in English', async () => {
    store.set(currentUserAtom, manager);
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.method === 'POST' && call.url === '/admin/leave/10/accept')
        return { data: { data: { ...LEAVES[0]!, accepted_at: '2030-03-01T10:00:00.000Z' }, message: 'Leave accepted' } };
      if (call.method === 'POST' && call.url === '/admin/leave')
        return { status: 201, data: { data: leave(12, ARTUR, '2030-03-19', '2030-03-19', 'remote', false), message: 'Leave added' } };
      if (call.url === '/admin/lookups/agents')
        return {
          data: {
            data: [
              { id: 2, name: 'Marta Menedżer', agent_type: 'support', on_leave: false },
              { id: 3, name: 'Artur Agent', agent_type: 'support', on_leave: false },
            ],
          },
        };
      return range(call) ?? { status: 404, data: {} };
    });
    await renderRoute(routes, '/leave?date=2030-03-15&view=week');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaves' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((c) => c.url === '/admin/leave')?.params).toEqual({ from: '2030-03-11', to: '2030-03-17' }));
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('table', { name: 'Leaves in the visible period' })).getByRole('button', {
        name: /^Artur Agent — Annual leave \(awaiting acceptance\)/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url === '/admin/leave/10/accept')).toBe(true));
    expect(toasts.at(-1)).toMatchObject({ intent: 'success', body: 'Leave accepted' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // "Add" opens the modal on the shown day; the manager picks whose leave it is.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ from: '2030-03-18', to: '2030-03-24' }));
    await user.click(screen.getByRole('button', { name: 'Add a leave' }));
    const add = await screen.findByRole('dialog');
    expect(within(add).getByRole('heading', { name: 'New leave' })).toBeInTheDocument();
    expect((add.querySelector('input[name="start"]') as HTMLInputElement).value).toBe('2030-03-18');
    const start = add.querySelector('input[name="start"]') as HTMLInputElement;
    const end = add.querySelector('input[name="end"]') as HTMLInputElement;
    await user.clear(start);
    await user.type(start, '2030-03-19');
    await user.clear(end);
    await user.type(end, '2030-03-19');
    await waitFor(() => expect(within(add).getByRole('combobox', { name: /Agent/ })).toHaveTextContent('Artur Agent'));
    await user.selectOptions(within(add).getByRole('combobox', { name: /Agent/ }), '3');
    await user.selectOptions(within(add).getByRole('combobox', { name: /Type/ }), 'remote');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url === '/admin/leave')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST' && c.url === '/admin/leave')!.body).toEqual({
      start: '2030-03-19',
      end: '2030-03-19',
      type: 'remote',
      description: '',
      agent_id: 3,
    });
    expect(toasts.at(-1)).toMatchObject({ body: 'Leave added' });
  });

  it('shows the error state with a retry when the leaves cannot be loaded', async () => {
    store.set(currentUserAtom, agent);
    let fail = true;
    const api = fakeApi((call) => (fail ? { status: 500, data: { message: 'Błąd serwera' } } : (range(call) ?? { status: 404, data: {} })));
    await renderRoute(routes, '/leave?date=2030-03-15');
    expect(await screen.findByRole('alert')).toHaveTextContent('Błąd serwera');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await within(screen.getByTestId('leave-calendar')).findByText(/^Artur Agent — Urlop wypoczynkowy/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === '/admin/leave').length).toBeGreaterThan(1);
  });
});
