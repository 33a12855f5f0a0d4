import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { COMPETENCY_AREAS } from '@helpdesk/shared/enums';
import { routes } from '../../../routes.tsx';

const levels = (overrides: Record<string, number> = {}) => Object.fromEntries(COMPETENCY_AREAS.map((a) => [a, overrides[a] ?? 0]));
const MATRIX = [
  { agent: { id: 7, name: 'Artur Agent' }, levels: levels({ fortigate: 1, linux: 3 }), editable: true },
  { agent: { id: 8, name: 'Marta Menedżer' }, levels: levels({ fortigate: 3 }), editable: false },
];

describe('competency matrix (management)', () => {
  const { toasts } = setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('an agent changes its own level and is told "Zmieniono pomyślnie!"; other rows are read-only with heat colours', async () => {
    store.set(currentUserAtom, staffUser('agent', { id: 7 }));
    const api = fakeApi((call) => {
      if (call.url === '/admin/competencies' && call.method === 'GET') return { data: { data: MATRIX } };
      if (call.url === '/admin/competencies/7' && call.method === 'PUT')
        return { data: { data: MATRIX[0], message: 'Zmieniono pomyślnie!' } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/competencies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Macierz kompetencji' })).toBeInTheDocument();
    const own = await screen.findByRole('combobox', { name: 'Artur Agent — FortiGate' });
    expect(own).toHaveValue('1');
    // Someone else's row: a level to read, no control to change it.
    expect(screen.queryByRole('combobox', { name: 'Marta Menedżer — FortiGate' })).toBeNull();
    const other = screen.getByLabelText('Marta Menedżer — FortiGate: 3 (ekspert)');
    expect(other).toHaveAttribute('data-level', '3');
    expect(other.style.background).not.toBe(screen.getByLabelText('Marta Menedżer — Linux: 0 (brak)').style.background);
    expect(screen.getByRole('columnheader', { name: 'Cyberbezpieczeństwo' })).toBeInTheDocument();

    await u.selectOptions(own, '2');
    await waitFor(() => expect(api.to('/admin/competencies/7', 'PUT')).toHaveLength(1));
    expect(api.to('/admin/competencies/7', 'PUT')[0]!.body).toEqual({ area: 'fortigate', level: 2 });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Zmieniono pomyślnie!' })));
  });

  it('filters "who knows FortiGate at 2 or more", sorts by an area and narrows by name (English)', async () => {
    store.set(currentUserAtom, staffUser('manager', { id: 8 }));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url !== '/admin/competencies') return { status: 404, data: {} };
      const strong = call.params.area === 'fortigate';
      return { data: { data: strong ? [{ ...MATRIX[1]!, editable: true }] : MATRIX.map((r) => ({ ...r, editable: true })) } };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/competencies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Competency matrix' })).toBeInTheDocument();
    // A manager edits every row.
    expect(await screen.findByRole('combobox', { name: 'Artur Agent — Linux' })).toHaveValue('3');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'fortigate');
    await waitFor(() => expect(api.to('/admin/competencies').at(-1)!.params).toEqual({ area: 'fortigate', min_level: 2, sort: 'name' }));
    await waitFor(() => expect(screen.getAllByTestId('competency-row')).toHaveLength(1));
    expect(within(screen.getByTestId('competency-matrix')).getByText(/Marta Menedżer/)).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'fortigate');
    await waitFor(() => expect(api.to('/admin/competencies').at(-1)!.params).toMatchObject({ sort: 'fortigate' }));
    await u.type(screen.getByRole('textbox', { name: 'Search agents' }), 'zzz');
    expect(await screen.findByText('Nobody matches these conditions.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.to('/admin/competencies').at(-1)!.params).toEqual({ sort: 'name' }));
  }, 60_000);

  it('shows the error with a retry when the matrix cannot be loaded', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/competencies');
    expect(await screen.findByText(/Nie udało się wczytać macierzy kompetencji\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });
});
