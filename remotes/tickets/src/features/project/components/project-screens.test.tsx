import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFilterAtom, i18n, store } from '@helpdesk/shared';
import { renderRoute, fakeApi, invalid, setUpScreenTests, expectRefusedField } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const PROJECT = {
  id: 3,
  name: 'Wdrożenie VPN',
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  manager: { id: 2, name: 'Marta Menedżer' },
  deadline: '2027-03-31',
  hours: 2,
  description: 'Nowy VPN',
  state: 'in-progress',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  finished_at: null,
  deleted_at: null,
  tickets_count: 1,
  time: { total_minutes: 120, charged_minutes: 180, budget_minutes: 120, remaining_minutes: -60, used_percent: 150 },
};
const page = (data: unknown[]) => ({
  data,
  links: {},
  meta: {
    current_page: 1,
    last_page: 1,
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
    per_page: 20,
    path: '',
  },
});
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('projects', () => {
  let api: ReturnType<typeof fakeApi>;
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(companyFilterAtom, 'all'));

  it('lists with state and budget use; deletes after confirmation and restores from the deleted view', async () => {
    let deleted = false;
    api = fakeApi((call) => {
      if (call.url === '/admin/project') {
        const trashed = call.params.filter === 'trashed';
        return { data: page(deleted === trashed ? [{ ...PROJECT, deleted_at: deleted ? '2026-11-03T00:00:00Z' : null }] : []) };
      }
      if (call.method === 'DELETE' && call.url === '/admin/project/3') {
        deleted = true;
        return { data: { message: 'Projekt został usunięty' } };
      }
      if (call.url === '/admin/project/3/restore') {
        deleted = false;
        return { data: { message: 'Projekt został przywrócony' } };
      }
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/project');
    const [row] = await screen.findAllByTestId('project-row');
    expect(within(row!).getByText('W trakcie')).toBeInTheDocument();
    expect(within(row!).getByText('03:00 (150%)')).toBeInTheDocument();
    await user.click(within(row!).getByRole('button', { name: 'Usuń' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Usuń/ }));
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Projekt został usunięty' }));
    await user.click(screen.getByRole('tab', { name: 'Usunięte' }));
    await user.click(await screen.findByRole('button', { name: 'Przywróć' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Projekt został przywrócony' })));
  });

  it('shows a project with its budget and tickets', async () => {
    api = fakeApi((call) => {
      if (call.url === '/admin/project/3')
        return {
          data: {
            data: {
              ...PROJECT,
              tickets: [
                {
                  id: 10,
                  fullid: 'ACME-10',
                  subject: 'Konfiguracja VPN',
                  status: 'new',
                  status_color: '#0dcaf0',
                  priority: 'normal',
                  priority_color: '#0d6efd',
                  created_at: '',
                  resolved_at: null,
                  minutes: 90,
                },
              ],
            },
          },
        };
      return { status: 404, data: {} };
    });
    await renderRoute(routes, '/project/show/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wdrożenie VPN' })).toBeInTheDocument();
    expect(screen.getByTestId('project-budget')).toHaveTextContent('Zaraportowano 03:00 z 02:00 (150%)');
    expect(screen.getByTestId('project-budget')).toHaveTextContent('Przekroczono o 01:00');
    expect(within(screen.getByTestId('project-tickets')).getByRole('link', { name: 'ACME-10' })).toHaveAttribute(
      'href',
      '/admin/ticket/show/10',
    );
    expect(screen.getByText('01:30')).toBeInTheDocument();
  });

  it('creates a project and opens it', async () => {
    api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies')
        return { data: { data: [{ id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' }] } };
      if (call.url === '/admin/lookups/agents') return { data: { data: [{ id: 2, name: 'Marta Menedżer', agent_type: 'admin' }] } };
      if (call.method === 'POST' && call.url === '/admin/project')
        return { status: 201, data: { data: { ...PROJECT, id: 8 }, message: 'Projekt został utworzony' } };
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/project/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy projekt' })).toBeInTheDocument();
    await user.type(field('name'), 'Audyt');
    await waitFor(() =>
      expect(within(field('company_id') as unknown as HTMLElement).getByText('ACME — Acme Sp. z o.o.')).toBeInTheDocument(),
    );
    await user.selectOptions(field('company_id'), '1');
    await waitFor(() => expect(within(field('manager_id') as unknown as HTMLElement).getByText('Marta Menedżer')).toBeInTheDocument());
    await user.selectOptions(field('manager_id'), '2');
    await user.clear(field('hours'));
    await user.type(field('hours'), '12');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/project/show/8'));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Audyt',
      company_id: 1,
      manager_id: 2,
      deadline: null,
      hours: 12,
      description: '',
      state: 'new',
    });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Projekt został utworzony' }));
  });

  describe.each([
    ['pl', 'Zapisz', 'Termin nie może być wcześniejszy niż dziś'],
    ['en', 'Save', 'The deadline must not be before today'],
  ])('edits in %s', (lang, save, message) => {
    it('a server 422 lands under its field, the typing stays and the screen stays', async () => {
      await act(() => i18n.changeLanguage(lang));
      api = fakeApi((call) => {
        if (call.url === '/admin/lookups/companies')
          return { data: { data: [{ id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' }] } };
        if (call.url === '/admin/lookups/agents') return { data: { data: [{ id: 2, name: 'Marta Menedżer', agent_type: 'admin' }] } };
        if (call.method === 'GET' && call.url === '/admin/project/3') return { data: { data: PROJECT } };
        if (call.method === 'PUT' && call.url === '/admin/project/3') return invalid({ deadline: [message] });
        return { status: 404, data: {} };
      });
      const user = userEvent.setup();
      const { router } = await renderRoute(routes, '/project/edit/3');
      await waitFor(() => expect(field('name')).toHaveValue('Wdrożenie VPN'));
      await user.clear(field('name'));
      await user.type(field('name'), 'VPN');
      await user.clear(field('deadline'));
      await user.type(field('deadline'), '2026-01-05');
      await user.click(screen.getByRole('button', { name: save }));
      await expectRefusedField(field('deadline'), message, '2026-01-05');
      expect(field('name')).toHaveValue('VPN');
      expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ name: 'VPN', deadline: '2026-01-05', company_id: 1 });
      expect(router.state.location.pathname).toBe('/project/edit/3');
      expect(toasts.filter((toast) => toast.intent === 'success')).toEqual([]);
    });
  });
});
