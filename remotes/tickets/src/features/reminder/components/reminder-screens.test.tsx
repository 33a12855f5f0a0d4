import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setHydrationTime } from '@helpdesk/shared';
import { renderRoute, fakeApi, invalid, type FakeHandler, setUpScreenTests, expectRefusedField } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const REMINDER = {
  id: 5,
  title: 'Test kopii zapasowej',
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  employee: { id: 17, name: 'Celina Klient' },
  description: 'Odtworzyć plik',
  day: '2026-12-01',
  active: true,
  period: 'monthly',
  sent_at: null,
  following_day: '2027-01-01',
};
const lookups =
  (extra: FakeHandler): FakeHandler =>
  (call) => {
    if (call.url === '/admin/lookups/companies')
      return {
        data: {
          data: [
            { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
            { id: 2, name: 'Budex', short_name: 'Budex', tag: 'BUDX' },
          ],
        },
      };
    if (call.url === '/admin/lookups/companies/1/people')
      return { data: { data: [{ id: 17, name: 'Celina Klient', email: 'client@demo.test', role: 'client' }] } };
    if (call.url === '/admin/lookups/companies/2/people') return { data: { data: [] } };
    return extra(call);
  };
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('reminders', () => {
  let api: ReturnType<typeof fakeApi>;
  const { toasts } = setUpScreenTests();

  it('lists reminders with period and state; deletes after confirmation', async () => {
    let rows = [REMINDER];
    api = fakeApi((call) => {
      if (call.url === '/admin/reminder')
        return {
          data: {
            data: rows,
            links: {},
            meta: {
              current_page: 1,
              last_page: 1,
              from: rows.length ? 1 : null,
              to: rows.length || null,
              total: rows.length,
              per_page: 20,
              path: '',
            },
          },
        };
      if (call.method === 'DELETE') {
        rows = [];
        return { data: { message: 'Przypomnienie zostało usunięte' } };
      }
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/reminder');
    const [row] = await screen.findAllByTestId('reminder-row');
    expect(within(row!).getByText('Co miesiąc')).toBeInTheDocument();
    expect(within(row!).getByText('Celina Klient')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Test kopii zapasowej' })).toHaveAttribute('href', '/admin/reminder/edit/5');
    await user.click(within(row!).getByRole('button', { name: 'Usuń' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Usuń/ }));
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Przypomnienie zostało usunięte' }));
  });

  it('creates: required fields in Polish, then the whole body; a server 422 lands under its field', async () => {
    let attempt = 0;
    api = fakeApi(
      lookups((call) => {
        if (call.method === 'POST' && call.url === '/admin/reminder') {
          attempt++;
          if (attempt === 1)
            return {
              status: 422,
              data: { message: 'Osoba nie należy do firmy zgłoszenia', errors: { user_id: ['Osoba nie należy do firmy zgłoszenia'] } },
            };
          return { status: 201, data: { data: { ...REMINDER, id: 6 }, message: 'Przypomnienie zostało utworzone' } };
        }
        return { status: 404, data: { data: [] } };
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/reminder/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowe przypomnienie' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(2);
    await user.type(field('title'), 'Przegląd serwera');
    await waitFor(() =>
      expect(within(field('company_id') as unknown as HTMLElement).getByText('ACME — Acme Sp. z o.o.')).toBeInTheDocument(),
    );
    await user.selectOptions(field('company_id'), '1');
    await waitFor(() => expect(within(field('user_id') as unknown as HTMLElement).getByText(/Celina Klient/)).toBeInTheDocument());
    await user.selectOptions(field('user_id'), '17');
    await user.selectOptions(field('period'), 'weekly');
    await user.clear(field('day'));
    await user.type(field('day'), '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Osoba nie należy do firmy zgłoszenia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reminder'));
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      title: 'Przegląd serwera',
      company_id: 1,
      user_id: 17,
      description: '',
      day: '2026-12-07',
      active: true,
      period: 'weekly',
    });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Przypomnienie zostało utworzone' }));
  });

  it('a new reminder is for the day the page was rendered on (a hydrating page’s render moment, then the clock)', async () => {
    api = fakeApi(lookups(() => ({ status: 404, data: {} })));
    setHydrationTime(new Date(2026, 2, 5, 12).getTime());
    try {
      await renderRoute(routes, '/reminder/create');
      await waitFor(() => expect(field('day')).toHaveValue('2026-03-05'));
    } finally {
      setHydrationTime(undefined);
    }
  });

  it('edit shows the saved values and sends PUT', async () => {
    api = fakeApi(
      lookups((call) => {
        if (call.url === '/admin/reminder/5' && call.method === 'GET') return { data: { data: REMINDER } };
        if (call.url === '/admin/reminder/5' && call.method === 'PUT')
          return { data: { data: REMINDER, message: 'Przypomnienie zostało zaktualizowane' } };
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await renderRoute(routes, '/reminder/edit/5');
    await waitFor(() => expect(field('title')).toHaveValue('Test kopii zapasowej'));
    expect(field('day')).toHaveValue('2026-12-01');
    expect(field('period')).toHaveValue('monthly');
    await waitFor(() => expect(field('user_id')).toHaveValue('17'));
    await user.click(screen.getByRole('switch', { name: 'Aktywne' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual(
        expect.objectContaining({ active: false, company_id: 1, user_id: 17 }),
      ),
    );
  });

  it('edits in English: a server 422 lands under its field, the typing stays and the screen stays', async () => {
    await act(() => i18n.changeLanguage('en'));
    api = fakeApi(
      lookups((call) => {
        if (call.url === '/admin/reminder/5' && call.method === 'GET') return { data: { data: REMINDER } };
        if (call.url === '/admin/reminder/5' && call.method === 'PUT') return invalid({ day: ['The day must not be in the past'] });
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/reminder/edit/5');
    await waitFor(() => expect(field('title')).toHaveValue('Test kopii zapasowej'));
    await user.clear(field('title'));
    await user.type(field('title'), 'Backup test');
    await user.clear(field('day'));
    await user.type(field('day'), '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRefusedField(field('day'), 'The day must not be in the past', '2026-01-05');
    expect(field('title')).toHaveValue('Backup test');
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ title: 'Backup test', day: '2026-01-05' });
    expect(router.state.location.pathname).toBe('/reminder/edit/5');
    expect(toasts.filter((toast) => toast.intent === 'success')).toEqual([]);
  });
});
