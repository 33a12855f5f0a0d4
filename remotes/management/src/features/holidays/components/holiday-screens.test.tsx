import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import type { Holiday } from '@helpdesk/shared/resources';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const HOLIDAYS: Holiday[] = [
  { id: 1, name: 'Nowy Rok', date: '2030-01-01' },
  { id: 2, name: 'Święto Pracy', date: '2030-05-01' },
];

describe('holidays', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin', { id: 1, firstname: 'Adam', lastname: 'Administrator' })));

  it('lists the chosen year with weekdays and deletes one after confirming, in Polish', async () => {
    let rows = [...HOLIDAYS];
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.url === '/admin/holiday') return { data: { data: rows, year: call.params.year } };
      if (call.method === 'DELETE' && call.url === '/admin/holiday/2') {
        rows = rows.filter((h) => h.id !== 2);
        return { data: { message: 'Święto zostało usunięte' } };
      }
      return { status: 404, data: {} };
    });
    await renderRoute(routes, '/holiday?year=2030');
    const table = await screen.findByRole('table', { name: 'Dni wolne' });
    expect(api.calls[0]!.params).toEqual({ year: 2030 });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('2030-01-01');
    expect(first).toHaveTextContent('wtorek');
    expect(within(first).getByRole('link', { name: 'Nowy Rok' })).toHaveAttribute('href', '/admin/holiday/edit/1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Usuń: Święto Pracy' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByText('Święto Pracy')).not.toBeInTheDocument());
    expect(toasts.at(-1)).toMatchObject({ intent: 'success', body: 'Święto zostało usunięte' });
  });

  it('shows the empty state of a year without holidays', async () => {
    fakeApi(() => ({ data: { data: [], year: 2031 } }));
    await renderRoute(routes, '/holiday?year=2031');
    expect(await screen.findByText('Brak dni wolnych w roku 2031.')).toBeInTheDocument();
  });

  it('sent empty, the name and the date each say the field is required (pl)', async () => {
    const api = fakeApi(() => ({ status: 404, data: {} }));
    await renderRoute(routes, '/holiday/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy dzień wolny' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2));
    expect(screen.queryByText(/poprawną datą/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("adds a holiday and shows the server's field error for a taken day under the date, in English", async () => {
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.method === 'POST' && call.url === '/admin/holiday') {
        const body = call.body as { date: string };
        if (body.date === '2030-01-01')
          return {
            status: 422,
            data: { message: 'There is already a holiday on this day', errors: { date: ['There is already a holiday on this day'] } },
          };
        return { status: 201, data: { data: { id: 9, ...body }, message: 'Holiday added' } };
      }
      if (call.url === '/admin/holiday') return { data: { data: HOLIDAYS, year: 2030 } };
      return { status: 404, data: {} };
    });
    const view = await renderRoute(routes, '/holiday/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New holiday' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Founders day');
    const date = document.querySelector('input[name="date"]') as HTMLInputElement;
    await user.type(date, '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('There is already a holiday on this day')).toBeInTheDocument();
    expect(date.value).toBe('2030-01-01');
    await user.clear(date);
    await user.type(date, '2030-03-04');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/holiday'));
    expect(view.router.state.location.search).toBe('?year=2030');
    expect(api.calls.find((c) => c.method === 'POST' && (c.body as { date: string }).date === '2030-03-04')!.body).toEqual({
      name: 'Founders day',
      date: '2030-03-04',
    });
    expect(toasts.at(-1)).toMatchObject({ intent: 'success', body: 'Holiday added' });
  });
});
