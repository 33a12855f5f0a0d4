import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import { renderRoute, fakeApi, type FakeCall, type FakeHandler, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const COMPANIES = [
  { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
  { id: 2, name: 'Budex S.A.', short_name: 'Budex', tag: 'BUDX' },
];
const PEOPLE: Record<number, { id: number; name: string; email: string; role: string }[]> = {
  1: [
    { id: 17, name: 'Celina Klient', email: 'client@demo.test', role: 'client' },
    { id: 18, name: 'Wiktor Prezes', email: 'vip@demo.test', role: 'client-vip' },
  ],
  2: [{ id: 30, name: 'Bogdan Budowlany', email: 'bogdan@budx.test', role: 'client' }],
};

const AGENTS = [
  { id: 3, name: 'Artur Agent', agent_type: 'support', on_leave: false, leave: null, open_tickets: 3, available: false },
  { id: 4, name: 'Jan Kowalski', agent_type: 'support', on_leave: false, leave: null, open_tickets: 12, available: true },
];

/** The lookups and drafts a form needs; `extra` answers the rest. */
const backend =
  (extra: FakeHandler): FakeHandler =>
  (call) => {
    const company = /^\/admin\/lookups\/companies\/(\d+)\/(people|devices|projects)$/.exec(call.url);
    if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
    if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
    if (call.url === '/admin/competencies/strongest')
      return { data: { data: call.params.category === 'network' ? [{ id: 4, name: 'Jan Kowalski', level: 2 }] : [] } };
    if (company) {
      const id = Number(company[1]);
      if (company[2] === 'people') return { data: { data: PEOPLE[id] ?? [] } };
      if (company[2] === 'devices')
        return {
          data: { data: [{ id: 9, type: 'laptop', name: 'Dell M-123', inventory_number: `${id}/INV/1`, state: 'ok', owner_id: null }] },
        };
      return { data: { data: [{ id: 40 + id, name: `Projekt ${id}`, state: 'new' }] } };
    }
    return extra(call);
  };

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const posts = (calls: FakeCall[], url: string) => calls.filter((c) => (c.method === 'POST' || c.method === 'PUT') && c.url.startsWith(url));

describe('adding a ticket', () => {
  let api: ReturnType<typeof fakeApi>;
  const { toasts } = setUpScreenTests();

  it('restores a draft, clears company-bound choices on a new company, and adds the ticket with draft_id', async () => {
    api = fakeApi(
      backend((call) => {
        if (call.url === '/admin/ticket-drafts/5')
          return {
            data: {
              data: {
                id: 5,
                company_id: 1,
                subject: 'Drukarka',
                payload: {
                  company_id: 1,
                  subject: 'Drukarka',
                  body: 'Nie drukuje\nod rana',
                  requester_id: 17,
                  cc: [18],
                  priority: 'critical',
                  status: 'in-progress',
                  project_id: 41,
                },
                truncatedSubject: 'Drukark…',
                created_at: '',
                updated_at: '',
              },
            },
          };
        if (call.method === 'POST' && call.url === '/admin/ticket')
          return { status: 201, data: { data: { id: 777, fullid: 'ACME-99' }, message: 'Zgłoszenie zostało utworzone' } };
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/ticket/create?draft=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nowe zgłoszenie' })).toBeInTheDocument();
    await waitFor(() => expect(field('subject')).toHaveValue('Drukarka'));
    expect(field('body')).toHaveValue('Nie drukuje\nod rana');
    expect(field('priority')).toHaveValue('critical');
    expect(field('status')).toHaveValue('in-progress');
    await waitFor(() => expect(field('requester_id')).toHaveValue('17'));
    expect(field('project_id')).toHaveValue('41');
    expect(screen.getByRole('combobox', { name: /Osoby powiązane/ })).toHaveTextContent('Wiktor Prezes');

    // Another company: its people, devices and projects replace the old choices, which are cleared.
    await user.selectOptions(field('company_id'), '2');
    expect(field('requester_id')).toHaveValue('');
    expect(field('project_id')).toHaveValue('');
    await waitFor(() => expect(within(field('requester_id') as unknown as HTMLElement).getByText(/Bogdan Budowlany/)).toBeInTheDocument());
    await user.selectOptions(field('requester_id'), '30');

    await user.click(screen.getByRole('button', { name: 'Dodaj zgłoszenie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ticket/show/777'));
    const [create] = posts(api.calls, '/admin/ticket');
    expect(create!.body).toEqual({
      company_id: 2,
      subject: 'Drukarka',
      body: 'Nie drukuje\nod rana',
      type: 'question',
      priority: 'critical',
      category: 'other',
      status: 'in-progress',
      requester_id: 30,
      cc: [],
      project_id: null,
      device_id: null,
      assignee_id: null,
      responsible_id: null,
      support_scope: null,
      draft_id: 5,
    });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Zgłoszenie zostało utworzone' }));
  });

  it('saves a new draft with the whole form, then updates the same draft', async () => {
    let saved = 0;
    api = fakeApi(
      backend((call) => {
        if (call.url === '/admin/ticket-drafts' && call.method === 'POST') {
          saved++;
          return {
            status: 201,
            data: {
              data: {
                id: 12,
                company_id: 1,
                subject: 'VPN',
                payload: call.body,
                truncatedSubject: 'VPN',
                created_at: '',
                updated_at: '2026-11-22T10:15:00Z',
              },
              message: 'Szkic został utworzony',
            },
          };
        }
        if (call.url === '/admin/ticket-drafts/12' && call.method === 'PUT') {
          return {
            data: {
              data: {
                id: 12,
                company_id: 1,
                subject: 'VPN 2',
                payload: call.body,
                truncatedSubject: 'VPN 2',
                created_at: '',
                updated_at: '2026-11-22T10:16:00Z',
              },
              message: 'Szkic został zaktualizowany',
            },
          };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/ticket/create');
    await waitFor(() => expect(field('company_id').querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(field('company_id'), '1');
    await user.type(field('subject'), 'VPN');
    await user.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    await waitFor(() => expect(router.state.location.search).toBe('?draft=12'));
    const [created] = posts(api.calls, '/admin/ticket-drafts');
    expect(created!.body).toMatchObject({
      company_id: 1,
      subject: 'VPN',
      payload: { company_id: 1, subject: 'VPN', body: '', status: 'new', cc: [] },
    });
    // The form stays as typed (no reload from the new draft).
    expect(field('subject')).toHaveValue('VPN');
    await user.type(field('subject'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Zapisz szkic' }));
    await waitFor(() => expect(posts(api.calls, '/admin/ticket-drafts/12')).toHaveLength(1));
    expect(posts(api.calls, '/admin/ticket-drafts/12')[0]!.body).toMatchObject({ subject: 'VPN 2' });
    expect(saved).toBe(1);
    expect(toasts.map((t) => t.body)).toEqual(['Szkic został utworzony', 'Szkic został zaktualizowany']);
  });

  it('shows required fields, then the server 422 under its field, keeping what was typed; a retry works', async () => {
    let answer422 = true;
    api = fakeApi(
      backend((call) => {
        if (call.method === 'POST' && call.url === '/admin/ticket') {
          if (answer422)
            return {
              status: 422,
              data: { message: 'Osoba nie należy do firmy zgłoszenia', errors: { requester_id: ['Osoba nie należy do firmy zgłoszenia'] } },
            };
          return { status: 201, data: { data: { id: 8, fullid: 'ACME-8' }, message: 'Zgłoszenie zostało utworzone' } };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/ticket/create');
    await user.click(await screen.findByRole('button', { name: 'Dodaj zgłoszenie' }));
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(3);
    expect(posts(api.calls, '/admin/ticket')).toHaveLength(0);

    await waitFor(() => expect(field('company_id').querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(field('company_id'), '1');
    await user.type(field('subject'), 'Temat');
    await user.type(field('body'), 'Opis');
    await waitFor(() => expect(field('requester_id').querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(field('requester_id'), '17');
    await user.click(screen.getByRole('button', { name: 'Dodaj zgłoszenie' }));
    expect(await screen.findByText('Osoba nie należy do firmy zgłoszenia')).toBeInTheDocument();
    expect(field('subject')).toHaveValue('Temat');
    expect(field('body')).toHaveValue('Opis');

    answer422 = false;
    await user.click(screen.getByRole('button', { name: 'Dodaj zgłoszenie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ticket/show/8'));
  });

  it("offers assignees in the category's competency order with each agent's open tickets and away mark (issue 36)", async () => {
    api = fakeApi(backend(() => ({ status: 404, data: {} })));
    await renderRoute(routes, '/ticket/create');
    const assignee = () =>
      [...field('assignee_id').querySelectorAll('option')].map((option) => option.textContent).filter((label) => label !== '— brak —');
    await waitFor(() => expect(assignee()).toEqual(['Artur Agent · 3 otwarte · poza pracą', 'Jan Kowalski · 12 otwartych']));
    await userEvent.selectOptions(field('category'), 'network');
    await waitFor(() =>
      expect(assignee()).toEqual(['Jan Kowalski — kompetencje 2/3 · 12 otwartych', 'Artur Agent · 3 otwarte · poza pracą']),
    );
    // The responsible person's picker stays a plain list of names.
    expect([...field('responsible_id').querySelectorAll('option')].map((option) => option.textContent)).toContain('Artur Agent');
  });

  it('says when the draft is gone and still offers the form', async () => {
    api = fakeApi(backend(() => ({ status: 404, data: { message: 'Nie odnaleziono żądanego zasobu' } })));
    await renderRoute(routes, '/ticket/create?draft=404');
    expect(await screen.findByText('Nie znaleziono szkicu. Możesz wypełnić nowe zgłoszenie.')).toBeInTheDocument();
    expect(field('subject')).toHaveValue('');
  });

  it('speaks English too', async () => {
    api = fakeApi(backend(() => ({ status: 404, data: {} })));
    await act(() => i18n.changeLanguage('en'));
    await renderRoute(routes, '/ticket/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New ticket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByText('Add with status')).toBeInTheDocument();
    await waitFor(() =>
      expect([...field('assignee_id').querySelectorAll('option')].map((option) => option.textContent)).toContain(
        'Artur Agent · 3 open · away',
      ),
    );
  });
});
