import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

jest.setTimeout(30_000);

const modules = [{ id: 4, name: 'Rozwiązane', shortcut: 'rozwiazane' }];

describe('macro screens', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin', { id: 1, firstname: 'Adam', lastname: 'Administrator' })));

  it('builds the ordered actions (add, pick a kind, move, remove) and sends them as the server expects', async () => {
    const api = fakeApi((call) => {
      if (call.url === '/admin/text-modules') return { data: { data: modules } };
      if (call.url === '/admin/lookups/agents') return { data: { data: [] } };
      if (call.method === 'POST' && call.url === '/admin/macros')
        return { status: 201, data: { data: { id: 9 }, message: 'Makro zostało dodane' } };
      if (call.url === '/admin/macros')
        return { data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, links: {} } };
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/macros/create');
    await user.type(await screen.findByLabelText(/^Nazwa/), 'Zamknij');
    // The first row starts as "set status"; a second row answers with a module; the answer moves first.
    await user.selectOptions(screen.getByLabelText(/^Nowy status/), 'resolved');
    await user.click(screen.getByRole('button', { name: 'Dodaj akcję' }));
    await user.selectOptions(screen.getByLabelText('Akcja 2'), 'answer_with_text_module');
    await screen.findByRole('option', { name: 'Rozwiązane (::rozwiazane)' });
    await user.selectOptions(screen.getByLabelText(/^Moduł tekstowy/), '4');
    await user.click(screen.getByRole('button', { name: 'Przesuń akcję 2 w górę' }));
    expect(screen.getByLabelText('Akcja 1')).toHaveValue('answer_with_text_module');
    // A third one added and taken away again.
    await user.click(screen.getByRole('button', { name: 'Dodaj akcję' }));
    expect(screen.getAllByTestId('macro-action')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Usuń akcję 3' }));
    expect(screen.getAllByTestId('macro-action')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/macros'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Zamknij',
      description: '',
      actions: [
        { action: 'answer_with_text_module', text_module_id: 4 },
        { action: 'set_status', status: 'resolved' },
      ],
      active: true,
    });
  });

  it('puts the server’s 422 for an action under that action’s field, keeping what was typed', async () => {
    fakeApi((call) => {
      if (call.method === 'POST' && call.url === '/admin/macros')
        return {
          status: 422,
          data: {
            message: 'Wybrana osoba nie jest agentem',
            errors: { 'actions.0.email': ['Firma zgłoszenia nie ma klienta o adresie x@y.pl'] },
          },
        };
      return { data: { data: [] } };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/macros/create');
    await user.type(await screen.findByLabelText(/^Nazwa/), 'CC');
    await user.selectOptions(screen.getByLabelText('Akcja 1'), 'add_cc');
    await user.type(screen.getByLabelText(/^E-mail osoby powiązanej/), 'x@y.pl');
    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    const row = screen.getByTestId('macro-action');
    expect(await within(row).findByText('Firma zgłoszenia nie ma klienta o adresie x@y.pl')).toBeInTheDocument();
    expect(within(row).getByLabelText(/^E-mail osoby powiązanej/)).toHaveValue('x@y.pl');
  });
});
